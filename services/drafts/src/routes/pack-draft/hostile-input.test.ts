import request from 'supertest';
import {
  bearerFor,
  startTestService,
  testGameEvents,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { DraftPackModel } from '../../models/draft-pack';
import { PackDraftModel } from '../../models/pack-draft';
import { weekStarted } from '../../events/handlers/week-started';
import { fakeClients, gameId, handlerContext, users } from '../../testing/fixtures';

// Hundreds of requests a test: a few seconds alone, more on a busy machine.
jest.setTimeout(30_000);

const { clients } = fakeClients();
let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, clients),
    extraShape: envShape,
    extraEnv: {
      GAMES_URL: 'http://127.0.0.1:9',
      MODES_URL: 'http://127.0.0.1:9',
      CATALOG_URL: 'http://127.0.0.1:9',
    },
  });
});
afterAll(() => service.stop());

const hostileValues: unknown[] = [
  null,
  -1,
  1.5,
  '',
  'x'.repeat(5000),
  { $gt: '' },
  ['a', 'b'],
  { selections: [{ setId: { $ne: null }, quantity: 1 }] },
  { selections: [{ setId: '64d000000000000000000001', quantity: 1e308 }] },
  { selections: 'all' },
  { status: 'OPENED', __proto__: { admin: true } },
  { status: ['OPENED'] },
  { selections: [], rarityDistribution: 'FIXED' },
];
const hostileIds = ['nope', '%24gt', '64f0000000000000000000ff', '0'.repeat(24), '..%2F..%2Fadmin'];

it('answers hostile ids, queries and bodies on every route with a JSON 4xx (or 2xx), never a 5xx, changing nothing', async () => {
  await weekStarted(clients).handle(
    testGameEvents(await clients.games.internalGame(gameId)).weekStarted(1),
    handlerContext,
  );
  const draftId = (await PackDraftModel.findOne({ userId: users.bob.id }).lean())!._id;
  const before = JSON.stringify(await PackDraftModel.find().sort({ _id: 1 }).lean());
  const auth = { authorization: bearerFor(users.carl) };
  const calls: Array<() => request.Test> = [];
  for (const id of [...hostileIds, draftId]) {
    for (const body of hostileValues) {
      calls.push(() =>
        api().post(`/rest/api/pack-draft/${id}/stage/1`).set(auth).type('json').send(JSON.stringify(body)),
      );
      calls.push(() =>
        api()
          .post(`/rest/api/pack-draft/${id}/stage/${String(body)}`)
          .set(auth)
          .send({}),
      );
      calls.push(() =>
        api().put(`/rest/api/pack-draft/${id}/status`).set(auth).type('json').send(JSON.stringify(body)),
      );
      calls.push(() =>
        api()
          .post(`/rest/api/progression-game/${id}/drafts/bulk`)
          .set(auth)
          .type('json')
          .send(JSON.stringify(body)),
      );
      calls.push(() =>
        api()
          .post(`/rest/api/progression-mode/${id}/week/${String(body)}/demo-draft`)
          .set(auth),
      );
      calls.push(() =>
        api()
          .put('/rest/api/pack-draft/draft-pack/status')
          .query({ packs: [id, String(body)] })
          .set(auth)
          .type('json')
          .send(JSON.stringify(body)),
      );
    }
    for (const path of [
      '',
      '/audit',
      '/results',
      '/stage/1/results',
      '/stage/1/preview',
      '/stage/-1/preview',
    ])
      calls.push(() => api().get(`/rest/api/pack-draft/${id}${path}`).set(auth));
    calls.push(() => api().get('/rest/api/pack-draft/statistics').query({ gameId: id }).set(auth));
    calls.push(() => api().get('/rest/api/pack-draft/admin').query({ gameId: id }).set(auth));
    calls.push(() => api().get('/rest/api/pack-draft').query({ gameId: id }).set(auth));
  }
  for (const call of calls) {
    const response = await call();
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) expect(typeof response.body.message).toBe('string');
  }
  // A stranger changed nothing, and demo drafts were refused (mode ids were never the visible mode).
  expect(JSON.stringify(await PackDraftModel.find().sort({ _id: 1 }).lean())).toBe(before);
  expect(await DraftPackModel.countDocuments()).toBe(0);
});
