import { Readable, pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';

/** The encodings the gateway writes, best first. */
export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/i;

/** Whether a content type gains from compression (text, JSON, JavaScript, SVG; not images or fonts). */
export const isCompressible = (type: string | undefined): boolean => !!type && COMPRESSIBLE.test(type);

/**
 * The encoding to answer with: brotli whenever the client accepts it (browsers list `gzip, deflate, br`
 * in that order, yet brotli is smaller), else gzip; undefined for none.
 */
export function negotiateEncoding(ctx: Context): Encoding | undefined {
  if (!ctx.get('accept-encoding')) return undefined;
  if (ctx.acceptsEncodings('br') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a whole buffer off the event loop; `level` picks speed (API answers) or size (assets). */
export function compressBuffer(body: Buffer, encoding: Encoding, level: 'fast' | 'small'): Promise<Buffer> {
  if (encoding === 'br') {
    // Assets: 10 is some 6% smaller than 9 but over three times slower, so bundles past 1 MiB take 9
    // to keep the first request for them within a second or two.
    const quality = level === 'fast' ? 4 : body.length > 1024 * 1024 ? 9 : 10;
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: level === 'fast' ? 6 : 9 });
}

function compressStream(encoding: Encoding): NodeJS.ReadWriteStream {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 });
}

const NO_BODY = new Set([204, 205, 304]);

export interface CompressionOptions {
  /** Bodies smaller than this many bytes go out as they are (compression would not pay). */
  threshold: number;
}

/**
 * Compresses the answers that pass through it (proxied API answers and the gateway's own JSON) with
 * brotli or gzip, as the client accepts, when the type is text-like and the body is at least `threshold`
 * bytes. An answer already encoded (pre-compressed assets, a service that compressed) passes unchanged.
 */
export function compressResponses({ threshold }: CompressionOptions): Middleware {
  return async function compress(ctx, next) {
    await next();
    const body: unknown = ctx.body;
    if (body == null || ctx.method === 'HEAD' || NO_BODY.has(ctx.status)) return;
    if (ctx.response.get('Content-Encoding') || !isCompressible(ctx.response.type)) return;
    // An event stream is never compressed: a compressor holds back its small events (and the heartbeat).
    if (ctx.response.type === 'text/event-stream') return;
    if (body instanceof Readable) {
      const length = ctx.response.length;
      if (length !== undefined && length < threshold) return;
      ctx.vary('Accept-Encoding');
      const encoding = negotiateEncoding(ctx);
      if (!encoding) return;
      ctx.set('Content-Encoding', encoding);
      ctx.remove('Content-Length');
      // pipeline: an upstream failure mid-answer destroys the compressor, and koa then the response.
      ctx.body = pipeline(body, compressStream(encoding), () => undefined);
      return;
    }
    // Measured before negotiating: most API answers are small, and negotiation is the costlier step.
    const buffer = Buffer.isBuffer(body)
      ? body
      : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    if (buffer.length < threshold) return;
    ctx.vary('Accept-Encoding');
    const encoding = negotiateEncoding(ctx);
    if (!encoding) return;
    const type = ctx.response.get('Content-Type');
    ctx.body = await compressBuffer(buffer, encoding, 'fast');
    ctx.set('Content-Type', type);
    ctx.set('Content-Encoding', encoding);
  };
}
