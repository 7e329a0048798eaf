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

const ACCEPTED_CACHE_SIZE = 256;
const accepted = new Map<string, Encoding | undefined>();

/** Each coding an Accept-Encoding header lists, with its weight (`q`, 1 when not given). */
function weightsOf(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const q = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter);
      if (q) weight = Number(q[1]);
    }
    weights.set(coding, Math.max(weights.get(coding) ?? 0, weight));
  }
  return weights;
}

/**
 * The encoding to answer a client with, from its Accept-Encoding header: brotli whenever it accepts it
 * (browsers list `gzip, deflate, br` in that order, yet brotli is smaller), else gzip; undefined for none.
 * A coding weighted `q=0` is refused; `*` stands for any coding not listed. Browsers send a handful of
 * distinct headers, so answers are remembered.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (accepted.has(header)) return accepted.get(header);
  const weights = weightsOf(header);
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  if (accepted.size >= ACCEPTED_CACHE_SIZE) accepted.clear();
  accepted.set(header, encoding);
  return encoding;
}

/** The encoding to answer a Koa request with (see acceptedEncoding). */
export const negotiateEncoding = (ctx: Context): Encoding | undefined =>
  acceptedEncoding(ctx.get('accept-encoding'));

/**
 * API answers are compressed as they pass, at the cheapest settings: brotli quality 1 and gzip level 1
 * cost about what nginx's default `gzip_comp_level 1` does per byte (brotli 1 usually less, and its
 * output is smaller), where the former brotli 4 and gzip 6 cost three to five times as much.
 */
const FAST_BROTLI_QUALITY = 1;
const FAST_GZIP_LEVEL = 1;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a whole buffer off the event loop; `level` picks speed (API answers) or size (assets). */
export function compressBuffer(body: Buffer, encoding: Encoding, level: 'fast' | 'small'): Promise<Buffer> {
  if (encoding === 'br') {
    // Assets: 10 is some 6% smaller than 9 but over three times slower, so bundles past 1 MiB take 9
    // to keep the first request for them within a second or two.
    const quality = level === 'fast' ? FAST_BROTLI_QUALITY : body.length > 1024 * 1024 ? 9 : 10;
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: level === 'fast' ? FAST_GZIP_LEVEL : 9 });
}

/** A compressor for an answer streamed through, at the fast settings; `length` when the answer says it. */
export function compressStream(encoding: Encoding, length = -1): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'gzip') return zlib.createGzip({ level: FAST_GZIP_LEVEL });
  const params: Record<number, number> = { [zlib.constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY };
  if (length > 0) params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = length;
  return zlib.createBrotliCompress({ params });
}

/** Statuses whose answers carry no body. */
export const NO_BODY = new Set([204, 205, 304]);

export interface CompressionOptions {
  /** Bodies smaller than this many bytes go out as they are (compression would not pay). */
  threshold: number;
}

/**
 * Compresses the gateway's own answers (its JSON, the API's description) with brotli or gzip, as the
 * client accepts, when the type is text-like and the body is at least `threshold` bytes; forwarded answers
 * are compressed the same way by the proxy (proxy.ts). An answer already encoded (pre-compressed assets)
 * passes unchanged.
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
      ctx.body = pipeline(body, compressStream(encoding, length), () => undefined);
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
