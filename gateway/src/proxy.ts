import http from 'node:http';
import { Transform } from 'node:stream';
import type { Context } from 'koa';
import { messages } from '@progression/contracts';
import { HttpError } from '@progression/service-kit';
import { isEventStream, keepStreamOpen } from './event-stream';

/** Request bodies larger than the limit: 413. */
export const payloadTooLarge = () => new HttpError(413, messages.errors.requestTooLarge);

// Connection-level headers that describe one hop, never forwarded (RFC 9110 section 7.6.1).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Counts body bytes as they stream and fails once they pass the limit. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(payloadTooLarge());
    else done(null, chunk);
  }
}

export interface ProxyOptions {
  agent: http.Agent;
  bodyLimit: number;
}

/**
 * A keep-alive agent for the services: connections are reused instead of opened per request, and
 * without Nagle's delay on the small request writes.
 */
export const createUpstreamAgent = () =>
  new http.Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 1000, noDelay: true });

// Answers up to this size are read whole and sent as one buffer: cheaper than koa's stream pipeline
// per answer, and their length stays known. Larger or unsized answers stream through.
const BUFFERED_ANSWER_BYTES = 256 * 1024;

/** Reads a whole upstream answer. */
function readAll(response: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    response.once('error', reject);
    response.once('aborted', () => reject(new Error('upstream answer aborted')));
  });
}

const upstreamFailed = () => new HttpError(502, messages.errors.serviceUnavailable);

/**
 * Forwards the request unchanged (method, path, query, headers, streamed body) to the service and streams
 * its answer back. The request id goes along so both sides log the same id.
 */
export function forward(ctx: Context, baseUrl: string, options: ProxyOptions): Promise<void> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > options.bodyLimit) throw payloadTooLarge();
  const target = new URL(baseUrl);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (!hopByHop.has(name) && value !== undefined) headers[name] = value;
  }
  headers.host = target.host;
  headers['x-request-id'] = ctx.requestId;
  // The client as the gateway decided it (at most one trusted proxy hop): nothing a client forged goes on.
  headers['x-forwarded-for'] = ctx.ip;
  headers['x-forwarded-proto'] = ctx.protocol;
  const hasBody = ctx.req.headers['transfer-encoding'] !== undefined || declared > 0;

  return new Promise<void>((resolve, reject) => {
    const upstream = http.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: ctx.method,
      path: ctx.url,
      headers,
      agent: options.agent,
    });
    upstream.on('response', (response) => {
      ctx.status = response.statusCode ?? 502;
      for (const [name, value] of Object.entries(response.headers)) {
        if (!hopByHop.has(name) && value !== undefined) ctx.set(name, value as string | string[]);
      }
      if (isEventStream(response.headers['content-type'])) {
        // Streamed as it arrives and for as long as it lasts; koa destroys it (and so the upstream
        // socket) when the client goes away.
        keepStreamOpen(ctx);
        response.socket.setTimeout(0);
        ctx.body = response;
        resolve();
        return;
      }
      const length = Number(response.headers['content-length']);
      if (ctx.method !== 'HEAD' && length > 0 && length <= BUFFERED_ANSWER_BYTES) {
        readAll(response).then(
          (body) => {
            ctx.body = body;
            resolve();
          },
          () => reject(upstreamFailed()),
        );
        return;
      }
      ctx.body = response;
      resolve();
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof HttpError) return reject(error);
      const refused = error.code === 'ECONNREFUSED' || error.code === 'ENOTFOUND';
      reject(refused ? new HttpError(503, messages.errors.serviceUnavailable) : upstreamFailed());
    });
    if (!hasBody) {
      upstream.end();
      return;
    }
    const limit = new ByteLimit(options.bodyLimit);
    limit.on('error', (error) => {
      upstream.destroy(error);
      reject(error);
    });
    ctx.req.pipe(limit).pipe(upstream);
  });
}
