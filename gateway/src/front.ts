/**
 * The public port's first reader. Node's HTTP server costs as much CPU per request as all the rest of
 * forwarding one, so the plainest requests, which are most of them, are read here: an API read (GET or
 * HEAD, HTTP/1.1, no body, nothing but visible ASCII) is parsed and answered on the socket itself. The
 * first request on a connection that is anything else (a body, an upgrade, a page, anything malformed or
 * unusual) hands the connection, from that request's first byte on, to Node's server, which reads it
 * and every later one as it always did (Koa, and the proxy on Node's request objects).
 */
import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { RequestHeaders, type ProxiedRequest, type ProxiedResponse } from './proxy';

/** Handles a request ahead of Koa; false when it is not the proxy's (see proxy.ts). */
export type ApiHandler = (req: ProxiedRequest, res: ProxiedResponse) => boolean;

// Node's defaults: the largest head it reads (beyond it, Node answers 431) and the time a head may take.
const MAX_HEAD_BYTES = 16 * 1024;
/** Bytes read ahead while a request is answered (pipelined requests); reading pauses beyond. */
const MAX_PENDING_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');
/** Answers up to this size leave with their head in one write. */
const ONE_WRITE_BYTES = 16 * 1024;
// Only visible ASCII, spaces and tabs (lines end in CRLF, so a lone CR or LF is caught here too):
// anything else is Node's to judge.
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const UNUSUAL_VALUE = /[^\t\x20-\x7e]/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Headers that change how a request is framed or what the connection becomes: such requests go to Node.
const NODES_TO_READ = new Set(['content-length', 'transfer-encoding', 'expect', 'upgrade', 'te']);

let date = '';
let dateUntil = 0;
/** The Date header, made once a second as Node does. */
function httpDate(): string {
  const now = Date.now();
  if (now >= dateUntil) {
    date = new Date(now).toUTCString();
    dateUntil = now - (now % 1000) + 1000;
  }
  return date;
}

/** A request read here: what the proxy reads of one (it never has a body). */
class FrontRequest implements ProxiedRequest {
  readonly rawHeaders: string[] = [];

  constructor(
    readonly method: string,
    readonly url: string,
    readonly proxiedHeaders: RequestHeaders,
    readonly socket: Socket,
  ) {}

  on(): this {
    return this;
  }

  once(): this {
    return this;
  }

  pause(): this {
    return this;
  }

  resume(): this {
    return this;
  }
}

/** An answer written straight to the socket, in HTTP/1.1, kept alive. */
class FrontResponse implements ProxiedResponse {
  statusCode = 200;
  headersSent = false;
  destroyed = false;
  private head = '';
  private chunked = false;
  private bodiless: boolean;
  private finished = false;
  private extra: string[] = [];
  private closeListeners: Array<() => void> = [];
  private drainListeners: Array<() => void> = [];

  constructor(
    private readonly connection: FrontConnection,
    method: string,
  ) {
    this.bodiless = method === 'HEAD';
  }

  setHeader(name: string, value: string): this {
    this.extra.push(name, value);
    return this;
  }

  writeHead(status: number, headers: string[]): this {
    this.statusCode = status;
    let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'unknown'}\r\n`;
    let length = false;
    let dated = false;
    for (const list of [this.extra, headers]) {
      for (let index = 0; index < list.length; index += 2) {
        const name = list[index];
        if (name === 'content-length') length = true;
        else if (name === 'date') dated = true;
        head += `${name}: ${list[index + 1]}\r\n`;
      }
    }
    if (!dated) head += `date: ${httpDate()}\r\n`;
    if (status === 204 || status === 304) this.bodiless = true;
    else if (!length && !this.bodiless) {
      this.chunked = true;
      head += 'transfer-encoding: chunked\r\n';
    }
    this.head = `${head}connection: keep-alive\r\nkeep-alive: timeout=${this.connection.keepAliveSeconds()}\r\n\r\n`;
    return this;
  }

  write(chunk: Buffer, written?: () => void): boolean {
    if (this.destroyed || this.finished || this.bodiless || chunk.length === 0) {
      if (!this.destroyed && !this.finished) this.flushHead();
      written?.();
      return true;
    }
    const { socket } = this.connection;
    socket.cork();
    this.flushHead();
    if (this.chunked) socket.write(`${chunk.length.toString(16)}\r\n`, 'latin1');
    let flowing = socket.write(chunk, written);
    if (this.chunked) flowing = socket.write('\r\n', 'latin1');
    socket.uncork();
    return flowing;
  }

  end(chunk?: Buffer | string): this {
    if (this.destroyed || this.finished) return this;
    const { socket } = this.connection;
    const body = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (!this.headersSent && !this.chunked && body !== undefined && body.length <= ONE_WRITE_BYTES) {
      // A small answer whole: head and body as one string, one write.
      this.headersSent = true;
      socket.write(this.bodiless ? this.head : this.head + body.toString('latin1'), 'latin1');
    } else {
      this.finish(body);
    }
    this.finished = true;
    this.connection.answered();
    return this;
  }

  private finish(chunk: Buffer | undefined) {
    const { socket } = this.connection;
    socket.cork();
    if (chunk !== undefined && chunk.length > 0) this.write(chunk);
    else this.flushHead();
    if (this.chunked && !this.bodiless) socket.write('0\r\n\r\n', 'latin1');
    socket.uncork();
  }

  destroy(): this {
    this.connection.socket.destroy();
    return this;
  }

  once(event: 'close' | 'drain', listener: () => void): this {
    (event === 'close' ? this.closeListeners : this.drainListeners).push(listener);
    return this;
  }

  /** The socket closed: whoever watched the answer is told. */
  closed(): void {
    this.destroyed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }

  drained(): void {
    for (const listener of this.drainListeners.splice(0)) listener();
  }

  private flushHead() {
    if (this.headersSent) return;
    this.headersSent = true;
    this.connection.socket.write(this.head, 'latin1');
  }
}

/** One connection while it is read here. */
class FrontConnection {
  private pending: Buffer | undefined;
  /** The answer under way; requests that follow wait in `pending`. */
  private current: FrontResponse | undefined;
  /** When the head being read started to arrive, for Node's headers timeout. */
  private headStarted = 0;
  private handedOver = false;

  constructor(
    readonly socket: Socket,
    private readonly server: FrontServer,
  ) {
    socket.setNoDelay(true);
    socket.setTimeout(server.keepAliveTimeout);
    socket.on('data', this.onData);
    socket.on('timeout', this.onTimeout);
    socket.on('drain', this.onDrain);
    socket.on('end', this.onEnd);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  keepAliveSeconds(): number {
    return Math.floor(this.server.keepAliveTimeout / 1000);
  }

  /** Closes the connection if no answer is under way (the server stops). */
  closeIfIdle(): void {
    if (!this.current) this.socket.destroy();
  }

  /** The answer under way is written whole: the next request, if any, is read. */
  answered(): void {
    this.current = undefined;
    if (!this.server.listening || this.socket.readableEnded) {
      this.socket.end();
      return;
    }
    // An event stream turned the idle timer off; the next request waits under it again.
    this.socket.setTimeout(this.server.keepAliveTimeout);
    // A client that does not read its answers is read no further until they have left, as Node's server
    // does: pipelined requests cannot pile answers up in memory.
    if (this.socket.writableNeedDrain) {
      this.socket.pause();
      this.socket.once('drain', () => {
        if (!this.current && !this.handedOver) this.answered();
      });
      return;
    }
    if (this.socket.isPaused()) this.socket.resume();
    // Pipelined requests are read on a later tick, so that answers given at once never nest.
    if (this.pending) process.nextTick(() => this.readRequests());
  }

  private readonly onData = (chunk: Buffer) => {
    if (!this.pending) this.headStarted = Date.now();
    this.pending = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    if (this.current) {
      if (this.pending.length > MAX_PENDING_BYTES) this.socket.pause();
      return;
    }
    this.readRequests();
  };

  private readRequests() {
    while (!this.current && !this.handedOver && this.pending && !this.socket.writableEnded) {
      const pending = this.pending;
      const end = pending.indexOf(HEAD_END);
      if (end < 0) {
        if (pending.length > MAX_HEAD_BYTES || Date.now() - this.headStarted > this.server.headersTimeout) {
          this.handOver();
        }
        return;
      }
      const request = end <= MAX_HEAD_BYTES ? this.parse(pending.toString('latin1', 0, end)) : undefined;
      if (!request) {
        this.handOver();
        return;
      }
      this.pending = end + 4 < pending.length ? pending.subarray(end + 4) : undefined;
      this.headStarted = Date.now();
      const response = new FrontResponse(this, request.method);
      this.current = response;
      if (!this.server.api(request, response)) {
        // Not the proxy's after all: Node reads it again, from its first byte.
        this.current = undefined;
        this.pending = this.pending ? Buffer.concat([pending.subarray(0, end + 4), this.pending]) : pending;
        this.handOver();
        return;
      }
    }
  }

  /** The request if it is of the plain kind read here, else undefined (Node reads it). */
  private parse(head: string): FrontRequest | undefined {
    const lines = head.split('\r\n');
    const line = REQUEST_LINE.exec(lines[0]);
    if (!line) return undefined;
    const headers = new RequestHeaders();
    let hosts = 0;
    for (let index = 1; index < lines.length; index += 1) {
      const text = lines[index];
      const colon = text.indexOf(':');
      if (colon <= 0) return undefined;
      const name = text.slice(0, colon);
      const untrimmed = text.slice(colon + 1);
      if (!TOKEN.test(name) || UNUSUAL_VALUE.test(untrimmed)) return undefined;
      const value = untrimmed.trim();
      const lower = name.toLowerCase();
      if (NODES_TO_READ.has(lower)) return undefined;
      if (lower === 'host') hosts += 1;
      else if (lower === 'connection' && value.toLowerCase() !== 'keep-alive') return undefined;
      headers.add(name, lower, value);
    }
    return hosts === 1 ? new FrontRequest(line[1], line[2], headers, this.socket) : undefined;
  }

  /** Gives the connection to Node's server, the unread bytes first. */
  private handOver() {
    this.handedOver = true;
    const { socket } = this;
    socket.removeListener('data', this.onData);
    socket.removeListener('timeout', this.onTimeout);
    socket.removeListener('drain', this.onDrain);
    socket.removeListener('end', this.onEnd);
    socket.removeListener('error', this.onError);
    socket.removeListener('close', this.onClose);
    socket.setTimeout(0);
    this.server.forget(this);
    if (this.pending) socket.unshift(this.pending);
    this.pending = undefined;
    this.server.toNode(socket);
    if (socket.isPaused()) socket.resume();
  }

  private readonly onTimeout = () => {
    // Idle between requests, or a head that takes too long; an answer under way is never cut.
    if (!this.current) this.socket.destroy();
  };

  private readonly onDrain = () => this.current?.drained();

  // The client stopped sending: the connection ends, as Node's server ends it (an answer under way too).
  private readonly onEnd = () => {
    if (this.current) this.socket.destroy();
    else this.socket.end();
  };

  private readonly onError = () => this.socket.destroy();

  private readonly onClose = () => {
    this.server.forget(this);
    this.current?.closed();
  };
}

/**
 * Node's HTTP server with the API's plain reads taken first (see above). `keepAliveTimeout` and
 * `headersTimeout` apply to both; closing closes the idle connections of both.
 */
export class FrontServer extends http.Server {
  private readonly frontConnections = new Set<FrontConnection>();
  /** Node's own reading of a connection. */
  readonly toNode: (socket: Socket) => void;

  constructor(
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    readonly api: ApiHandler,
  ) {
    super(handler);
    const [nodeListener, ...others] = this.listeners('connection') as Array<(socket: Socket) => void>;
    // Node adds exactly one listener; were that to change, every connection stays Node's.
    if (!nodeListener || others.length > 0) {
      this.toNode = () => undefined;
      return;
    }
    this.toNode = (socket) => nodeListener.call(this, socket);
    this.removeListener('connection', nodeListener);
    this.on('connection', (socket: Socket) => this.frontConnections.add(new FrontConnection(socket, this)));
  }

  forget(connection: FrontConnection): void {
    this.frontConnections.delete(connection);
  }

  override closeIdleConnections(): void {
    super.closeIdleConnections();
    for (const connection of this.frontConnections) connection.closeIfIdle();
  }

  override closeAllConnections(): void {
    super.closeAllConnections();
    for (const connection of this.frontConnections) connection.socket.destroy();
  }
}
