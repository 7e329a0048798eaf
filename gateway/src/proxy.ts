import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Context } from 'koa';
import { messages } from '@progression/contracts';
import {
  HttpError,
  isServicePrincipal,
  mapError,
  rateLimit,
  Unauthorized,
  VerifiedTokens,
  verifyTokenDetails,
  type Logger,
  type ServiceMetrics,
  type TokenKeys,
  type VerifiedToken,
} from '@progression/service-kit';
import { BUFFER_BYTES, giveBuffer, takeBuffer } from './buffers';
import { acceptedEncoding, compressStream, isCompressible, NO_BODY, type Encoding } from './compression';
import { EVENT_STREAM_HEADERS, isEventStream, keepStreamOpen } from './event-stream';
import type { ServiceName } from './routes';
import { findRoute, type CompiledRoute } from './routes';
import { securityHeaderList, STRICT_TRANSPORT_SECURITY } from './security-headers';
import {
  hopByHop,
  type AnswerHandlers,
  type AnswerHead,
  type Exchange,
  type Upstreams,
  UpstreamError,
} from './upstream';

/** Request bodies larger than the limit: 413. */
const payloadTooLarge = () => new HttpError(413, messages.errors.requestTooLarge);

const isAuthenticationPath = (path: string) =>
  path === '/authentication' || path.startsWith('/authentication/');
// Verify guesses nothing (a token's signature decides) and runs on every page load, so a room of players
// reloading behind one address must not spend the budget that stops password guessing.
const isOnGuessingBudget = (path: string) => isAuthenticationPath(path) && path !== '/authentication/verify';

/** The paths of the API: those the table does not route are answered 404 (see app.ts). */
export const isApiPath = (path: string) =>
  path === '/rest/api' || path.startsWith('/rest/api/') || isAuthenticationPath(path);

// A path that could climb out of its prefix once a service normalises it is never forwarded.
const UNSAFE_PATH = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i;
// The rule of service-kit's requestContext: the client's id when it is well formed.
const REQUEST_ID = /^[\w.:-]{1,128}$/;
// Sent on a new connection when a kept one closed under them: they change nothing, and carry no body.
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
// Node copies pieces up to this size into a shared slab, which costs the collector little.
const SMALL_ANSWER_BYTES = 4 * 1024;
// Request headers the gateway decides itself rather than pass on.
const DECIDED = new Set(['host', 'x-request-id', 'x-forwarded-for', 'x-forwarded-proto']);

/** What the proxy reads of a request: Node's, or one read by the front (front.ts), which has no body. */
export interface ProxiedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly rawHeaders: string[];
  /** The headers as the proxy reads them, when already taken in (the front's requests). */
  readonly proxiedHeaders?: RequestHeaders;
  readonly socket: Socket;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  once(event: 'end', listener: () => void): unknown;
  pause(): unknown;
  resume(): unknown;
}

/** What the proxy writes an answer to: Node's response, or the front's. */
export interface ProxiedResponse {
  readonly headersSent: boolean;
  readonly destroyed: boolean;
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  writeHead(status: number, headers: string[]): unknown;
  /** `written` is called once the chunk is handed to the system (or the connection failed). */
  write(chunk: Buffer, written?: () => void): boolean;
  end(chunk?: Buffer | string): unknown;
  destroy(): unknown;
  once(event: 'close' | 'drain', listener: () => void): unknown;
}

/** Where a piece of the answer goes: the client, or the compressor on the way. */
interface Sink {
  write(chunk: Buffer, written?: () => void): boolean;
  end(chunk?: Buffer): unknown;
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * What the proxy needs from a request's headers, taken in one header at a time. The first of repeated
 * headers counts, as in Node's `req.headers`; Accept-Encoding and X-Forwarded-For are joined, as there.
 */
export class RequestHeaders {
  /** The header lines passed on to the service, `name: value\r\n` each. */
  passed = '';
  authorization: string | undefined;
  requestId: string | undefined;
  /** `content-length`, -1 when absent. */
  length = -1;
  chunked = false;
  acceptEncoding: string | undefined;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;

  /** One header: its name as sent, the same lower-cased, and its value. */
  add(name: string, lower: string, value: string): void {
    switch (lower) {
      case 'authorization':
        this.authorization ??= value;
        break;
      case 'x-request-id':
        this.requestId ??= value;
        return;
      case 'content-length':
        if (this.length < 0) this.length = Number(value);
        break;
      case 'transfer-encoding':
        this.chunked = true;
        return;
      case 'accept-encoding':
        this.acceptEncoding = this.acceptEncoding === undefined ? value : `${this.acceptEncoding}, ${value}`;
        break;
      case 'x-forwarded-for':
        this.forwardedFor = this.forwardedFor === undefined ? value : `${this.forwardedFor}, ${value}`;
        return;
      case 'x-forwarded-proto':
        this.forwardedProto ??= value;
        return;
    }
    if (!hopByHop.has(lower) && !DECIDED.has(lower)) this.passed += `${name}: ${value}\r\n`;
  }
}

function readHeaders(raw: string[]): RequestHeaders {
  const headers = new RequestHeaders();
  for (let index = 0; index < raw.length; index += 2) {
    headers.add(raw[index], raw[index].toLowerCase(), raw[index + 1]);
  }
  return headers;
}

/** The bearer token of an `Authorization: Bearer <token>` header (as service-kit's `authenticate` reads it). */
function bearerTokenOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (text.charCodeAt(6) !== 32 || text.slice(0, 6).toLowerCase() !== 'bearer') return undefined;
  const token = text.slice(7);
  return token.includes(' ') ? undefined : token;
}

/**
 * The user token check of service-kit's `authenticate` (users only), for requests answered before Koa:
 * a token verified once is remembered until it expires; revocation is checked every time.
 */
function userTokenCheck(keys: TokenKeys, isRevoked: (token: VerifiedToken) => boolean) {
  const verified = new VerifiedTokens();
  return (authorization: string | undefined): void => {
    const bearer = bearerTokenOf(authorization);
    if (bearer === undefined) throw new Unauthorized();
    let token = verified.get(bearer);
    if (!token) {
      token = verifyTokenDetails(bearer, keys);
      if (!token) throw new Unauthorized();
      verified.remember(bearer, token);
    }
    if (isServicePrincipal(token.principal) || isRevoked(token)) throw new Unauthorized();
  };
}

/** The request duration histogram of service-kit's metrics, which the proxy's requests go into too. */
interface DurationHistogram {
  observe(labels: { method: string; route: string; status: string }, seconds: number): void;
}

export interface ApiProxyOptions {
  services: Partial<Record<ServiceName, string>>;
  upstreams: Upstreams;
  keys: TokenKeys;
  /** Whether a verified user token was revoked (logout, password change). */
  isRevoked: (token: VerifiedToken) => boolean;
  /** Largest request body forwarded, unless a row of the table takes more. */
  bodyLimit: number;
  /** Answers smaller than this go out uncompressed. */
  compressThreshold: number;
  /** Requests per second and burst per client address on the guessing budget's paths. */
  authRateLimit: { capacity: number; refillPerSecond: number };
  /** Whether one proxy in front is trusted for the client's address and protocol. */
  trustProxy: boolean;
  extraSources: string[];
  logger: Logger;
  metrics: ServiceMetrics;
}

/** The per-process parts every forwarded request uses. */
interface Proxy {
  options: ApiProxyOptions;
  checkToken: (authorization: string | undefined) => void;
  spendGuess: (ip: string, res: ProxiedResponse) => Promise<void>;
  /** Security header names and values, in the order they are sent. */
  ownNames: string[];
  ownValues: string[];
  histogram: DurationHistogram | undefined;
}

/**
 * The API's forwarding, ahead of Koa: a request for a row of the routing table is checked (login rate
 * limit, user token, body limit) and forwarded on the raw request, its answer streamed back as it comes,
 * compressed on the way; `false` for every other request, which Koa answers. Per request this costs a
 * fraction of a Koa middleware chain, so the gateway adds little to what the service itself takes.
 */
export function createApiProxy(
  options: ApiProxyOptions,
): (req: ProxiedRequest, res: ProxiedResponse) => boolean {
  const limit = rateLimit(options.authRateLimit);
  const own = securityHeaderList(options.extraSources);
  const proxy: Proxy = {
    options,
    checkToken: userTokenCheck(options.keys, options.isRevoked),
    // service-kit's token bucket, keyed by the client's address; it sets Retry-After on a refusal.
    spendGuess: (ip, res) =>
      limit(
        { ip, set: (name: string, value: string) => res.setHeader(name, value) } as unknown as Context,
        () => Promise.resolve(),
      ),
    ownNames: own.map(([name]) => name),
    ownValues: own.map(([, value]) => value),
    histogram: options.metrics.registry.getSingleMetric('http_request_duration_seconds') as
      DurationHistogram | undefined,
  };
  return (req, res) => {
    const url = req.url ?? '';
    if (url.charCodeAt(0) !== 47 /* / */ || UNSAFE_PATH.test(url)) return false;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const route = findRoute(path);
    if (!route) return false;
    new Forwarding(proxy, req, res, route, path).start();
    return true;
  };
}

/** One forwarded request, from its checks to the end of its answer. */
class Forwarding implements AnswerHandlers {
  private readonly started = performance.now();
  private readonly headers: RequestHeaders;
  private readonly requestId: string;
  private readonly ip: string;
  /** `http` or `https`, as Koa's `ctx.protocol` says. */
  private readonly protocol: string;
  private readonly secure: boolean;
  private exchange: Exchange | undefined;
  private compressor: ReturnType<typeof compressStream> | undefined;
  private status = 0;
  /** Whether the service's answer has begun: a failure from then on can only cut it. */
  private headWritten = false;
  private settled = false;
  /** Reading the answer waits until the client (or the compressor) takes what was written. */
  private waitingForDrain = false;
  private watching = false;
  /** Pieces of the answer waiting to be passed on (see addToBatch), and their length. */
  private batch: Buffer | undefined;
  private batchLength = 0;
  private flushScheduled = false;

  constructor(
    private readonly proxy: Proxy,
    private readonly req: ProxiedRequest,
    private readonly res: ProxiedResponse,
    private readonly route: CompiledRoute,
    private readonly path: string,
  ) {
    this.headers = req.proxiedHeaders ?? readHeaders(req.rawHeaders);
    const { requestId, forwardedFor, forwardedProto } = this.headers;
    this.requestId = requestId !== undefined && REQUEST_ID.test(requestId) ? requestId : randomUUID();
    const trust = proxy.options.trustProxy;
    const remote = req.socket.remoteAddress ?? '';
    // As Koa decides them with `proxy` on and one hop trusted: the last X-Forwarded-For entry, the first
    // X-Forwarded-Proto one; without a trusted proxy, the connection's own.
    this.ip =
      (trust && forwardedFor ? forwardedFor.slice(forwardedFor.lastIndexOf(',') + 1).trim() : '') || remote;
    this.protocol = (req.socket as { encrypted?: boolean }).encrypted
      ? 'https'
      : trust && forwardedProto
        ? forwardedProto.split(/\s*,\s*/, 1)[0]
        : 'http';
    this.secure = this.protocol === 'https';
  }

  start(): void {
    if (isOnGuessingBudget(this.path)) {
      this.proxy.spendGuess(this.ip, this.res).then(
        () => this.checked(),
        (error: unknown) => this.fail(error),
      );
    } else this.checked();
  }

  /** After the login budget: the checks, then the request goes on; whatever fails is answered. */
  private checked() {
    try {
      this.forward();
    } catch (error) {
      this.fail(error);
    }
  }

  /** The token, the service, the body limit; then the request goes to the service. */
  private forward() {
    const { options } = this.proxy;
    const { route, headers, req } = this;
    if (route.auth) this.proxy.checkToken(headers.authorization);
    const baseUrl = options.services[route.service];
    if (!baseUrl) throw new HttpError(503, messages.errors.serviceNotConfigured(route.service));
    if (headers.length > Math.max(options.bodyLimit, route.bodyLimit ?? 0)) throw payloadTooLarge();
    const { pool, host } = options.upstreams.of(baseUrl);
    const framing = headers.chunked ? 'chunked' : headers.length > 0 ? 'sized' : 'none';
    if (framing !== 'none') this.sendBody(Math.max(options.bodyLimit, route.bodyLimit ?? 0));
    const method = req.method ?? 'GET';
    const head =
      `${method} ${req.url} HTTP/1.1\r\nhost: ${host}\r\n${headers.passed}` +
      (framing === 'chunked' ? 'transfer-encoding: chunked\r\n' : '') +
      // The client as the gateway decided it (at most one trusted proxy hop): nothing a client forged goes on.
      `x-request-id: ${this.requestId}\r\nx-forwarded-for: ${this.ip}\r\n` +
      `x-forwarded-proto: ${this.protocol}\r\n\r\n`;
    this.exchange = pool.request(
      { head, framing, bodiless: method === 'HEAD', retriable: framing === 'none' && IDEMPOTENT.has(method) },
      this,
    );
  }

  /** Streams the request's body to the service, refusing it with 413 once it passes `limit`. */
  private sendBody(limit: number) {
    const { req } = this;
    this.watchClient();
    let seen = 0;
    req.on('data', (chunk: Buffer) => {
      if (this.settled) return;
      seen += chunk.length;
      if (seen > limit) {
        this.exchange?.abort();
        this.fail(payloadTooLarge());
        return;
      }
      if (this.exchange && !this.exchange.write(chunk)) {
        req.pause();
        this.exchange.onDrain = () => req.resume();
      }
    });
    req.once('end', () => this.exchange?.end());
  }

  head(answer: AnswerHead): void {
    const { res, proxy } = this;
    // The client left while the service worked: nobody to answer.
    if (res.destroyed) return this.watchClient();
    const headers = answer.headers;
    this.status = answer.status;
    // The service's own header wins over the gateway's of the same name, as when Koa set both.
    let overridden = 0;
    for (let index = 0; index < headers.length; index += 2) {
      const own = proxy.ownNames.indexOf(headers[index]);
      if (own >= 0) overridden |= 1 << own;
      else if (headers[index] === 'x-request-id') overridden |= 1 << 30;
    }
    for (let own = 0; own < proxy.ownNames.length; own += 1) {
      if (!(overridden & (1 << own))) headers.push(proxy.ownNames[own], proxy.ownValues[own]);
    }
    if (!(overridden & (1 << 30))) headers.push('x-request-id', this.requestId);
    if (this.secure) headers.push(...STRICT_TRANSPORT_SECURITY);
    if (isEventStream(answer.type)) {
      this.watchClient();
      keepStreamOpen(this.req.socket);
      removeHeader(headers, 'content-length');
      for (const [name, value] of EVENT_STREAM_HEADERS) setHeader(headers, name, value);
    }
    const encoding = this.encodingFor(answer);
    if (encoding) {
      removeHeader(headers, 'content-length');
      headers.push('content-encoding', encoding);
    }
    res.writeHead(answer.status, headers);
    this.headWritten = true;
    if (encoding) this.compressInto(res, (this.compressor = compressStream(encoding, answer.length)));
  }

  /** Sends what the compressor makes to the client, at the client's pace. */
  private compressInto(res: ProxiedResponse, compressor: NonNullable<Forwarding['compressor']>) {
    let waiting = false;
    compressor.on('data', (chunk: Buffer) => {
      if (res.write(chunk) || waiting) return;
      waiting = true;
      compressor.pause();
      res.once('drain', () => {
        waiting = false;
        compressor.resume();
      });
    });
    compressor.once('end', () => res.end());
    compressor.once('error', () => res.destroy());
  }

  /** The encoding to compress the answer with, as compressResponses decides for the gateway's own. */
  private encodingFor(answer: AnswerHead): Encoding | undefined {
    if (
      isEventStream(answer.type) ||
      this.req.method === 'HEAD' ||
      NO_BODY.has(answer.status) ||
      answer.encoding
    )
      return undefined;
    if (!isCompressible(answer.type)) return undefined;
    if (answer.length >= 0 && answer.length < this.proxy.options.compressThreshold) return undefined;
    varyOnAcceptEncoding(answer.headers);
    return acceptedEncoding(this.headers.acceptEncoding);
  }

  body(chunk: Buffer | undefined, end: boolean): void {
    if (end && !this.batch && (!chunk || chunk.length <= SMALL_ANSWER_BYTES)) {
      // Most answers: small, and whole in one read. The piece lies in the read buffer: it is copied.
      this.sink().end(chunk && Buffer.from(chunk));
      this.settle(this.status);
      return;
    }
    if (chunk) this.addToBatch(chunk);
    if (end) {
      this.flushBatch();
      this.sink().end();
      this.settle(this.status);
      return;
    }
    this.watchClient();
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        if (!this.settled) this.flushBatch();
      });
    }
  }

  /** Where the answer goes: the compressor on the way, or the client. */
  private sink(): Sink {
    return this.compressor ?? this.res;
  }

  /**
   * A streamed answer's pieces are copied into a reused buffer and passed on once per turn of the event
   * loop (or when it is full): fewer writes to the client, and fewer trips to zlib's thread and back,
   * which for a large answer cost more than the compressing.
   */
  private addToBatch(chunk: Buffer) {
    if (this.batch && this.batchLength + chunk.length > BUFFER_BYTES) this.flushBatch();
    this.batch ??= takeBuffer();
    chunk.copy(this.batch, this.batchLength);
    this.batchLength += chunk.length;
  }

  private flushBatch() {
    const batch = this.batch;
    const length = this.batchLength;
    this.batch = undefined;
    this.batchLength = 0;
    if (!batch) return;
    if (length === 0) return giveBuffer(batch);
    const out = this.sink();
    // The buffer is reused once written (or compressed); left to the collector if that never happens.
    if (
      out.write(batch.subarray(0, length), () => giveBuffer(batch)) ||
      !this.exchange ||
      this.waitingForDrain
    ) {
      return;
    }
    // The client (or the compressor) cannot take more for now: the service's answer waits.
    const exchange = this.exchange;
    this.waitingForDrain = true;
    exchange.pause();
    out.once('drain', () => {
      this.waitingForDrain = false;
      exchange.resume();
    });
  }

  error(error: UpstreamError): void {
    this.fail(error);
  }

  /**
   * Gives up the exchange if the client leaves. Watched only once an answer (or a request body) streams:
   * a small answer is over within the read that brings it, and one listener less per request counts.
   */
  private watchClient() {
    if (this.watching) return;
    this.watching = true;
    if (this.res.destroyed) this.closed();
    else this.res.once('close', () => this.closed());
  }

  /** The client's connection closed: an unfinished exchange is given up (and its connection closed). */
  private closed() {
    if (this.settled) return;
    this.exchange?.abort();
    this.compressor?.destroy();
    this.settle(this.status || this.res.statusCode);
  }

  /** Answers a refusal or failure as errorHandler does, or cuts an answer already under way. */
  private fail(error: unknown) {
    if (this.settled) return;
    const { res } = this;
    const failure =
      error instanceof UpstreamError
        ? new HttpError(error.refused ? 503 : 502, messages.errors.serviceUnavailable)
        : error;
    const mapped = mapError(failure);
    const status = mapped?.status ?? 500;
    if (!mapped) this.log().error({ err: error }, 'request failed');
    // A 5xx we answered on purpose (a service failed us) is still worth an operator's look.
    else if (status >= 500) this.log().warn({ err: error }, 'request failed upstream');
    if (this.headWritten || res.headersSent) {
      this.compressor?.destroy();
      res.destroy();
      this.settle(this.status);
      return;
    }
    const body = JSON.stringify(mapped?.body ?? { message: messages.errors.generic });
    const headers: string[] = [];
    for (let own = 0; own < this.proxy.ownNames.length; own += 1) {
      headers.push(this.proxy.ownNames[own], this.proxy.ownValues[own]);
    }
    headers.push('x-request-id', this.requestId);
    if (this.secure) headers.push(...STRICT_TRANSPORT_SECURITY);
    headers.push('content-type', 'application/json; charset=utf-8');
    headers.push('content-length', String(Buffer.byteLength(body)));
    if (status === 401) headers.push('www-authenticate', 'Bearer');
    res.writeHead(status, headers);
    res.end(body);
    this.settle(status);
  }

  /** Times the request and logs it as requestContext does: errors always, refusals at info. */
  private settle(status: number) {
    if (this.settled) return;
    this.settled = true;
    const method = this.req.method ?? 'GET';
    const ms = performance.now() - this.started;
    this.proxy.histogram?.observe({ method, route: this.route.path, status: String(status) }, ms / 1000);
    const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
    if (this.proxy.options.logger.isLevelEnabled(level)) {
      this.log()[level]({ method, url: this.path, status, ms: Math.round(ms * 10) / 10 }, 'request');
    }
  }

  private log(): Logger {
    return this.proxy.options.logger.child({ reqId: this.requestId });
  }
}

function removeHeader(headers: string[], name: string) {
  for (let index = headers.length - 2; index >= 0; index -= 2) {
    if (headers[index] === name) headers.splice(index, 2);
  }
}

function setHeader(headers: string[], name: string, value: string) {
  removeHeader(headers, name);
  headers.push(name, value);
}

/** Adds Accept-Encoding to the answer's Vary, as Koa's `ctx.vary` does. */
function varyOnAcceptEncoding(headers: string[]) {
  for (let index = 0; index < headers.length; index += 2) {
    if (headers[index] !== 'vary') continue;
    const fields = headers[index + 1].split(/\s*,\s*/).map((field) => field.toLowerCase());
    if (!fields.includes('*') && !fields.includes('accept-encoding')) {
      headers[index + 1] = headers[index + 1] ? `${headers[index + 1]}, Accept-Encoding` : 'Accept-Encoding';
    }
    return;
  }
  headers.push('vary', 'Accept-Encoding');
}
