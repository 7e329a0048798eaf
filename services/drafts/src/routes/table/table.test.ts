import request from 'supertest';
import { messages, type DraftTableView, type EventEnvelope } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import {
  bearerFor,
  eventually,
  startTestService,
  testGameEvents,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { startDeadlineSweep, sweepDeadlines } from '../../domain/booster-table/deadline-sweep';
import { collectionCounts } from '../../domain/booster-table/owned-counts';
import { ownedCounts } from '../../events/handlers/owned-counts';
import { envShape, serviceName } from '../../env';
import { weekStarted } from '../../events/handlers/week-started';
import { DraftTableModel, type StoredTable } from '../../models/draft-table';
import { PackDraftModel } from '../../models/pack-draft';
import { eventOf, fakeClients, gameId, handlerContext, players, users } from '../../testing/fixtures';

// A whole table drafted through the routes: a few hundred requests.
jest.setTimeout(60_000);

const { clients } = fakeClients();
let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
type User = { id: string; username: string };
const as = (user: User) => ({ authorization: bearerFor(user) });

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

/** A third player of the game, seated after ann and bob (the games fake need not know her). */
const cara = { id: '64a000000000000000000005', username: 'cara' };
const caraPlayer = {
  playerId: '64e000000000000000000005',
  userId: cara.id,
  username: cara.username,
  isAdmin: false,
  joinOrder: 2,
  joinedDuringWeek: 0,
};

/**
 * Week 1 starts with one BOOSTER_DRAFT step of 2 packs per player (Legend of Blue Eyes, 9 cards, then the
 * structure deck, 11) and bots up to `minimumSeats`; ann (admin) and bob play, and cara when asked.
 */
async function startBoosterWeek({ withCara = false, minimumSeats = 8, pickSeconds = 60 } = {}) {
  const base = testGameEvents(await clients.games.internalGame(gameId)).weekStarted(1);
  const event = eventOf('game.week.started', {
    ...base.data,
    players: [...base.data.players, ...(withCara ? [caraPlayer] : [])],
    plan: {
      ...base.data.plan,
      draftConfig: {
        steps: [
          {
            numPacks: 2,
            pool: 'Core',
            draftBehaviour: 'BOOSTER_DRAFT',
            rarityDistribution: 'RANDOM',
            pickSeconds,
            minimumSeats,
          },
        ],
      },
    },
  });
  await weekStarted(clients).handle(event, handlerContext);
  return event;
}

const draftOf = async (user: User) => (await PackDraftModel.findOne({ userId: user.id }).lean())!._id;
const theTable = async () => (await DraftTableModel.findOne().lean<StoredTable>())!;
const eventsOf = (table: StoredTable, type: string) =>
  table.outbox
    .map((entry) => JSON.parse(entry.event) as EventEnvelope)
    .filter((event) => event.type === type);

const view = async (user: User, draftId: string) =>
  (await api().get(`/rest/api/pack-draft/${draftId}/table`).set(as(user)).expect(200)).body as DraftTableView;
const pick = (user: User, draftId: string, body: unknown) =>
  api()
    .post(`/rest/api/pack-draft/${draftId}/table/pick`)
    .set(as(user))
    .send(body as object);

describe('the table at week start', () => {
  it('seats the players in join order and bots up to the minimum, once under a redelivered week start', async () => {
    const event = await startBoosterWeek();
    await weekStarted(clients).handle(event, handlerContext);
    expect(await DraftTableModel.countDocuments()).toBe(1);
    const table = await view(users.bob, await draftOf(users.bob));
    expect(table.seats.map((seat) => [seat.name, seat.kind])).toEqual([
      ['ann', 'PLAYER'],
      ['bob', 'PLAYER'],
      ...[1, 2, 3, 4, 5, 6].map((n) => [messages.boosterDraft.botName(n), 'BOT']),
    ]);
    expect(table).toMatchObject({ yourSeat: 1, round: 1, direction: 'LEFT', pickNumber: 1, totalPicks: 20 });
    expect(table.pack?.cards).toHaveLength(9);
    expect(table.deadline).not.toBeNull();
    // Every pack keeps the seed it was rolled from; the players' drafts show the stage with its table.
    const stored = await theTable();
    expect(stored.packs).toHaveLength(16);
    expect(stored.packs.every((pack) => Number.isInteger(pack.seed) && pack.layoutName)).toBe(true);
    const draft = (
      await api()
        .get(`/rest/api/pack-draft/${await draftOf(users.bob)}`)
        .set(as(users.bob))
    ).body;
    expect(draft.stages[0]).toMatchObject({
      draftBehaviour: 'BOOSTER_DRAFT',
      tableId: stored._id,
      tableComplete: false,
    });
    // Each player was told once that their first pick is due.
    expect(
      eventsOf(stored, 'draft.pick.due').map((event) => (event.data as { username: string }).username),
    ).toEqual(['ann', 'bob']);
  });
});

describe('POST /rest/api/pack-draft/{id}/table/pick', () => {
  it('drafts a table of 3 players and 5 bots to the end: every card picked once, picks to the collection once', async () => {
    await startBoosterWeek({ withCara: true });
    const seated = [users.ann, users.bob, cara];
    const drafts = await Promise.all(seated.map(draftOf));
    for (let guard = 0; guard < 200; guard += 1) {
      const views = await Promise.all(seated.map((user, index) => view(user, drafts[index]!)));
      if (views.every((table) => table.status === 'COMPLETE')) break;
      for (const [index, table] of views.entries())
        if (table.pack)
          await pick(seated[index]!, drafts[index]!, {
            pickNumber: table.pickNumber,
            cardId: table.pack.cards[0]!.id,
          }).expect(200);
    }
    const table = await theTable();
    expect(table.status).toBe('COMPLETE');
    const picked = table.picks.map((one) => `${one.packId}:${one.cardIndex}`);
    expect(picked).toHaveLength(8 * 20);
    expect(new Set(picked).size).toBe(picked.length);
    const collected = eventsOf(table, 'draft.picks.collected').map(
      (event) => event.data as { userId: string; cards: unknown[]; week: number },
    );
    expect(collected.map((data) => [data.userId, data.cards.length, data.week])).toEqual(
      seated.map((user) => [user.id, 20, 1]),
    );
    // The stage is done in every player's draft, which closes (nothing else to do).
    const bobs = (await api().get(`/rest/api/pack-draft/${drafts[1]}`).set(as(users.bob))).body;
    expect(bobs).toMatchObject({ status: 'COMPLETE', stages: [{ tableComplete: true }] });
    expect(await PackDraftModel.countDocuments({ closedAt: { $ne: null } })).toBe(3);
    // Once complete, a player reads the log: every pick in order, who and how.
    const log = (
      await api().get(`/rest/api/pack-draft/${drafts[1]}/table/log`).set(as(users.bob)).expect(200)
    ).body;
    expect(log.picks).toHaveLength(160);
    expect(log.picks.map((one: { order: number }) => one.order)).toEqual(picked.map((_, index) => index + 1));
    expect(new Set(log.picks.map((one: { method: string }) => one.method))).toEqual(
      new Set(['PLAYER', 'BOT']),
    );
    // The draft's results are the player's picks, in the order picked (the stage's too).
    const bobsPicks = log.picks
      .filter((one: { seat: number }) => one.seat === 1)
      .map((one: { card: { id: string } }) => one.card.id);
    for (const path of ['results', 'stage/1/results']) {
      const { body } = await api()
        .get(`/rest/api/pack-draft/${drafts[1]}/${path}`)
        .set(as(users.bob))
        .expect(200);
      expect(body.cards.map((card: { id: string }) => card.id)).toEqual(bobsPicks);
    }
  });

  it('gives one pick for 20 parallel picks of the same number', async () => {
    await startBoosterWeek();
    const draftId = await draftOf(users.bob);
    const { pack } = await view(users.bob, draftId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        pick(users.bob, draftId, { pickNumber: 1, cardId: pack!.cards[index % 3]!.id }),
      ),
    );
    const table = await theTable();
    const bobs = table.picks.filter((one) => one.seat === 1);
    expect(bobs).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.picks).toHaveLength(1);
      else expect(answer.body).toEqual({ message: messages.boosterDraft.alreadyPicked(1) });
    }
    // The one change tells the seated players' pages, with the table's new version.
    const signals = () =>
      eventsOf(table, 'draft.table.changed').map(
        (event) => event.data as { tableVersion: number; seats: { userId: string; draftId: string }[] },
      );
    expect(signals().map((data) => data.tableVersion)).toEqual([table.version]);
    expect(
      signals()[0]!
        .seats.map((seat) => seat.userId)
        .sort(),
    ).toEqual([users.ann.id, users.bob.id].sort());
    expect(signals()[0]!.seats).toContainEqual({ userId: users.bob.id, draftId });
    // The pick that stood, sent again, answers the table unchanged and tells nobody again.
    await pick(users.bob, draftId, { pickNumber: 1, cardId: bobs[0]!.setCardId }).expect(200);
    const after = await theTable();
    expect(after.picks.filter((one) => one.seat === 1)).toHaveLength(1);
    expect(eventsOf(after, 'draft.table.changed')).toHaveLength(1);
  });

  it('refuses a card not in the pack, a pick out of turn and a second pick, changing nothing', async () => {
    await startBoosterWeek({ minimumSeats: 0 });
    const draftId = await draftOf(users.bob);
    const { pack } = await view(users.bob, draftId);
    const notInPack = await pick(users.bob, draftId, { pickNumber: 1, cardId: '64f000000000000000000001' });
    expect(notInPack.status).toBe(400);
    expect(notInPack.body).toEqual({ message: messages.boosterDraft.cardNotInPack, field: 'cardId' });
    await pick(users.bob, draftId, { pickNumber: 1, cardId: pack!.cards[0]!.id }).expect(200);
    // Bob's next pack is ann's, who has not picked yet.
    const early = await pick(users.bob, draftId, { pickNumber: 2, cardId: pack!.cards[1]!.id });
    expect([early.status, early.body]).toEqual([409, { message: messages.boosterDraft.pickOutOfTurn }]);
    const again = await pick(users.bob, draftId, { pickNumber: 1, cardId: pack!.cards[1]!.id });
    expect([again.status, again.body]).toEqual([409, { message: messages.boosterDraft.alreadyPicked(1) }]);
    expect((await theTable()).picks).toHaveLength(1);
  });
});

describe('deadlines', () => {
  it('auto-picks an expired pick exactly once under two replicas and a restart, by the documented rule', async () => {
    await startBoosterWeek({ minimumSeats: 4 });
    const later = new Date(Date.now() + 61_000);
    // Two replicas notice the same deadlines at once; then a restarted one sweeps again.
    await Promise.all([sweepDeadlines(later), sweepDeadlines(later)]);
    await sweepDeadlines(later);
    const table = await theTable();
    const byDeadline = table.picks.filter((one) => one.method === 'DEADLINE');
    expect(byDeadline.map((one) => [one.seat, one.pickNumber])).toEqual([
      [0, 1],
      [1, 1],
    ]);
    // Highest rarity first: no card left in the pack outranks the one picked.
    const rank = ['COMMON', 'RARE', 'SUPER_RARE', 'ULTRA_RARE', 'SECRET_RARE'];
    for (const one of byDeadline) {
      const pack = table.packs.find((candidate) => candidate._id === one.packId)!;
      for (const other of pack.cards)
        expect(rank.indexOf(other.equivalentRarity)).toBeLessThanOrEqual(
          rank.indexOf(pack.cards[one.cardIndex]!.equivalentRarity),
        );
    }
    // Each next pick is due once more, timed from the auto-pick.
    const dues = eventsOf(table, 'draft.pick.due').map((event) => {
      const data = event.data as { username: string; pickNumber: number };
      return `${data.username}:${data.pickNumber}`;
    });
    expect(new Set(dues).size).toBe(dues.length);
  });

  it('auto-picks once with the sweep running on two replicas, one of them restarted meanwhile', async () => {
    await startBoosterWeek({ minimumSeats: 4 });
    // The players' deadlines passed a moment ago.
    const past = new Date(Date.now() - 1000);
    await DraftTableModel.collection.updateOne(
      {},
      { $set: { 'seats.0.deadline': past, 'seats.1.deadline': past, nextDeadline: past } },
    );
    const logger = createLogger('drafts-test', 'silent');
    const first = startDeadlineSweep(logger, { intervalMs: 5 });
    let second = startDeadlineSweep(logger, { intervalMs: 5 });
    await new Promise((wait) => setTimeout(wait, 100));
    await second.stop();
    second = startDeadlineSweep(logger, { intervalMs: 5 });
    await eventually('the auto-picks', async () =>
      (await theTable()).picks.some((one) => one.method === 'DEADLINE'),
    );
    await new Promise((wait) => setTimeout(wait, 200));
    await Promise.all([first.stop(), second.stop()]);
    const table = await theTable();
    expect(
      table.picks.filter((one) => one.method === 'DEADLINE').map((one) => [one.seat, one.pickNumber]),
    ).toEqual([
      [0, 1],
      [1, 1],
    ]);
    const dues = eventsOf(table, 'draft.pick.due').map((event) => JSON.stringify(event.data));
    expect(new Set(dues).size).toBe(dues.length);
  });

  it("counts a player's copies from collection.changed for the auto-pick, newer versions only, once", async () => {
    await startBoosterWeek({ minimumSeats: 0 });
    const table = await theTable();
    const cardId = table.packs[0]!.cards[0]!.cardId;
    const changed = (collectionVersion: number, owned: number) =>
      eventOf('collection.changed', {
        version: 1,
        gameId,
        playerId: players.ann.id,
        collectionVersion,
        cards: [{ cardId, owned }],
      });
    const newer = changed(3, 2);
    await ownedCounts.handle(newer, handlerContext);
    await ownedCounts.handle(newer, handlerContext);
    await ownedCounts.handle(changed(2, 7), handlerContext);
    const counts = await collectionCounts(table);
    expect(counts(table.seats[0]!)(cardId)).toBe(2);
    expect(counts(table.seats[1]!)(cardId)).toBe(0);
  });

  it('stands still while paused and moves on by the pause on resume; the admin extends and replaces', async () => {
    await startBoosterWeek({ minimumSeats: 3 });
    const annDraft = await draftOf(users.ann);
    const bobDraft = await draftOf(users.bob);
    const paused = await api()
      .post(`/rest/api/pack-draft/${bobDraft}/table/pause`)
      .set(as(users.ann))
      .expect(200);
    expect(paused.body).toMatchObject({ status: 'PAUSED', deadline: null });
    await sweepDeadlines(new Date(Date.now() + 3_600_000));
    expect((await theTable()).picks.filter((one) => one.method === 'DEADLINE')).toHaveLength(0);
    const { pack } = await view(users.bob, bobDraft);
    const refused = await pick(users.bob, bobDraft, { pickNumber: 1, cardId: pack!.cards[0]!.id });
    expect([refused.status, refused.body]).toEqual([409, { message: messages.boosterDraft.tablePaused }]);
    const before = new Date((await theTable()).seats[1]!.deadline!).getTime();
    await api().post(`/rest/api/pack-draft/${bobDraft}/table/resume`).set(as(users.ann)).expect(200);
    expect(new Date((await theTable()).seats[1]!.deadline!).getTime()).toBeGreaterThanOrEqual(before);
    const extended = await api()
      .post(`/rest/api/pack-draft/${bobDraft}/table/deadline`)
      .set(as(users.ann))
      .send({ seat: 1, seconds: 3600 });
    expect(extended.status).toBe(200);
    expect(new Date(extended.body.seats[1].deadline).getTime()).toBeGreaterThanOrEqual(before + 3_600_000);
    // Bob replaced by a bot: it picks his pick at once, and bob may no longer pick.
    const replaced = await api()
      .post(`/rest/api/pack-draft/${annDraft}/table/seats/1/bot`)
      .set(as(users.ann))
      .expect(200);
    expect(replaced.body.seats[1]).toMatchObject({ kind: 'BOT', replacedByBot: true, name: 'bob' });
    expect((await theTable()).picks.filter((one) => one.seat === 1).map((one) => one.method)).toEqual([
      'BOT',
    ]);
    const gone = await pick(users.bob, bobDraft, { pickNumber: 2, cardId: pack!.cards[1]!.id });
    expect([gone.status, gone.body]).toEqual([403, { message: messages.boosterDraft.notSeated }]);
    const twice = await api().post(`/rest/api/pack-draft/${annDraft}/table/seats/1/bot`).set(as(users.ann));
    expect([twice.status, twice.body]).toEqual([409, { message: messages.boosterDraft.seatAlreadyBot }]);
  });
});

describe('who may do what', () => {
  const dave = users.dave; // the admin of another game
  const routes = (draftId: string, pickBody: object) =>
    [
      ['GET table', () => api().get(`/rest/api/pack-draft/${draftId}/table`)],
      ['POST pick', () => api().post(`/rest/api/pack-draft/${draftId}/table/pick`).send(pickBody)],
      ['GET log', () => api().get(`/rest/api/pack-draft/${draftId}/table/log`)],
      ['POST pause', () => api().post(`/rest/api/pack-draft/${draftId}/table/pause`)],
      ['POST resume', () => api().post(`/rest/api/pack-draft/${draftId}/table/resume`)],
      [
        'POST deadline',
        () => api().post(`/rest/api/pack-draft/${draftId}/table/deadline`).send({ seat: 0, seconds: 60 }),
      ],
      ['POST bot', () => api().post(`/rest/api/pack-draft/${draftId}/table/seats/0/bot`)],
    ] as const;

  it('answers each route for each role (bob is the draft’s player, ann the admin, carl a stranger)', async () => {
    await startBoosterWeek({ minimumSeats: 0 });
    const draftId = await draftOf(users.bob);
    const { pack } = await view(users.bob, draftId);
    const expected: Record<string, Record<string, number>> = {
      'GET table': { bob: 200, ann: 200, carl: 404, dave: 404, none: 401 },
      'POST pick': { bob: 200, ann: 404, carl: 404, dave: 404, none: 401 },
      'GET log': { bob: 403, ann: 200, carl: 404, dave: 404, none: 401 },
      'POST pause': { bob: 403, ann: 200, carl: 404, dave: 404, none: 401 },
      'POST resume': { bob: 403, ann: 200, carl: 404, dave: 404, none: 401 },
      'POST deadline': { bob: 403, ann: 200, carl: 404, dave: 404, none: 401 },
      'POST bot': { bob: 403, ann: 200, carl: 404, dave: 404, none: 401 },
    };
    const roles: Array<[string, User | null]> = [
      ['none', null],
      ['carl', users.carl],
      ['dave', dave],
      ['bob', users.bob],
      ['ann', users.ann],
    ];
    const seen: Record<string, Record<string, number>> = {};
    for (const [name, call] of routes(draftId, { pickNumber: 1, cardId: pack!.cards[0]!.id })) {
      for (const [role, user] of roles) {
        const answer = user ? await call().set(as(user)) : await call();
        (seen[name] ??= {})[role] = answer.status;
      }
    }
    expect(seen).toEqual(expected);
    expect(players.bob.userId).toBe(users.bob.id);
  });

  it('answers hostile input with a clear 4xx and changes nothing', async () => {
    await startBoosterWeek({ minimumSeats: 0 });
    const draftId = await draftOf(users.bob);
    const before = JSON.stringify((await theTable()).picks);
    const hostile: unknown[] = [
      null,
      [42],
      'pick',
      {},
      { pickNumber: '1', cardId: 'x' },
      { pickNumber: 0, cardId: 'x' },
      { pickNumber: -1, cardId: 'x' },
      { pickNumber: 1.5, cardId: 'x' },
      { pickNumber: 1e308, cardId: 'x' },
      { pickNumber: 1, cardId: { $ne: null } },
      { pickNumber: 1, cardId: '' },
      { pickNumber: 1, cardId: 'x'.repeat(5000) },
      { pickNumber: [1], cardId: ['x'] },
    ];
    for (const body of hostile) {
      const answer = await api()
        .post(`/rest/api/pack-draft/${draftId}/table/pick`)
        .set(as(users.bob))
        .type('json')
        .send(JSON.stringify(body));
      expect([answer.status, typeof answer.body.message]).toEqual([400, 'string']);
    }
    for (const body of [
      { seat: -1, seconds: 60 },
      { seat: 0, seconds: 5 },
      { seat: 0, seconds: 1e9 },
      { seat: 'x' },
    ]) {
      const answer = await api()
        .post(`/rest/api/pack-draft/${draftId}/table/deadline`)
        .set(as(users.ann))
        .send(body);
      expect(answer.status).toBe(400);
    }
    const unknownSeat = await api()
      .post(`/rest/api/pack-draft/${draftId}/table/seats/7/bot`)
      .set(as(users.ann));
    expect([unknownSeat.status, unknownSeat.body]).toEqual([
      404,
      { message: messages.boosterDraft.seatNotFound(7) },
    ]);
    for (const id of ['nope', '%24gt', '64f0000000000000000000ff'])
      expect(
        (await api().get(`/rest/api/pack-draft/${id}/table`).set(as(users.bob))).status,
      ).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify((await theTable()).picks)).toBe(before);
  });
});
