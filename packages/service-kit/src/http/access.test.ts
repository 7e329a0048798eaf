import Router from '@koa/router';
import request from 'supertest';
import { z } from 'zod';
import { messages } from '@progression/contracts';
import { authenticate, currentUser } from '../auth';
import { Forbidden, NotFound } from '../errors';
import { createLogger } from '../logger';
import { bearerFor, serviceBearer, TEST_KEYS } from '../testing/tokens';
import { access, anyCaller, anyone, anyUser, servicesOnly } from './access';
import { createServiceApp } from './create-service-app';
import { validate } from './validate';

const logger = createLogger('kit-test', 'silent');
const owner = { id: '64a000000000000000000001', username: 'kaiba' };
const player = { id: '64a000000000000000000002', username: 'joey' };
const stranger = { id: '64a000000000000000000003', username: 'bakura' };

/** One game, its admin and a player; anyone else does not see it. */
const games = new Map([['g1', { name: 'Kaiba Cup', admin: owner.id, players: [owner.id, player.id] }]]);

const rename = validate({ body: z.object({ name: z.string().min(3, { error: 'Name is too short' }) }) });
const gameAdmin = access((ctx) => {
  const game = games.get(ctx.params.id ?? '');
  const user = currentUser(ctx);
  if (!game || !game.players.includes(user.id)) throw new NotFound(messages.errors.gameNotFound('g1'));
  if (game.admin !== user.id) throw new Forbidden(messages.games.adminOnly);
  return game;
});

function buildApp(routers?: Router[]) {
  const router = new Router({ prefix: '/rest/api' });
  router.put('/game/:id', gameAdmin, rename, (ctx) => {
    ctx.body = { was: gameAdmin.of(ctx).name, name: rename.input(ctx).body.name };
  });
  // A body validator hidden inside another middleware escapes the construction check: validate refuses it.
  router.post('/hidden', (ctx, next) => rename(ctx, next));
  const readyMade = { anyone, user: anyUser, caller: anyCaller, services: servicesOnly };
  for (const [name, check] of Object.entries(readyMade))
    router.post(`/open/${name}`, check, rename, (ctx) => {
      ctx.body = rename.input(ctx).body;
    });
  return createServiceApp({
    name: 'kit-test',
    logger,
    routers: routers ?? [router],
    authenticate: authenticate(TEST_KEYS),
  }).callback();
}

const as = (user?: { id: string; username: string }): Record<string, string> =>
  user ? { authorization: bearerFor(user) } : {};

describe('access before the body', () => {
  const bodies: Array<object | undefined> = [{ name: 'Goat League' }, { name: 1, extra: true }, undefined];
  const put = (user: { id: string; username: string } | undefined, body: object | undefined, id = 'g1') => {
    const call = request(buildApp()).put(`/rest/api/game/${id}`).set(as(user));
    return body ? call.send(body) : call;
  };

  it.each(bodies)('refuses the same way whatever the body (%j)', async (body) => {
    await put(undefined, body).expect(401);
    await put(stranger, body).expect(404, { message: messages.errors.gameNotFound('g1') });
    await put(owner, body, 'unknown').expect(404);
    await put(player, body).expect(403, { message: messages.games.adminOnly });
    const service = request(buildApp())
      .put('/rest/api/game/g1')
      .set('authorization', serviceBearer('drafts'));
    await (body ? service.send(body) : service).expect(403);
  });

  it('reads the body once access is granted, and hands the handler what the check loaded', async () => {
    await put(owner, { name: 'ab' }).expect(400, { message: 'Name is too short', field: 'name' });
    await put(owner, undefined).expect(400);
    await put(owner, { name: 'Goat League' }).expect(200, { was: 'Kaiba Cup', name: 'Goat League' });
  });

  it('lets the ready-made checks through as they say', async () => {
    const post = (path: string, headers: Record<string, string>) =>
      request(buildApp()).post(`/rest/api/open/${path}`).set(headers).send({ name: 'abc' });
    await post('anyone', {}).expect(401); // /rest/api still needs a token: guardPaths comes first
    await post('anyone', as(player)).expect(200);
    await post('user', as(player)).expect(200);
    await post('user', { authorization: serviceBearer('drafts') }).expect(403);
    await post('caller', { authorization: serviceBearer('drafts') }).expect(200);
    await post('services', as(player)).expect(403);
    await post('services', { authorization: serviceBearer('drafts') }).expect(200);
  });

  it('answers 500 when a body is validated before any access check ran', async () => {
    await request(buildApp()).post('/rest/api/hidden').set(as(owner)).send({ name: 'abc' }).expect(500);
  });

  it('refuses to build an app with a route validating a body before its access check, naming it', () => {
    const late = new Router({ prefix: '/rest/api' });
    late.put('/late/:id', rename, gameAdmin, () => undefined);
    late.post('/none', rename, () => undefined);
    late.get('/query', validate({ query: z.object({ q: z.string() }) }), () => undefined);
    expect(() => buildApp([late])).toThrow(
      'kit-test: declare an access check before validate({ body }) on PUT /rest/api/late/:id; POST /rest/api/none',
    );
  });
});
