import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import request from 'supertest';
import { z } from 'zod';
import { messages } from '@progression/contracts';
import { createServiceApp } from './http/create-service-app';
import { onBehalfOf } from './http/on-behalf-of';
import { createLogger } from './logger';
import { serviceClient } from './service-client';

/** What the called service answers next, and the headers it saw. */
let reply: { status: number; body: string } = { status: 200, body: '{}' };
let seen: IncomingHttpHeaders = {};
let upstream: Server;
let upstreamUrl: string;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen = req.headers;
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

const deck = z.object({ id: z.string(), cards: z.array(z.string()) });

/** A service whose one route reads a deck from the upstream on its caller's behalf. */
function caller(baseUrl = upstreamUrl) {
  const decks = serviceClient({
    baseUrl,
    serviceName: 'games',
    secret: 'a-service-secret-of-32-characters!',
    timeoutMs: 2000,
  });
  const router = new Router();
  router.get('/deck', async (ctx) => {
    ctx.body = await decks.get('/rest/api/deck/d1', deck, onBehalfOf(ctx));
  });
  router.get('/deck-as-service', async (ctx) => {
    ctx.body = await decks.get('/internal/deck/d1', deck);
  });
  const logger = createLogger('games', 'silent');
  return createServiceApp({ name: 'games', logger, routers: [router] }).callback();
}

const answer = (status: number, body: unknown) => {
  reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
};

describe('serviceClient', () => {
  it('returns the reply parsed by the schema, dropping what the schema does not name', async () => {
    answer(200, { id: 'd1', cards: ['c1'], ownerSecret: 'x' });
    await request(caller())
      .get('/deck')
      .expect(200, { id: 'd1', cards: ['c1'] });
  });

  it("forwards the caller's token and request id", async () => {
    answer(200, { id: 'd1', cards: [] });
    await request(caller())
      .get('/deck')
      .set('authorization', 'Bearer user-token')
      .set('x-request-id', 'req-42');
    expect(seen.authorization).toBe('Bearer user-token');
    expect(seen['x-request-id']).toBe('req-42');
  });

  it('authenticates as the service itself when no caller token is forwarded', async () => {
    answer(200, { id: 'd1', cards: [] });
    await request(caller()).get('/deck-as-service').expect(200);
    expect(seen.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it.each([401, 403])(
    'turns the callee refusing our credentials (%i) into 502, never a 401 that logs the user out',
    async (status) => {
      answer(status, { message: 'You must be logged in' });
      await request(caller()).get('/deck').expect(502, { message: messages.errors.serviceFailed });
    },
  );

  it.each([500, 503])('turns a failing callee (%i) into 502', async (status) => {
    answer(status, { message: 'There was an error' });
    await request(caller()).get('/deck').expect(502, { message: messages.errors.serviceFailed });
  });

  it.each([
    [404, { message: 'Could not find deck' }],
    [409, { message: 'This deck was changed elsewhere' }],
    [400, { message: 'A deck name is required', field: 'name' }],
  ])('passes the callee %i through with its message and field', async (status, body) => {
    answer(status, body);
    await request(caller()).get('/deck').expect(status, body);
  });

  it('turns a reply that is not JSON into 502, not a 400 blaming the caller', async () => {
    answer(200, '<html>gateway timeout</html>');
    await request(caller()).get('/deck').expect(502, { message: messages.errors.serviceFailed });
  });

  it('turns a reply the schema refuses into 502, not a 400 blaming the caller', async () => {
    answer(200, { id: 7, cards: 'none' });
    await request(caller()).get('/deck').expect(502, { message: messages.errors.serviceFailed });
  });

  it('turns a callee that does not answer into 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await request(caller(`http://127.0.0.1:${port}`))
      .get('/deck')
      .expect(502, { message: messages.errors.serviceFailed });
  });
});
