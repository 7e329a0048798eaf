/**
 * The gateway's client to the services: HTTP/1.1 on kept-alive connections, a pool per service. Node's
 * own client (ClientRequest, Agent, IncomingMessage streams) cost about half the CPU of forwarding a small
 * request; this one writes a request as one string and reads the answer with the small parser below,
 * handing its body on piece by piece as it arrives (never read whole).
 */
import net from 'node:net';

/** An answer's head: hop-by-hop headers left out, names lower-cased. */
export interface AnswerHead {
  status: number;
  /** Name and value pairs, flat (`[name, value, name, value, ...]`), as `res.writeHead` takes them. */
  headers: string[];
  /** `content-length`, or -1 when the answer does not say. */
  length: number;
  /** `content-type` and `content-encoding`, '' when absent. */
  type: string;
  encoding: string;
}

/** What the one who asked is told; each is called in this order, `body` until `end` is true. */
export interface AnswerHandlers {
  head(answer: AnswerHead): void;
  /**
   * A piece of the body as it arrives; `end` marks the last call (`chunk` may then be undefined). The
   * piece lies in the buffer the next read overwrites: what is kept beyond the call must be copied.
   */
  body(chunk: Buffer | undefined, end: boolean): void;
  /** The service could not be reached, or the answer broke off; nothing more follows. */
  error(error: UpstreamError): void;
}

/** How a request's body is sent: none, as many bytes as its `content-length` says, or in chunks. */
export type BodyFraming = 'none' | 'sized' | 'chunked';

/** Why an exchange failed: `refused` when no connection could be made (the service is down). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

// Connection-level headers that describe one hop, never passed on (RFC 9110 section 7.6.1).
export const hopByHop = new Set([
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

const MAX_HEAD_BYTES = 64 * 1024;
/** Where every connection's reads land (one at a time, on this thread). */
const readBuffer = Buffer.allocUnsafe(64 * 1024);
const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');
const REFUSED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
const DIGITS = /^\d+$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const KEEP_ALIVE_TIMEOUT = /timeout=(\d+)/i;

const enum State {
  Head,
  Sized,
  ChunkSize,
  ChunkData,
  ChunkDataEnd,
  Trailers,
  UntilClose,
  Done,
}

/**
 * Reads one answer from the bytes of a connection: its head, then its body framed by `content-length`,
 * chunks, or the connection's end. Chunked bodies come out decoded.
 */
export class AnswerReader {
  state = State.Head;
  /** Whether the connection may carry another exchange once this answer is read. */
  keepAlive = true;
  /** Seconds the service keeps an idle connection open, when it says (`keep-alive: timeout=5`). */
  idleSeconds = 0;
  /** Bytes of the head, or of a chunk-size or trailer line, read so far but not yet complete. */
  private partial: Buffer | undefined;
  private remaining = 0;

  constructor(
    private readonly bodiless: boolean,
    private readonly handlers: AnswerHandlers,
  ) {}

  /** Reads a piece of the connection; returns false when it broke the protocol. */
  read(chunk: Buffer): boolean {
    let at = 0;
    while (at < chunk.length) {
      switch (this.state) {
        case State.Head: {
          const data = this.partial ? Buffer.concat([this.partial, chunk.subarray(at)]) : chunk.subarray(at);
          const end = data.indexOf(HEAD_END);
          if (end < 0) {
            if (data.length > MAX_HEAD_BYTES) return false;
            this.partial = Buffer.from(data);
            return true;
          }
          this.partial = undefined;
          if (!this.readHead(data.toString('latin1', 0, end))) return false;
          chunk = data;
          at = end + 4;
          break;
        }
        case State.Sized: {
          const take = Math.min(this.remaining, chunk.length - at);
          this.remaining -= take;
          if (this.remaining === 0) this.state = State.Done;
          this.handlers.body(chunk.subarray(at, at + take), this.remaining === 0);
          at += take;
          break;
        }
        case State.ChunkSize:
        case State.Trailers: {
          const line = this.line(chunk, at);
          if (line === undefined) return this.partial === undefined || this.partial.length < 4096;
          at = line.next;
          if (this.state === State.Trailers) {
            // Trailers end with an empty line; they are dropped, as every hop-by-hop header is.
            if (line.text === '') this.finish();
            break;
          }
          const size = parseInt(line.text, 16);
          if (!/^[0-9a-f]+(;.*)?$/i.test(line.text) || !Number.isSafeInteger(size)) return false;
          if (size === 0) this.state = State.Trailers;
          else {
            this.remaining = size;
            this.state = State.ChunkData;
          }
          break;
        }
        case State.ChunkData: {
          const take = Math.min(this.remaining, chunk.length - at);
          this.remaining -= take;
          if (this.remaining === 0) {
            this.state = State.ChunkDataEnd;
            this.remaining = 2;
          }
          this.handlers.body(chunk.subarray(at, at + take), false);
          at += take;
          break;
        }
        case State.ChunkDataEnd: {
          // The CRLF after a chunk's data, possibly split between reads.
          const expected = this.remaining === 2 ? 0x0d : 0x0a;
          if (chunk[at] !== expected) return false;
          at += 1;
          if (--this.remaining === 0) this.state = State.ChunkSize;
          break;
        }
        case State.UntilClose:
          this.handlers.body(chunk.subarray(at), false);
          at = chunk.length;
          break;
        case State.Done:
          // Bytes after the answer: nothing was asked for them.
          return false;
      }
    }
    return true;
  }

  /** The connection ended: the end of an answer read until then, or an answer cut short. */
  closed(): boolean {
    if (this.state !== State.UntilClose) return this.state === State.Done;
    this.state = State.Done;
    this.handlers.body(undefined, true);
    return true;
  }

  /** Whether no byte of the answer has been read yet (a request on a connection closed under it). */
  get untouched(): boolean {
    return this.state === State.Head && this.partial === undefined;
  }

  private finish() {
    this.state = State.Done;
    this.handlers.body(undefined, true);
  }

  /** A CRLF-terminated line starting at `at`, kept in `partial` until complete. */
  private line(chunk: Buffer, at: number): { text: string; next: number } | undefined {
    const data = this.partial ? Buffer.concat([this.partial, chunk.subarray(at)]) : chunk.subarray(at);
    const end = data.indexOf(LINE_END);
    if (end < 0) {
      this.partial = Buffer.from(data);
      return undefined;
    }
    const consumedBefore = this.partial ? this.partial.length : 0;
    this.partial = undefined;
    return { text: data.toString('latin1', 0, end), next: at + end + 2 - consumedBefore };
  }

  private readHead(text: string): boolean {
    // Parsed by hand: split and regular expressions cost a noticeable share of a small request.
    let end = text.indexOf('\r\n');
    if (end < 0) end = text.length;
    if (end < 12 || !text.startsWith('HTTP/1.') || text.charCodeAt(8) !== 32) return false;
    const code = Number(text.slice(9, 12));
    if (!Number.isInteger(code) || code < 100 || (end > 12 && text.charCodeAt(12) !== 32)) return false;
    let keepAlive = text.charCodeAt(7) === 49; /* HTTP/1.1 */
    let length = -1;
    let chunked = false;
    let otherCoding = false;
    let type = '';
    let encoding = '';
    const headers: string[] = [];
    while (end < text.length) {
      const start = end + 2;
      end = text.indexOf('\r\n', start);
      if (end < 0) end = text.length;
      const colon = text.indexOf(':', start);
      const first = text.charCodeAt(start);
      // No name, or an obsolete folded line: refused, as Node's own parser does.
      if (colon <= start || colon > end || first === 32 || first === 9) return false;
      const name = text.slice(start, colon).toLowerCase();
      const value = text.slice(colon + 1, end).trim();
      // What Node refuses to send on (a lone CR or LF could split the answer written to the client).
      if (!TOKEN.test(name) || INVALID_VALUE.test(value)) return false;
      switch (name) {
        case 'content-length':
          // Passed on below, once the framing is known (a chunked body is passed on in chunks).
          if (!DIGITS.test(value) || (length >= 0 && Number(value) !== length)) return false;
          length = Number(value);
          continue;
        case 'transfer-encoding':
          chunked = /(^|,)\s*chunked\s*$/i.test(value);
          otherCoding = !chunked;
          continue;
        case 'connection': {
          const options = value.toLowerCase();
          if (options === 'keep-alive' || (options !== 'close' && !/\bclose\b/.test(options))) {
            keepAlive ||= /\bkeep-alive\b/.test(options);
          } else keepAlive = false;
          continue;
        }
        case 'keep-alive': {
          const seconds = KEEP_ALIVE_TIMEOUT.exec(value);
          if (seconds) this.idleSeconds = Number(seconds[1]);
          continue;
        }
        case 'content-type':
          type = value;
          break;
        case 'content-encoding':
          encoding = value;
          break;
      }
      if (!hopByHop.has(name)) headers.push(name, value);
    }
    // Interim answers (100 Continue, 103 Early Hints) are not passed on: the final one follows.
    if (code < 200) return true;
    // With both framings the length is ignored, and the connection not trusted again (RFC 9112 6.3).
    if (chunked && length >= 0) {
      keepAlive = false;
      length = -1;
    }
    if (length >= 0) headers.push('content-length', String(length));
    this.handlers.head({ status: code, headers, length, type, encoding });
    if (this.bodiless || code === 204 || code === 304) {
      this.keepAlive = keepAlive;
      this.finish();
    } else if (chunked) {
      this.keepAlive = keepAlive;
      this.state = State.ChunkSize;
    } else if (otherCoding || length < 0) {
      this.keepAlive = false;
      this.state = State.UntilClose;
    } else {
      this.keepAlive = keepAlive;
      this.remaining = length;
      if (length === 0) this.finish();
      else this.state = State.Sized;
    }
    return true;
  }
}

/** A request to send: its head, how its body follows, and what its answer may carry. */
export interface UpstreamRequest {
  /** The request line and header lines, each CRLF-terminated, and the empty line. */
  head: string;
  framing: BodyFraming;
  /** The answer has no body whatever its headers say (a HEAD request). */
  bodiless: boolean;
  /**
   * May be sent again on a new connection when a kept one turns out closed before any answer: only
   * idempotent requests without a body (the service never read it).
   */
  retriable: boolean;
}

/** One request and its answer, on a connection of the pool. */
export class Exchange {
  private connection: Connection | undefined;
  private reader: AnswerReader;
  /** Whether the request's body has been handed over whole (`end`). */
  private bodyDone: boolean;
  /** No more calls to the handlers: the answer ended, failed, or was given up. */
  private over = false;
  private pendingBody: Buffer[] = [];
  private retried = false;
  /** Called when the connection takes more of the request's body after `write` returned false. */
  onDrain: (() => void) | undefined;

  constructor(
    private readonly pool: UpstreamPool,
    private readonly request: UpstreamRequest,
    private readonly handlers: AnswerHandlers,
  ) {
    this.bodyDone = request.framing === 'none';
    this.reader = this.newReader();
  }

  /** Writes a piece of the request's body; false when the caller should wait for `onDrain`. */
  write(chunk: Buffer): boolean {
    if (this.over) return true;
    if (!this.connection) {
      this.pendingBody.push(chunk);
      return true;
    }
    return this.writeBody(this.connection.socket, chunk);
  }

  /** The request's body is complete. */
  end(): void {
    if (this.over || this.bodyDone) return;
    this.bodyDone = true;
    if (this.connection && this.request.framing === 'chunked')
      this.connection.socket.write('0\r\n\r\n', 'latin1');
  }

  /** Stops reading the answer until `resume` (the client is slower than the service). */
  pause(): void {
    this.connection?.socket.pause();
  }

  resume(): void {
    this.connection?.socket.resume();
  }

  /** Gives up on the exchange (the client left): its connection is closed, nothing more is called. */
  abort(): void {
    if (this.over) return;
    this.over = true;
    this.pool.dequeue(this);
    this.detach()?.destroy();
  }

  /** Starts on a connection of the pool. */
  start(connection: Connection): void {
    if (this.over) {
      this.pool.release(connection, false, 0);
      return;
    }
    this.connection = connection;
    connection.exchange = this;
    const { socket } = connection;
    if (this.request.framing === 'none') {
      socket.write(this.request.head, 'latin1');
      return;
    }
    // The head leaves with the first piece of body, in one write.
    socket.cork();
    socket.write(this.request.head, 'latin1');
    for (const chunk of this.pendingBody) this.writeBody(socket, chunk);
    this.pendingBody = [];
    if (this.bodyDone && this.request.framing === 'chunked') socket.write('0\r\n\r\n', 'latin1');
    process.nextTick(() => socket.uncork());
  }

  /** Bytes of the answer, from the connection. */
  received(chunk: Buffer): void {
    const readable = this.reader.read(chunk);
    if (this.reader.state === State.Done) {
      const connection = this.detach();
      // Not kept: the service said so, sent bytes after the answer, or answered before the whole request.
      if (connection) {
        this.pool.release(
          connection,
          !readable || !this.reader.keepAlive || !this.bodyDone,
          this.reader.idleSeconds,
        );
      }
    } else if (!readable) this.fail(new UpstreamError('unreadable answer from the service'));
  }

  /** The connection closed, or failed, while it carried this exchange. */
  lost(error: Error | undefined): void {
    if (this.over) return;
    // An answer framed by the connection's end is complete.
    if (!error && this.reader.closed()) return;
    const connection = this.connection;
    if (this.request.retriable && !this.retried && connection?.reused && this.reader.untouched) {
      this.retried = true;
      this.connection = undefined;
      this.reader = this.newReader();
      this.pool.connectFor(this);
      return;
    }
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    const refused = !!code && REFUSED.has(code) && !connection?.reused;
    this.fail(new UpstreamError(error?.message ?? 'the service closed the connection', refused));
  }

  /** The connection can take more of the body. */
  drained(): void {
    this.onDrain?.();
  }

  private fail(error: UpstreamError) {
    if (this.over) return;
    this.over = true;
    this.detach()?.destroy();
    this.handlers.error(error);
  }

  private detach(): Connection | undefined {
    const connection = this.connection;
    this.connection = undefined;
    if (connection?.exchange === this) connection.exchange = undefined;
    return connection;
  }

  private writeBody(socket: net.Socket, chunk: Buffer): boolean {
    if (this.request.framing !== 'chunked') return socket.write(chunk);
    if (chunk.length === 0) return true;
    socket.write(`${chunk.length.toString(16)}\r\n`, 'latin1');
    socket.write(chunk);
    return socket.write('\r\n', 'latin1');
  }

  private newReader(): AnswerReader {
    return new AnswerReader(this.request.bodiless, {
      head: (answer) => {
        if (!this.over) this.handlers.head(answer);
      },
      body: (chunk, end) => {
        if (this.over) return;
        if (end) this.over = true;
        this.handlers.body(chunk, end);
      },
      error: (error) => this.fail(error),
    });
  }
}

/** A connection to the service and the exchange it carries, if any. */
class Connection {
  exchange: Exchange | undefined;
  /** Whether it has carried an exchange before (a kept connection the service may have closed). */
  reused = false;
  /** Until when it may be taken again from the pool. */
  idleUntil = 0;
  readonly socket: net.Socket;
  private gone = false;

  constructor(
    private readonly pool: UpstreamPool,
    host: string,
    port: number,
  ) {
    this.socket = net.connect({
      host,
      port,
      noDelay: true,
      keepAlive: true,
      keepAliveInitialDelay: 1000,
      // Read without the stream machinery, into one buffer shared by every connection (see read).
      onread: { buffer: readBuffer, callback: (bytes) => this.read(bytes) },
    });
    this.socket.on('drain', () => this.exchange?.drained());
    this.socket.on('error', (error) => this.closed(error));
    this.socket.on('close', () => this.closed(undefined));
  }

  destroy(): void {
    this.socket.destroy();
  }

  private read(bytes: number): boolean {
    // Handed on in place: whoever keeps a piece copies it (see AnswerHandlers.body).
    if (this.exchange) this.exchange.received(readBuffer.subarray(0, bytes));
    // Bytes nobody asked for: the connection is no longer trusted.
    else this.destroy();
    return true;
  }

  private closed(error: Error | undefined) {
    if (this.gone) return;
    this.gone = true;
    const exchange = this.exchange;
    this.exchange = undefined;
    this.pool.forget(this);
    exchange?.lost(error);
  }
}

export interface UpstreamPoolOptions {
  /** Connections open at once at most; further requests wait for one. */
  maxConnections?: number;
  /** How long an idle connection is kept when the service does not say (its `keep-alive: timeout`). */
  idleMs?: number;
}

// Node's servers close idle connections after 5 s and say so; one second less leaves time for the request.
const IDLE_MARGIN_MS = 1000;

/** Kept-alive connections to one service, most recently used first. */
export class UpstreamPool {
  private readonly idle: Connection[] = [];
  private readonly waiting: Exchange[] = [];
  private open = 0;
  private readonly maxConnections: number;
  private readonly idleMs: number;

  constructor(
    private readonly host: string,
    private readonly port: number,
    options: UpstreamPoolOptions = {},
  ) {
    this.maxConnections = options.maxConnections ?? 512;
    this.idleMs = options.idleMs ?? 4000;
  }

  /** Sends a request; its body, if any, follows through the exchange's `write` and `end`. */
  request(request: UpstreamRequest, handlers: AnswerHandlers): Exchange {
    const exchange = new Exchange(this, request, handlers);
    const now = Date.now();
    let connection = this.idle.pop();
    while (connection && connection.idleUntil < now) {
      connection.destroy();
      connection = this.idle.pop();
    }
    if (connection) exchange.start(connection);
    else this.connectFor(exchange);
    return exchange;
  }

  /** A new connection for an exchange, or a place in the queue when the pool is full. */
  connectFor(exchange: Exchange): void {
    if (this.open >= this.maxConnections) {
      this.waiting.push(exchange);
      return;
    }
    this.open += 1;
    exchange.start(new Connection(this, this.host, this.port));
  }

  /** An exchange is done with its connection: kept for the next one, or closed. */
  release(connection: Connection, close: boolean, idleSeconds = 0): void {
    connection.exchange = undefined;
    connection.reused = true;
    if (close) {
      connection.destroy();
      return;
    }
    connection.socket.resume();
    const waiting = this.waiting.shift();
    if (waiting) {
      waiting.start(connection);
      return;
    }
    connection.idleUntil = Date.now() + (idleSeconds > 0 ? idleSeconds * 1000 - IDLE_MARGIN_MS : this.idleMs);
    this.idle.push(connection);
  }

  /** A connection closed: out of the pool, and a waiting exchange may open another. */
  forget(connection: Connection): void {
    const index = this.idle.indexOf(connection);
    if (index >= 0) this.idle.splice(index, 1);
    this.open -= 1;
    const waiting = this.waiting.shift();
    if (waiting) this.connectFor(waiting);
  }

  /** An exchange given up while it waited. */
  dequeue(exchange: Exchange): void {
    const index = this.waiting.indexOf(exchange);
    if (index >= 0) this.waiting.splice(index, 1);
  }

  /** Closes the idle connections (shutdown); the service closes those it keeps idle too long anyway. */
  close(): void {
    for (const connection of this.idle.splice(0)) connection.destroy();
  }
}

/** A pool per service origin (`http://host:port`), made on first use. */
export class Upstreams {
  private readonly pools = new Map<string, { pool: UpstreamPool; host: string }>();

  constructor(private readonly options: UpstreamPoolOptions = {}) {}

  /** The pool for a service's base URL and the `host` header its requests carry. */
  of(baseUrl: string): { pool: UpstreamPool; host: string } {
    let entry = this.pools.get(baseUrl);
    if (!entry) {
      const url = new URL(baseUrl);
      if (url.protocol !== 'http:') throw new Error(`services are reached over http, not ${url.protocol}`);
      const hostname = url.hostname.replace(/^\[|\]$/g, '');
      entry = { pool: new UpstreamPool(hostname, Number(url.port || 80), this.options), host: url.host };
      this.pools.set(baseUrl, entry);
    }
    return entry;
  }

  close(): void {
    for (const { pool } of this.pools.values()) pool.close();
  }
}
