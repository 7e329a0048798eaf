import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@progression/service-kit';
import { bearerFor, TEST_KEYS } from '@progression/service-kit/testing';
import { createGateway } from './app';
import { readEnv } from './env';

const bearer = bearerFor({ id: '64b000000000000000000001', username: 'Yugi' });

/** A service that answers `{path, method, body}`, streamed without a length for `?streamed`. */
const service = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const text = JSON.stringify({
      path: req.url,
      method: req.method,
      body,
      ...(req.url?.includes('big')
        ? { cards: Array.from({ length: 300 }, (_, index) => `Card ${index}`) }
        : {}),
    });
    if (req.url?.includes('streamed')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(text.slice(0, 5));
      setTimeout(() => res.end(text.slice(5)), 5);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(req.method === 'HEAD' ? undefined : text);
  });
});
let gateway: http.Server;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', () => resolve()));
  const env = readEnv({
    ...TEST_KEYS,
    IDENTITY_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
    SHELL_DIST: '/nonexistent',
  });
  gateway = createGateway({ env, logger: createLogger('gateway', 'silent') }).listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  port = (gateway.address() as AddressInfo).port;
});

afterAll(async () => {
  gateway.closeAllConnections();
  service.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => gateway.close(resolve)),
    new Promise((resolve) => service.close(resolve)),
  ]);
});

/** One raw connection: bytes go out as written, answers are read with Node's own client parser. */
class Wire {
  readonly socket = net.connect(port, '127.0.0.1');
  private received = '';
  private waiters: Array<() => void> = [];
  closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));

  constructor() {
    this.socket.on('data', (chunk: Buffer) => {
      this.received += chunk.toString('latin1');
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(text: string) {
    this.socket.write(text);
  }

  /** Waits until `count` whole answers arrived, and returns them parsed; `bodiless` answer HEAD requests. */
  async answers(count: number, bodiless: number[] = []) {
    for (;;) {
      const parsed = parseAnswers(this.received, bodiless);
      if (parsed.length >= count) return parsed;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  end() {
    this.socket.destroy();
  }
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The complete answers in `text` (sized or chunked bodies; none for the answers listed in `bodiless`). */
function parseAnswers(text: string, bodiless: number[]): Answer[] {
  const answers: Answer[] = [];
  let at = 0;
  for (;;) {
    const end = text.indexOf('\r\n\r\n', at);
    if (end < 0) return answers;
    const [statusLine, ...lines] = text.slice(at, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    let next = end + 4;
    let body = '';
    const status = Number(statusLine.split(' ')[1]);
    if (headers['transfer-encoding'] === 'chunked') {
      for (;;) {
        const lineEnd = text.indexOf('\r\n', next);
        if (lineEnd < 0) return answers;
        const size = parseInt(text.slice(next, lineEnd), 16);
        if (text.length < lineEnd + 2 + size + 2) return answers;
        body += text.slice(lineEnd + 2, lineEnd + 2 + size);
        next = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
    } else if (headers['content-length'] && !bodiless.includes(answers.length)) {
      const length = Number(headers['content-length']);
      if (text.length < next + length) return answers;
      body = text.slice(next, next + length);
      next += length;
    }
    answers.push({ status, headers, body });
    at = next;
  }
}

const get = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: gateway\r\nAuthorization: ${bearer}\r\n${extra}\r\n`;

describe('the front: API reads answered on the socket', () => {
  it('answers GETs one after another on a kept connection, with every header the gateway sets', async () => {
    const wire = new Wire();
    wire.send(get('/rest/api/app-user?one', 'X-Request-Id: req-1\r\n'));
    const [first] = await wire.answers(1);
    wire.send(get('/rest/api/app-user?two'));
    const [, second] = await wire.answers(2);
    wire.end();
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ path: '/rest/api/app-user?one', method: 'GET', body: '' });
    expect(first.headers).toMatchObject({
      'x-request-id': 'req-1',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      connection: 'keep-alive',
      'content-type': 'application/json',
    });
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers.date).toBeDefined();
    expect(JSON.parse(second.body).path).toBe('/rest/api/app-user?two');
  });

  it('answers pipelined requests in order', async () => {
    const wire = new Wire();
    wire.send(get('/rest/api/app-user?a') + get('/rest/api/app-user?streamed') + get('/rest/api/app-user?c'));
    const answers = await wire.answers(3);
    wire.end();
    expect(answers.map((answer) => JSON.parse(answer.body).path)).toEqual([
      '/rest/api/app-user?a',
      '/rest/api/app-user?streamed',
      '/rest/api/app-user?c',
    ]);
    expect(answers[1].headers['transfer-encoding']).toBe('chunked');
  });

  it('hands the connection to Node at the first request it does not read, from that request on', async () => {
    // Node's server tells of every request it reads itself.
    let readByNode = 0;
    const count = () => (readByNode += 1);
    gateway.on('request', count);
    const wire = new Wire();
    const body = '{"username":"Yugi"}';
    wire.send(
      get('/rest/api/app-user?front') +
        `POST /authentication/login HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body}` +
        get('/rest/api/app-user?after'),
    );
    const answers = await wire.answers(3);
    wire.end();
    gateway.off('request', count);
    expect(readByNode).toBe(2);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(JSON.parse(answers[1].body)).toEqual({ path: '/authentication/login', method: 'POST', body });
    expect(JSON.parse(answers[2].body).path).toBe('/rest/api/app-user?after');
  });

  it('answers HEAD with the length and no body', async () => {
    const wire = new Wire();
    wire.send(`HEAD /rest/api/app-user HTTP/1.1\r\nHost: gateway\r\nAuthorization: ${bearer}\r\n\r\n`);
    wire.send(get('/rest/api/app-user?next'));
    const answers = await wire.answers(2, [0]);
    wire.end();
    expect(answers[0].status).toBe(200);
    expect(Number(answers[0].headers['content-length'])).toBeGreaterThan(0);
    expect(answers[0].body).toBe('');
    expect(JSON.parse(answers[1].body).path).toBe('/rest/api/app-user?next');
  });

  it('refuses a missing token as the rest of the gateway does', async () => {
    const wire = new Wire();
    wire.send('GET /rest/api/app-user HTTP/1.1\r\nHost: gateway\r\n\r\n');
    const [answer] = await wire.answers(1);
    wire.end();
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer');
    expect(JSON.parse(answer.body)).toEqual({ message: 'You must be logged in' });
  });

  it.each([
    ['an unknown API path', get('/rest/api/nothing-here'), 404],
    ['a path that could climb out of its prefix', get('/rest/api/app-user/..%2f..%2finternal'), 404],
    ['a malformed request line', 'GET /rest/api/app-user HTTP/1.1 more\r\nHost: gateway\r\n\r\n', 400],
    ['a header line without a name', `GET /rest/api/app-user HTTP/1.1\r\nHost: gateway\r\n: x\r\n\r\n`, 400],
    ['a head larger than Node reads', get('/rest/api/app-user', `X-Big: ${'b'.repeat(20_000)}\r\n`), 431],
  ])('leaves %s to Node and Koa', async (_case, text, status) => {
    const wire = new Wire();
    wire.send(text);
    const [answer] = await wire.answers(1);
    wire.end();
    expect(answer.status).toBe(status);
  });

  it('compresses a large answer as it streams it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(
          {
            port,
            host: '127.0.0.1',
            path: '/rest/api/app-user?big',
            headers: { authorization: bearer, 'accept-encoding': encoding },
          },
          resolve,
        ),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const decoded =
        encoding === 'br'
          ? zlib.brotliDecompressSync(Buffer.concat(chunks))
          : zlib.gunzipSync(Buffer.concat(chunks));
      expect(JSON.parse(decoded.toString()).cards).toHaveLength(300);
    }
  });

  it('closes its idle connections when the server closes', async () => {
    const env = readEnv({
      ...TEST_KEYS,
      IDENTITY_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
      SHELL_DIST: '/nonexistent',
    });
    const other = createGateway({ env, logger: createLogger('gateway', 'silent') }).listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    const socket = net.connect((other.address() as AddressInfo).port, '127.0.0.1');
    const answered = new Promise((resolve) => socket.once('data', resolve));
    socket.write(get('/rest/api/app-user'));
    await answered;
    const closedSocket = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => other.close(resolve));
    await closedSocket;
  });

  it('closes a connection idle past the keep-alive timeout', async () => {
    const previous = gateway.keepAliveTimeout;
    gateway.keepAliveTimeout = 100;
    try {
      const wire = new Wire();
      wire.send(get('/rest/api/app-user'));
      await wire.answers(1);
      await wire.closed;
    } finally {
      gateway.keepAliveTimeout = previous;
    }
  });
});
