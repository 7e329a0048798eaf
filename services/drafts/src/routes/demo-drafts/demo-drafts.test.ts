import request from 'supertest';
import { messages, type DraftTableView, type PackDraft } from '@progression/contracts';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { createDemoTables } from '../../domain/booster-table/create-table';
import { sweepDeadlines } from '../../domain/booster-table/deadline-sweep';
import { demoTableIdOf } from '../../domain/booster-table/table-id';
import { envShape, serviceName } from '../../env';
import { DraftPackModel } from '../../models/draft-pack';
import { DraftTableModel } from '../../models/draft-table';
import { PackDraftModel } from '../../models/pack-draft';
import { boosterModeId, fakeClients, modeId, users } from '../../testing/fixtures';

// A demo table drafted to the end through the routes: a few dozen requests.
jest.setTimeout(60_000);

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

describe('a demo draft of a mode with a booster step', () => {
  type User = typeof users.bob;
  const as = (user: User) => ({ authorization: bearerFor(user) });
  const startDemo = async () => (await demo(users.bob, 1, boosterModeId).expect(201)).body as PackDraft;
  const view = async (draftId: string) =>
    (await api().get(`/rest/api/pack-draft/${draftId}/table`).set(as(users.bob)).expect(200))
      .body as DraftTableView;
  const pick = (user: User, draftId: string, body: object) =>
    api().post(`/rest/api/pack-draft/${draftId}/table/pick`).set(as(user)).send(body);

  it('seats the user and bots at a table of its own, picked to the end, telling nobody; the results hold the picks', async () => {
    const draft = await startDemo();
    const tableId = demoTableIdOf(draft.id, 2);
    expect(draft.stages[1]).toMatchObject({ draftBehaviour: 'BOOSTER_DRAFT', tableId, tableComplete: false });
    const first = await view(draft.id);
    expect(first.seats.map((seat) => [seat.name, seat.kind])).toEqual([
      [users.bob.username, 'PLAYER'],
      [messages.boosterDraft.botName(1), 'BOT'],
      [messages.boosterDraft.botName(2), 'BOT'],
    ]);
    // The step's pace: 30 s per pick; the bots have made their first picks at once.
    expect(first).toMatchObject({
      gameId: null,
      yourSeat: 0,
      pickNumber: 1,
      totalPicks: 20,
      pickSeconds: 30,
    });
    expect(first.pack?.cards).toHaveLength(9);
    expect(new Date(first.deadline!).getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(first.seats.map((seat) => seat.picks > 0)).toEqual([false, true, true]);
    // It goes with the demo draft; seating it again changes nothing (insert-only upsert).
    const stored = (await DraftTableModel.findById(tableId).lean())!;
    const storedDraft = (await PackDraftModel.findById(draft.id).lean())!;
    expect(stored.expiresAt).toEqual(storedDraft.expiresAt);
    expect(stored.packs.every((pack) => Number.isInteger(pack.seed) && pack.layoutName)).toBe(true);
    await createDemoTables(
      {
        draftId: draft.id,
        userId: users.bob.id,
        username: users.bob.username,
        modeName: 'Booster mode',
        week: 1,
        stages: storedDraft.stages,
        expiresAt: new Date(),
      },
      clients,
    );
    expect(await DraftTableModel.countDocuments()).toBe(1);
    expect((await DraftTableModel.findById(tableId).lean())!.version).toBe(1);

    // The user picks through the whole table alone, at their own pace.
    let table = first;
    while (table.pack) {
      table = (
        await pick(users.bob, draft.id, {
          pickNumber: table.pickNumber,
          cardId: table.pack.cards[0]!.id,
        }).expect(200)
      ).body as DraftTableView;
    }
    expect(table).toMatchObject({ status: 'COMPLETE', pickNumber: 21 });
    expect(table.picks).toHaveLength(20);
    const done = (await DraftTableModel.findById(tableId).lean())!;
    expect(done.picks).toHaveLength(60);
    // No bell, no chat, no collection, no live signal, no draft.completed: a demo tells nobody.
    expect(done.outbox).toEqual([]);
    expect((await PackDraftModel.findById(draft.id).lean())!.outbox).toEqual([]);
    const log = (await api().get(`/rest/api/pack-draft/${draft.id}/table/log`).set(as(users.bob)).expect(200))
      .body as { picks: { method: string }[] };
    expect(log.picks).toHaveLength(60);
    const { body: after } = await api()
      .get(`/rest/api/pack-draft/${draft.id}`)
      .set(as(users.bob))
      .expect(200);
    expect(after.stages[1]).toMatchObject({ tableComplete: true });

    // The results hold the stage's picks in pick order, after the first stage's opened pack.
    const names = (cards: { card: { name: string } }[]) => cards.map((card) => card.card.name);
    const { body: stagePicks } = await api()
      .get(`/rest/api/pack-draft/${draft.id}/stage/2/results`)
      .set(as(users.bob))
      .expect(200);
    expect(names(stagePicks.cards)).toEqual(names(table.picks));
    const { body: filled } = await api()
      .post(`/rest/api/pack-draft/${draft.id}/stage/1`)
      .set(as(users.bob))
      .send({})
      .expect(200);
    const { body: opened } = await api()
      .put('/rest/api/pack-draft/draft-pack/status')
      .query({ packDraftStage: filled.id })
      .set(as(users.bob))
      .send({ status: 'OPENED' })
      .expect(200);
    const { body: results } = await api()
      .get(`/rest/api/pack-draft/${draft.id}/results`)
      .set(as(users.bob))
      .expect(200);
    expect(names(results.cards)).toEqual([...names(opened.packs[0].cards), ...names(table.picks)]);
  });

  it("reads and picks for the demo's owner only: another user 404, the owner 403 on the admin's controls", async () => {
    const draft = await startDemo();
    const { pack } = await view(draft.id);
    const before = (await DraftTableModel.findOne().lean())!.version;
    const carlAt = (path: string) => api().get(`/rest/api/pack-draft/${draft.id}${path}`).set(as(users.carl));
    await carlAt('/table').expect(404);
    await carlAt('/table/log').expect(404);
    await pick(users.carl, draft.id, { pickNumber: 1, cardId: pack!.cards[0]!.id }).expect(404);
    await api().post(`/rest/api/pack-draft/${draft.id}/table/pause`).set(as(users.carl)).expect(404);
    await api().post(`/rest/api/pack-draft/${draft.id}/table/pause`).set(as(users.bob)).expect(403);
    await api().post(`/rest/api/pack-draft/${draft.id}/table/seats/0/bot`).set(as(users.bob)).expect(403);
    // The log opens once the table is complete, as for a game's players.
    await api()
      .get(`/rest/api/pack-draft/${draft.id}/table/log`)
      .set(as(users.bob))
      .expect(403, { message: messages.boosterDraft.logNotYet });
    expect((await DraftTableModel.findOne().lean())!.version).toBe(before); // nothing changed
  });

  it("auto-picks for the user when the step's deadline passes, still telling nobody", async () => {
    const draft = await startDemo();
    await sweepDeadlines(new Date(Date.now() + 31_000));
    const table = (await DraftTableModel.findOne().lean())!;
    expect(table.picks.filter((one) => one.seat === 0).map((one) => one.method)).toEqual(['DEADLINE']);
    expect(table.outbox).toEqual([]);
    expect((await view(draft.id)).pickNumber).toBe(2);
  });

  it('seats no table for a demo of a mode without a booster step; its table expires with the draft (TTL)', async () => {
    await demo(users.bob, 1).expect(201);
    expect(await DraftTableModel.countDocuments()).toBe(0);
    const indexes = await DraftTableModel.collection.indexes();
    expect(indexes.find((index) => index.key.expiresAt === 1)).toMatchObject({ expireAfterSeconds: 0 });
  });
});
