import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@progression/service-kit';
import { eventually, bearerFor, TEST_KEYS } from '@progression/service-kit/testing';
import { createGateway } from './app';
import { readEnv } from './env';

const user = { id: '64b000000000000000000001', username: 'Yugi' };
const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** A notifications stand-in: an event stream that sends one event now and one whenever `push` is called. */
let upstreamClosed: Promise<void>;
let push: (text: string) => void;
const upstream = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(`id: 1\nevent: notification\ndata: {"last":"${req.headers['last-event-id'] ?? ''}"}\n\n`);
  push = (text) => res.write(text);
  upstreamClosed = new Promise((resolve) => res.once('close', () => resolve()));
});
let gateway: http.Server;
let gatewayUrl: string;

beforeAll(async () => {
  const notificationsUrl = await listen(upstream);
  const env = readEnv({ ...TEST_KEYS, NOTIFICATIONS_URL: notificationsUrl, SHELL_DIST: '/nonexistent' });
  gateway = createGateway({ env, logger: createLogger('gateway', 'silent') }).listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  upstream.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => gateway.close(resolve)),
    new Promise((resolve) => upstream.close(resolve)),
  ]);
});

describe('an event stream through the gateway', () => {
  it('passes each event at once, uncompressed, with Last-Event-ID, and closes upstream when the client leaves', async () => {
    const chunks: string[] = [];
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `${gatewayUrl}/rest/api/notifications/stream`,
          {
            headers: {
              authorization: bearerFor(user),
              'accept-encoding': 'gzip, br',
              'last-event-id': '41',
            },
          },
          resolve,
        )
        .on('error', reject),
    );
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => chunks.push(chunk));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['x-accel-buffering']).toBe('no');
    await eventually('the streamed text', () => chunks.join('').includes('"last":"41"'), {
      timeoutMs: 2000,
      everyMs: 10,
    });
    push(': heartbeat\n\n');
    await eventually('the streamed text', () => chunks.join('').includes(': heartbeat'), {
      timeoutMs: 2000,
      everyMs: 10,
    });
    response.destroy();
    await upstreamClosed;
  });

  it('needs a token, as every API route', async () => {
    const status = await new Promise<number>((resolve) =>
      http.get(`${gatewayUrl}/rest/api/notifications/stream`, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }),
    );
    expect(status).toBe(401);
  });
});
