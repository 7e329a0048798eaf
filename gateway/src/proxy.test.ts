import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createLogger, createMetrics } from '@progression/service-kit';
import { bearerFor, TEST_KEYS } from '@progression/service-kit/testing';
import { createGateway } from './app';
import { readEnv } from './env';

const user = { id: '64b000000000000000000001', username: 'Yugi' };
const bearer = bearerFor(user);

/** The service's side of the test: what it does with each request. */
let handle: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end('{}');
let serviceConnections = 0;
const service = http.createServer((req, res) => handle(req, res));
service.on('connection', () => (serviceConnections += 1));
let gateway: http.Server;
let gatewayPort: number;
const metrics = createMetrics('gateway');

const listen = (server: http.Server | net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const servicePort = await listen(service);
  const env = readEnv({
    ...TEST_KEYS,
    IDENTITY_URL: `http://127.0.0.1:${servicePort}`,
    SHELL_DIST: '/nonexistent',
    BODY_LIMIT_BYTES: '4096',
  });
  gateway = createGateway({ env, logger: createLogger('gateway', 'silent'), metrics }).listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  gatewayPort = (gateway.address() as AddressInfo).port;
});

afterAll(async () => {
  gateway.closeAllConnections();
  service.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => gateway.close(resolve)),
    new Promise((resolve) => service.close(resolve)),
  ]);
});

/** A request to the gateway, answered as raw bytes as they come. */
function ask(path: string, options: http.RequestOptions = {}, body?: string | Buffer[]) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request(
      {
        port: gatewayPort,
        host: '127.0.0.1',
        path,
        ...options,
        headers: { authorization: bearer, ...options.headers },
      },
      resolve,
    );
    req.on('error', reject);
    if (Array.isArray(body)) {
      for (const part of body) req.write(part);
      req.end();
    } else req.end(body);
  });
}

const readAll = (response: http.IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
  });

describe('forwarding through the gateway', () => {
  it('streams a large answer as it comes, never waiting for the whole of it', async () => {
    let finish: () => void = () => undefined;
    const half = Buffer.alloc(100 * 1024, 'a');
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': half.length * 2 });
      res.write(half);
      finish = () => res.end(half);
    };
    const response = await ask('/rest/api/app-user');
    let received = 0;
    await new Promise<void>((resolve) =>
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= half.length) resolve();
      }),
    );
    // The first half went through while the service still held the second.
    expect(received).toBe(half.length);
    const ended = new Promise((resolve) => response.on('end', resolve));
    finish();
    await ended;
    expect(received).toBe(half.length * 2);
    expect(response.headers['content-length']).toBe(String(half.length * 2));
  });

  it('keeps one connection to the service for requests one after another', async () => {
    handle = (_req, res) => res.end('{}');
    const before = serviceConnections;
    for (let index = 0; index < 5; index += 1) await readAll(await ask('/rest/api/app-user'));
    expect(serviceConnections - before).toBeLessThanOrEqual(1);
  });

  it('forwards HEAD with the length of the body it does not send', async () => {
    handle = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1234 });
      res.end(req.method === 'HEAD' ? undefined : 'x'.repeat(1234));
    };
    const response = await ask('/rest/api/app-user', { method: 'HEAD' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('1234');
    expect((await readAll(response)).length).toBe(0);
  });

  it('forwards a chunked request body whole, framed again', async () => {
    let seen = '';
    handle = (req, res) => {
      req.on('data', (chunk: Buffer) => (seen += chunk.toString()));
      req.on('end', () => res.end(JSON.stringify({ chunked: req.headers['transfer-encoding'] })));
    };
    const response = await ask(
      '/authentication/login',
      { method: 'POST', headers: { 'content-type': 'text/plain' } },
      [Buffer.from('first '), Buffer.from('second')],
    );
    expect(JSON.parse((await readAll(response)).toString())).toEqual({ chunked: 'chunked' });
    expect(seen).toBe('first second');
  });

  it('answers 502 with the JSON refusal, the security headers and the request id to an unreadable answer', async () => {
    handle = (req) => req.socket.end('HTTP/1.1 ???\r\n\r\n');
    const response = await request(gateway)
      .get('/rest/api/app-user')
      .set('authorization', bearer)
      .set('x-request-id', 'req-502');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(response.headers['x-request-id']).toBe('req-502');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('cuts the connection of an answer the service breaks off, and goes on serving', async () => {
    handle = (req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
      res.flushHeaders();
      setTimeout(() => req.socket.destroy(), 10);
    };
    // A read is answered by the front, a write by Node's server: both cut the answer.
    for (const method of ['GET', 'POST']) {
      const outcome = await ask('/authentication/verify', { method }).then(
        (response) =>
          new Promise<string>((resolve) => {
            response.on('error', () => resolve('cut'));
            response.on('end', () => resolve(response.complete ? 'ended' : 'cut'));
            response.resume();
          }),
        () => 'cut',
      );
      expect(outcome).toBe('cut');
    }
    handle = (_req, res) => res.end('{}');
    expect((await ask('/rest/api/app-user')).statusCode).toBe(200);
  });

  it('counts forwarded requests by their row of the table', async () => {
    handle = (_req, res) => res.end('{}');
    await readAll(await ask('/rest/api/app-user/password'));
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/rest\/api\/app-user"[^}]*status="200"/,
    );
  });
});

describe('a service that is down', () => {
  it('answers 503 when nothing listens at its address', async () => {
    const closed = net.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const env = readEnv({
      ...TEST_KEYS,
      IDENTITY_URL: `http://127.0.0.1:${port}`,
      SHELL_DIST: '/nonexistent',
    });
    const app = createGateway({ env, logger: createLogger('gateway', 'silent') }).callback();
    const response = await request(app).get('/rest/api/app-user').set('authorization', bearer);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});
