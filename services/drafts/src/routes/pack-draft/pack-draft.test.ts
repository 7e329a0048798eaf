import request from 'supertest';
import { messages } from '@progression/contracts';
import {
  bearerFor,
  refusalBodies,
  startTestService,
  testGameEvents,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { weekStarted } from '../../events/handlers/week-started';
import { DraftPackModel } from '../../models/draft-pack';
import { PackDraftModel } from '../../models/pack-draft';
import {
  fakeClients,
  gameId,
  handlerContext,
  otherGameId,
  players,
  sets,
  users,
} from '../../testing/fixtures';

const { clients } = fakeClients();
let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
const as = (user: { id: string; username: string }) => bearerFor(user);

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

/** Week 1 starts: ann (admin) and bob get their WEEKLY drafts. */
async function startWeek1() {
  const event = testGameEvents(await clients.games.internalGame(gameId)).weekStarted(1);
  await weekStarted(clients).handle(event, handlerContext);
  const bobs = await PackDraftModel.findOne({ userId: users.bob.id }).lean();
  return bobs!._id;
}

const fill = (user: typeof users.bob, draftId: string, stage: number, body: object = {}) =>
  api().post(`/rest/api/pack-draft/${draftId}/stage/${stage}`).set('authorization', as(user)).send(body);
const openStage = (user: typeof users.bob, stageId: string) =>
  api()
    .put('/rest/api/pack-draft/draft-pack/status')
    .query({ packDraftStage: stageId })
    .set('authorization', as(user))
    .send({ status: 'OPENED' });

describe('GET /rest/api/pack-draft', () => {
  it("lists only the caller's drafts, with their stages", async () => {
    await startWeek1();
    const { body } = await api().get('/rest/api/pack-draft').set('authorization', as(users.bob)).expect(200);
    expect(body.drafts).toHaveLength(1);
    expect(body.drafts[0]).toMatchObject({
      gameId,
      playerId: players.bob.id,
      week: 1,
      source: 'WEEKLY',
      status: 'ACTIVE',
    });
    expect(body.drafts[0].stages.map((stage: { draftBehaviour: string }) => stage.draftBehaviour)).toEqual([
      'EVENLY_DISTRIBUTED',
      'SHOP',
    ]);
    const strangers = await api()
      .get('/rest/api/pack-draft')
      .set('authorization', as(users.carl))
      .expect(200);
    expect(strangers.body.drafts).toEqual([]);
    await api()
      .get('/rest/api/pack-draft')
      .query({ gameId: 'nope' })
      .set('authorization', as(users.bob))
      .expect(400);
  });
});

describe('a draft from preview to results', () => {
  it('previews, fills the current stage once, opens it and shows the results', async () => {
    const draftId = await startWeek1();
    const preview = await api()
      .get(`/rest/api/pack-draft/${draftId}/stage/1/preview`)
      .set('authorization', as(users.bob))
      .expect(200);
    const counts = preview.body.setCounts.map((entry: { count: number }) => entry.count).sort();
    expect(counts).toEqual([1, 2]);

    await fill(users.bob, draftId, 2, { selections: [{ setId: sets.core.id, quantity: 2 }] }).expect(409, {
      message: messages.drafts.previousStageIncomplete,
    });
    const { body: stage } = await fill(users.bob, draftId, 1).expect(200);
    expect(stage.draftPacks).toHaveLength(3);
    expect(
      stage.draftPacks.every(
        (pack: { status: string; cards: unknown[] }) => pack.status === 'SEALED' && pack.cards.length > 0,
      ),
    ).toBe(true);
    await fill(users.bob, draftId, 1).expect(409, { message: messages.drafts.stageAlreadyFilled });
    await fill(users.bob, draftId, 9).expect(404, { message: messages.drafts.stageNotFound });

    const opened = await openStage(users.bob, stage.id).expect(200);
    expect(
      opened.body.packs.every(
        (pack: { status: string; cards: unknown[] }) => pack.status === 'OPENED' && pack.cards.length > 0,
      ),
    ).toBe(true);
    const results = await api()
      .get(`/rest/api/pack-draft/${draftId}/stage/1/results`)
      .set('authorization', as(users.bob))
      .expect(200);
    expect(results.body.cards.length).toBe(
      opened.body.packs.reduce((sum: number, pack: { cards: unknown[] }) => sum + pack.cards.length, 0),
    );

    // The shop: every message of the spec, nothing changed, then a good selection.
    const shop = (selections: object[]) => fill(users.bob, draftId, 2, { selections });
    await shop([{ setId: sets.core.id, quantity: 1 }]).expect(400, {
      message: 'You must select 2 packs',
      field: 'selections',
    });
    await shop([{ setId: sets.core.id, quantity: 3 }]).expect(400, {
      message: "You've selected more than 2 packs",
      field: 'selections',
    });
    await shop([{ setId: sets.deck.id, quantity: 2 }]).expect(400, {
      message: 'You cannot select more than 1 Structure Deck packs',
      field: 'selections',
    });
    await shop([{ setId: sets.unknown.id, quantity: 2 }]).expect(400);
    await shop([{ setId: sets.core.id, quantity: -1 }]).expect(400);
    await shop([{ setId: sets.core.id, quantity: 1.5 }]).expect(400);
    expect(await DraftPackModel.countDocuments({ draftId, stage: 2 })).toBe(0);
    const { body: shopStage } = await shop([
      { setId: sets.core.id, quantity: 1 },
      { setId: sets.deck.id, quantity: 1 },
    ]).expect(200);
    expect(shopStage.draftPacks).toHaveLength(2);
    await openStage(users.bob, shopStage.id).expect(200);

    const { body: done } = await api()
      .get(`/rest/api/pack-draft/${draftId}`)
      .set('authorization', as(users.bob))
      .expect(200);
    expect(done.status).toBe('COMPLETE');
    const stored = await PackDraftModel.findById(draftId).lean();
    expect(stored!.outbox.map((entry) => JSON.parse(entry.event).type)).toEqual([
      'draft.created',
      'draft.completed',
    ]);
    await api()
      .put(`/rest/api/pack-draft/${draftId}/status`)
      .set('authorization', as(users.bob))
      .send({ status: 'COMPLETE' })
      .expect(200);
    const all = await api()
      .get(`/rest/api/pack-draft/${draftId}/results`)
      .set('authorization', as(users.bob))
      .expect(200);
    // 3 core-or-deck packs then a core pack (9) and the deck's list (11).
    expect(all.body.cards.length).toBeGreaterThan(results.body.cards.length);

    const audit = await api()
      .get(`/rest/api/pack-draft/${draftId}/audit`)
      .set('authorization', as(users.ann))
      .expect(200);
    expect(audit.body.packs).toHaveLength(5);
    expect(audit.body.allMatch).toBe(true);
    // A tampered pack shows in the audit.
    await DraftPackModel.updateOne({ draftId, stage: 2, index: 0 }, { $set: { seed: 1 } });
    const tampered = await api()
      .get(`/rest/api/pack-draft/${draftId}/audit`)
      .set('authorization', as(users.bob))
      .expect(200);
    expect(tampered.body.allMatch).toBe(false);
  });

  it('opens a pack once under 20 parallel requests: one draft.packs.opened', async () => {
    const draftId = await startWeek1();
    const { body: stage } = await fill(users.bob, draftId, 1).expect(200);
    const packId = stage.draftPacks[0].id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api()
          .put('/rest/api/pack-draft/draft-pack/status')
          .query({ packs: packId })
          .set('authorization', as(users.bob))
          .send({ status: 'OPENED' }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const pack = await DraftPackModel.findById(packId).lean();
    expect(pack!.status).toBe('OPENED');
    const events = pack!.outbox.map(
      (entry) => JSON.parse(entry.event) as { type: string; data: { cards: unknown[] } },
    );
    expect(events.map((event) => event.type)).toEqual(['draft.packs.opened']);
    expect(events[0]!.data.cards).toHaveLength(pack!.cards.length);
  });
});

describe('route x role', () => {
  it('answers anonymous 401, strangers 404, the other game admin 404, players their own, the admin reads', async () => {
    const draftId = await startWeek1();
    const reads = [
      `/rest/api/pack-draft/${draftId}`,
      `/rest/api/pack-draft/${draftId}/audit`,
      `/rest/api/pack-draft/${draftId}/results`,
      `/rest/api/pack-draft/${draftId}/stage/1/results`,
    ];
    for (const path of reads) {
      await api().get(path).expect(401);
      await api().get(path).set('authorization', as(users.carl)).expect(404);
      await api().get(path).set('authorization', as(users.dave)).expect(404);
      await api().get(path).set('authorization', as(users.bob)).expect(200);
      await api().get(path).set('authorization', as(users.ann)).expect(200);
    }
    const preview = `/rest/api/pack-draft/${draftId}/stage/1/preview`;
    await api().get(preview).expect(401);
    await api().get(preview).set('authorization', as(users.carl)).expect(404);
    await api().get(preview).set('authorization', as(users.dave)).expect(404);
    await api().get(preview).set('authorization', as(users.bob)).expect(200);

    // Only the owner fills and opens.
    await api().post(`/rest/api/pack-draft/${draftId}/stage/1`).send({}).expect(401);
    for (const other of [users.carl, users.dave, users.ann]) await fill(other, draftId, 1).expect(404);
    // Refused alike whatever the body: it is read only once access is granted.
    const send = (test: request.Test, body: object | undefined) => (body ? test.send(body) : test);
    for (const other of [users.carl, users.dave, users.ann])
      for (const body of refusalBodies({ selections: [] })) {
        const filling = api().post(`/rest/api/pack-draft/${draftId}/stage/1`).set('authorization', as(other));
        await send(filling, body).expect(404);
        const status = api().put(`/rest/api/pack-draft/${draftId}/status`).set('authorization', as(other));
        await send(status, body).expect(404);
      }
    const { body: stage } = await fill(users.bob, draftId, 1).expect(200);
    await api()
      .put('/rest/api/pack-draft/draft-pack/status')
      .query({ packDraftStage: stage.id })
      .send({ status: 'OPENED' })
      .expect(401);
    for (const other of [users.carl, users.dave, users.ann]) {
      await openStage(other, stage.id).expect(404, { message: messages.drafts.draftPackNotFound });
      for (const body of refusalBodies({ status: 'OPENED' })) {
        const opening = api()
          .put('/rest/api/pack-draft/draft-pack/status')
          .query({ packDraftStage: stage.id })
          .set('authorization', as(other));
        await send(opening, body).expect(404, { message: messages.drafts.draftPackNotFound });
      }
    }
    expect(await DraftPackModel.countDocuments({ status: 'OPENED' })).toBe(0);
    await api()
      .put('/rest/api/draft-pack/status')
      .query({ packs: stage.draftPacks[0].id })
      .set('authorization', as(users.bob))
      .send({ status: 'OPENED' })
      .expect(200);
    await api().put(`/rest/api/pack-draft/${draftId}/status`).send({ status: 'COMPLETE' }).expect(401);
    await api()
      .put(`/rest/api/pack-draft/${draftId}/status`)
      .set('authorization', as(users.carl))
      .send({ status: 'COMPLETE' })
      .expect(404);
    await api()
      .put(`/rest/api/pack-draft/${draftId}/status`)
      .set('authorization', as(users.bob))
      .send({ status: 'COMPLETE' })
      .expect(409);
  });

  it('statistics for players and the admin, draft admin for the admin only', async () => {
    const draftId = await startWeek1();
    const { body: stage } = await fill(users.bob, draftId, 1).expect(200);
    await openStage(users.bob, stage.id).expect(200);
    const statistics = (user?: typeof users.bob) => {
      const call = api().get('/rest/api/pack-draft/statistics').query({ gameId });
      return user ? call.set('authorization', as(user)) : call;
    };
    await statistics().expect(401);
    await statistics(users.carl).expect(404);
    await statistics(users.dave).expect(404);
    const { body } = await statistics(users.bob).expect(200);
    expect(body.packs).toBe(3);
    const pulled = body.rarities.reduce((sum: number, entry: { pulled: number }) => sum + entry.pulled, 0);
    expect(pulled).toBeGreaterThan(0);
    expect(
      body.rarities.find((entry: { rarity: string }) => entry.rarity === 'COMMON').expected,
    ).toBeGreaterThan(0);
    await statistics(users.ann).expect(200);

    const admin = (user?: typeof users.bob, game = gameId) => {
      const call = api().get('/rest/api/pack-draft/admin').query({ gameId: game });
      return user ? call.set('authorization', as(user)) : call;
    };
    await admin().expect(401);
    await admin(users.carl).expect(404);
    await admin(users.dave).expect(404);
    await admin(users.bob).expect(403);
    const { body: adminView } = await admin(users.ann).expect(200);
    expect(adminView.drafts).toHaveLength(2);
    await admin(users.dave, otherGameId).expect(200);
    await admin(users.ann, 'not-an-id').expect(400);
  });

  it('answers unknown and malformed ids with a clear 4xx', async () => {
    await api()
      .get('/rest/api/pack-draft/64f0000000000000000000ff')
      .set('authorization', as(users.bob))
      .expect(404);
    await api().get('/rest/api/pack-draft/nope').set('authorization', as(users.bob)).expect(400);
    await api()
      .get('/rest/api/pack-draft/64f0000000000000000000ff/stage/0/preview')
      .set('authorization', as(users.bob))
      .expect(400);
    await api()
      .put('/rest/api/pack-draft/draft-pack/status')
      .set('authorization', as(users.bob))
      .send({ status: 'OPENED' })
      .expect(400);
    // Packs that are not the caller's are not found, before the body (its status) is read.
    for (const body of [{ status: 'SEALED' }, { status: 'OPENED' }, undefined]) {
      const call = api()
        .put('/rest/api/pack-draft/draft-pack/status')
        .query({ packs: 'x' })
        .set('authorization', as(users.bob));
      await (body ? call.send(body) : call).expect(404);
    }
  });
});
