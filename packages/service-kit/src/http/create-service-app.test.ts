import Router from '@koa/router';
import request from 'supertest';
import { z } from 'zod';
import { authenticate, currentUser, requireService } from '../auth';
import { Conflict } from '../errors';
import { createLogger } from '../logger';
import { badTokens, bearerFor, serviceBearer, TEST_KEYS } from '../testing/tokens';
import { createServiceApp } from './create-service-app';
import type { ReadinessChecks } from './health';
import { anyone } from './access';
import { validate } from './validate';

const logger = createLogger('kit-test', 'silent');
const ann = { id: 'u1', username: 'ann' };

function buildApp(readyChecks: ReadinessChecks = { mongo: () => true }) {
  const router = new Router();
  const create = validate({
    body: z.object({ name: z.string({ error: 'Name is required' }).min(3, { error: 'Name is too short' }) }),
  });
  router.post('/things', anyone, create, (ctx) => {
    ctx.body = { created: create.input(ctx).body.name };
  });
  router.get('/conflict', () => {
    throw new Conflict('This name is taken', 'name');
  });
  router.get('/boom', () => {
    throw new Error('secret internals');
  });
  router.get('/me', authenticate(TEST_KEYS), (ctx) => {
    ctx.body = currentUser(ctx);
  });
  router.get('/internal/ping', authenticate(TEST_KEYS), requireService, (ctx) => {
    ctx.body = ctx.state.user;
  });
  return createServiceApp({
    name: 'kit-test',
    logger,
    routers: [router],
    readiness: readyChecks,
    bodyLimit: 1024,
  }).callback();
}

describe('createServiceApp', () => {
  it('answers a zod failure with 400 naming the field and the schema message', async () => {
    const response = await request(buildApp()).post('/things').send({ name: 'ab' }).expect(400);
    expect(response.body).toEqual({ message: 'Name is too short', field: 'name' });
  });

  it('passes validated input to the handler', async () => {
    await request(buildApp()).post('/things').send({ name: 'abc' }).expect(200, { created: 'abc' });
  });

  it('answers typed errors with their status and message', async () => {
    await request(buildApp()).get('/conflict').expect(409, { message: 'This name is taken', field: 'name' });
  });

  it('hides unknown errors behind a 500 with the generic message', async () => {
    await request(buildApp()).get('/boom').expect(500, { message: 'There was an error' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    await request(buildApp()).get('/nowhere').expect(404, { message: 'Not found' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await request(buildApp())
      .post('/things')
      .send({ name: 'x'.repeat(2048) })
      .expect(413);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('echoes the caller request id and makes one when there is none', async () => {
    const given = await request(buildApp()).get('/healthz').set('x-request-id', 'abc-123').expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await request(buildApp()).get('/healthz').expect(200, { status: 'ok' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports readiness per dependency and 503 when one fails', async () => {
    await request(buildApp({ mongo: () => true }))
      .get('/readyz')
      .expect(200, { status: 'ok', checks: { mongo: 'ok' } });
    await request(buildApp({ mongo: () => false }))
      .get('/readyz')
      .expect(503, { status: 'fail', checks: { mongo: 'fail' } });
  });

  it('reports a check that is not ready yet with its detail', async () => {
    await request(buildApp({ mongo: () => true, catalog: () => 'importing 12%' }))
      .get('/readyz')
      .expect(503, { status: 'fail', checks: { mongo: 'ok', catalog: 'importing 12%' } });
  });

  it('serves Prometheus metrics with the request duration histogram', async () => {
    const app = buildApp();
    await request(app).get('/conflict');
    const response = await request(app).get('/metrics').expect(200);
    expect(response.text).toContain('http_request_duration_seconds_bucket');
    expect(response.text).toContain('route="/conflict"');
  });
});

describe('authenticate', () => {
  it('puts the user of a valid token in ctx.state.user', async () => {
    await request(buildApp()).get('/me').set('authorization', bearerFor(ann)).expect(200, ann);
  });

  it.each(['forged', 'expired', 'algNone', 'tampered'] as const)(
    'refuses a %s token with 401',
    async (kind) => {
      const response = await request(buildApp())
        .get('/me')
        .set('authorization', `Bearer ${badTokens(ann)[kind]}`)
        .expect(401);
      expect(response.body).toEqual({ message: 'You must be logged in' });
    },
  );

  it('still refuses forged and tampered tokens once a valid token of the same user was accepted', async () => {
    const app = buildApp();
    await request(app).get('/me').set('authorization', bearerFor(ann)).expect(200, ann);
    await request(app).get('/me').set('authorization', bearerFor(ann)).expect(200, ann);
    for (const kind of ['forged', 'tampered', 'algNone', 'expired'] as const) {
      await request(app)
        .get('/me')
        .set('authorization', `Bearer ${badTokens(ann)[kind]}`)
        .expect(401);
    }
  });

  it('refuses a request without a token', async () => {
    await request(buildApp()).get('/me').expect(401);
  });

  it('lets only service tokens into internal routes', async () => {
    await request(buildApp()).get('/internal/ping').set('authorization', bearerFor(ann)).expect(403);
    await request(buildApp())
      .get('/internal/ping')
      .set('authorization', serviceBearer('games'))
      .expect(200, { service: 'games' });
  });
});
