import request from 'supertest';
import { messages } from '@progression/contracts';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { DraftPackModel } from '../../models/draft-pack';
import { PackDraftModel } from '../../models/pack-draft';
import { fakeClients, modeId, users } from '../../testing/fixtures';

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
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const demo = (user: typeof users.ann | undefined, week: number | string, mode = modeId) => {
  const call = api().post(`/rest/api/progression-mode/${mode}/week/${week}/demo-draft`);
  return user ? call.set('authorization', bearerFor(user)) : call;
};

describe('POST /rest/api/progression-mode/{id}/week/{week}/demo-draft', () => {
  it('makes a DEMO draft of the week with no game or player, seen only by its creator, expiring', async () => {
    const { body } = await demo(users.bob, 1).expect(201);
    expect(body).toMatchObject({ source: 'DEMO', gameId: null, playerId: null, week: 1 });
    expect(body.stages).toHaveLength(2);
    const stored = await PackDraftModel.findById(body.id).lean();
    expect(stored!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(stored!.outbox).toEqual([]); // no draft.created for a demo
    await api()
      .get(`/rest/api/pack-draft/${body.id}`)
      .set('authorization', bearerFor(users.carl))
      .expect(404);
    const { body: list } = await api()
      .get('/rest/api/pack-draft')
      .set('authorization', bearerFor(users.bob))
      .expect(200);
    expect(list.drafts.map((draft: { id: string }) => draft.id)).toEqual([body.id]);

    // Its packs open like any other, the event with a null game and player.
    const { body: stage } = await api()
      .post(`/rest/api/pack-draft/${body.id}/stage/1`)
      .set('authorization', bearerFor(users.bob))
      .send({})
      .expect(200);
    await api()
      .put('/rest/api/pack-draft/draft-pack/status')
      .query({ packDraftStage: stage.id })
      .set('authorization', bearerFor(users.bob))
      .send({ status: 'OPENED' })
      .expect(200);
    const pack = await DraftPackModel.findOne({ draftId: body.id }).lean();
    expect(JSON.parse(pack!.outbox[0]!.event).data).toMatchObject({ gameId: null, playerId: null });
  });

  it('answers 401 anonymous, the modes 404 for a mode the caller cannot see, 404 for a week the mode lacks', async () => {
    await demo(undefined, 1).expect(401);
    await demo(users.carl, 1, '64c0000000000000000000ff').expect(404);
    await demo(users.carl, 9).expect(404, { message: messages.errors.weekNotFound });
    await demo(users.carl, 0).expect(400);
    await demo(users.carl, 'x').expect(400);
    expect(await PackDraftModel.countDocuments()).toBe(0);
  });
});
