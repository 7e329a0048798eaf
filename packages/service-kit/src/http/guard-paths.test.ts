import Router from '@koa/router';
import type { Middleware } from 'koa';
import request from 'supertest';
import { messages } from '@progression/contracts';
import { Unauthorized } from '../errors';
import { createLogger } from '../logger';
import { createServiceApp } from './create-service-app';

/** Stands in for the service's authenticate(): `user-token` is a user, `service-token` a service. */
const fakeAuthenticate: Middleware = async (ctx, next) => {
  const token = ctx.get('authorization');
  if (token === 'user-token') ctx.state.user = { id: 'u1', username: 'ann' };
  else if (token === 'service-token') ctx.state.user = { service: 'games' };
  else throw new Unauthorized();
  await next();
};

function buildApp() {
  const api = new Router({ prefix: '/rest/api/decks' });
  api.get('/', (ctx) => {
    ctx.body = { caller: ctx.state.user };
  });
  api.post('/', (ctx) => {
    ctx.status = 201;
  });
  const internal = new Router({ prefix: '/internal/decks' });
  internal.get('/', (ctx) => {
    ctx.body = { caller: ctx.state.user };
  });
  const open = new Router({ prefix: '/authentication' });
  open.post('/login', (ctx) => {
    ctx.body = { caller: ctx.state.user ?? null };
  });
  return createServiceApp({
    name: 'kit-test',
    logger: createLogger('kit-test', 'silent'),
    routers: [api, internal, open],
    authenticate: fakeAuthenticate,
  }).callback();
}

describe('createServiceApp({ authenticate })', () => {
  it('requires a token on every /rest/api route', async () => {
    await request(buildApp()).get('/rest/api/decks').expect(401);
    await request(buildApp())
      .get('/rest/api/decks')
      .set('authorization', 'user-token')
      .expect(200, { caller: { id: 'u1', username: 'ann' } });
  });

  it('lets only service tokens into /internal routes', async () => {
    await request(buildApp()).get('/internal/decks').expect(401);
    await request(buildApp()).get('/internal/decks').set('authorization', 'user-token').expect(403);
    await request(buildApp())
      .get('/internal/decks')
      .set('authorization', 'service-token')
      .expect(200, { caller: { service: 'games' } });
  });

  it('leaves other paths public', async () => {
    await request(buildApp()).post('/authentication/login').expect(200, { caller: null });
    await request(buildApp()).get('/healthz').expect(200);
  });
});

describe('a wrong method on a known route', () => {
  it('is a JSON 405 naming the allowed methods', async () => {
    const response = await request(buildApp())
      .delete('/rest/api/decks')
      .set('authorization', 'user-token')
      .expect(405, { message: messages.errors.methodNotAllowed });
    expect(response.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('is a JSON 405 on a public route too, and an unknown path stays a JSON 404', async () => {
    await request(buildApp())
      .get('/authentication/login')
      .expect(405, { message: messages.errors.methodNotAllowed });
    await request(buildApp())
      .get('/authentication/nowhere')
      .expect(404, { message: messages.errors.notFound });
  });
});
