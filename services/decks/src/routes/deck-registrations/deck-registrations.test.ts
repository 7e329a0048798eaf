import { createEvent, messages, type DeckCard } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { closeRegistrations } from '../../events/handlers/close-registrations';
import { RegistrationWeek } from '../../models/registration-week';
import {
  cardIds,
  extra,
  gameId,
  legalCards,
  main,
  mainIds,
  players,
  users,
  type TestUser,
} from '../../testing/fixtures';
import { startDecksHarness, type DecksHarness } from '../../testing/harness';

const { ann, bob, carl } = users;
const base = '/rest/api/deck-registrations';
const context = {
  logger: createLogger('decks-test', 'silent'),
  consumer: 'decks-close-registrations',
  attempt: 1,
  streamSequence: 1,
};
let h: DecksHarness;
beforeAll(async () => {
  h = await startDecksHarness();
}, 30_000);
beforeEach(() => h.reset());
afterAll(() => h.service.stop());

const deckWith = async (user: TestUser, name: string, cards: DeckCard[] = legalCards()) =>
  (await h.create(user, { gameId, name, cards }).expect(201)).body.id as string;
const register = (user: TestUser, deckId: string) =>
  h.as(user, h.api().put(base).query({ gameId }).send({ deckId }));
const mine = (user: TestUser, week?: number) =>
  h.as(
    user,
    h
      .api()
      .get(base)
      .query(week ? { gameId, week } : { gameId }),
  );
const playerDeck = (user: TestUser, playerId: string) =>
  h.as(user, h.api().get(`${base}/players/${playerId}`).query({ gameId }));
const weekList = (user: TestUser) => h.as(user, h.api().get(`${base}/week`).query({ gameId }));
/** The registered decks the caller may see, as `week:player`. */
const visible = async (user: TestUser) =>
  (await h.as(user, h.api().get(`${base}/visible`).query({ gameId })).expect(200)).body.registrations.map(
    ({ week, playerId }: { week: number; playerId: string }) => `${week}:${playerId}`,
  );
const closeAt = (user: TestUser, body: object) =>
  h.as(user, h.api().put(`${base}/week/close-time`).query({ gameId }).send(body));
/** A result of Ann and Bob's week-2 match reported, as matches announces it. */
const result = (
  winnerId: string | null,
  matchId = 'match-ann-bob',
  first = players.ann,
  second = players.bob,
) =>
  createEvent('match.result.recorded', 'matches', {
    version: 1,
    gameId,
    matchId,
    week: 2,
    firstPlayerId: first,
    secondPlayerId: second,
    winnerId,
    previousWinnerId: null,
  });

describe('PUT /rest/api/deck-registrations', () => {
  it('registers a frozen copy of the deck: later edits, ownership and banlist changes leave it as judged', async () => {
    const deckId = await deckWith(ann, 'Week deck');
    const registered = (await register(ann, deckId).expect(200)).body;
    expect(registered).toMatchObject({
      gameId,
      week: 2,
      playerId: players.ann,
      deckId,
      name: 'Week deck',
      cards: legalCards(),
      valid: true,
      reasons: [],
    });
    await h.save(ann, deckId, { name: 'Edited', cards: [main(mainIds[0], 1)] }).expect(200);
    await h.own(players.ann, []);
    expect((await mine(ann).expect(200)).body.registration).toEqual(registered);
    expect((await playerDeck(ann, players.ann).expect(200)).body).toEqual(registered);
  });

  it("judges at registration under the week's banlist and the copies owned then, and stores the reasons", async () => {
    await h.own(players.ann, [
      ...mainIds.map((id) => [id, 3] as const),
      ['20001', 1],
      ['20002', 1],
      ['20005', 1],
      [cardIds.raigeki, 1],
    ]);
    const cards = [
      ...legalCards().slice(0, 13),
      main(cardIds.raigeki, 2),
      extra('20001'),
      extra('20002'),
      extra('20005'),
    ];
    const deckId = await deckWith(ann, 'Two Raigeki', cards);
    const registered = (await register(ann, deckId).expect(200)).body;
    expect(registered.valid).toBe(false);
    expect(registered.reasons).toEqual([
      messages.decks.restrictedByBanlist('Raigeki', 1),
      messages.decks.cardNotOwned('Raigeki'),
    ]);
    // Owning the second copy later does not judge the registered copy again.
    await h.own(players.ann, [[cardIds.raigeki, 3]]);
    expect((await mine(ann).expect(200)).body.registration.reasons).toEqual(registered.reasons);
  });

  it('judges a deck with no cards as not legal (a new deck is no deck to play a week with)', async () => {
    const deckId = (await h.create(ann, { gameId }).expect(201)).body.id;
    expect((await register(ann, deckId).expect(200)).body).toMatchObject({
      valid: false,
      reasons: [messages.decks.tooFewCards(40)],
    });
  });

  it('replaces the registration when the player registers again before the close', async () => {
    await register(ann, await deckWith(ann, 'First')).expect(200);
    const second = await deckWith(ann, 'Second');
    await register(ann, second).expect(200);
    expect((await mine(ann).expect(200)).body.registration).toMatchObject({ deckId: second, name: 'Second' });
    expect(
      (await weekList(carl).expect(200)).body.players.filter(
        (p: { registration: unknown }) => p.registration,
      ),
    ).toHaveLength(1);
  });

  it("refuses another player's deck, a deck of another game and a deck that is not there (404), storing nothing", async () => {
    const bobs = await deckWith(bob, 'Bob');
    await register(ann, bobs).expect(404, { message: messages.decks.deckNotFound });
    await register(ann, '64d000000000000000000001').expect(404, { message: messages.decks.deckNotFound });
    expect(
      await RegistrationWeek.countDocuments({ 'registrations.64c000000000000000000001': { $exists: true } }),
    ).toBe(0);
  });

  it('refuses hostile input with a clear 400 and changes nothing', async () => {
    const deckId = await deckWith(ann, 'Deck');
    await register(ann, deckId).expect(200);
    const before = await RegistrationWeek.find().lean();
    const bad = [
      h.as(ann, h.api().put(base).query({ gameId: 'nope' }).send({ deckId })),
      h.as(
        ann,
        h
          .api()
          .put(base)
          .query({ gameId })
          .send({ deckId: { $ne: null } }),
      ),
      h.as(
        ann,
        h
          .api()
          .put(base)
          .query({ gameId })
          .send({ deckId: 'x'.repeat(10_000) }),
      ),
      h.as(ann, h.api().put(base).query({ gameId }).send([deckId])),
      h.as(ann, h.api().get(base).query({ gameId, week: 'abc' })),
      h.as(ann, h.api().get(base).query({ gameId, week: 0 })),
      h.as(ann, h.api().get(base).query({ gameId, week: 2.5 })),
      h.as(ann, h.api().get(`${base}/players/nope`).query({ gameId })),
      closeAt(carl, { week: 2, closesAt: 'tomorrow' }),
      closeAt(carl, { week: '2', closesAt: null }),
      closeAt(carl, { week: 2 }),
    ];
    for (const request of bad) {
      const response = await request;
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message).not.toMatch(/zod|expected|invalid_type/i);
    }
    await closeAt(carl, { week: 1, closesAt: null }).expect(400, {
      message: messages.deckRegistrations.closeTimeWeek(2),
      field: 'week',
    });
    await h
      .as(ann, h.api().get(base).query({ gameId, week: 3 }))
      .expect(404, { message: messages.errors.weekNotFound });
    expect(await RegistrationWeek.find().lean()).toEqual(before);
  });

  it('refuses registration before the game started (409)', async () => {
    const deckId = await deckWith(ann, 'Deck');
    h.state.activeWeek = 0;
    await register(ann, deckId).expect(409, { message: messages.deckRegistrations.notStarted });
  });
});

describe('closing', () => {
  it("closes on the week's first reported result, once: later results, redeliveries and resets change nothing", async () => {
    const deckId = await deckWith(ann, 'Deck');
    await register(ann, deckId).expect(200);
    // A reset (no winner) is no result: registration stays open.
    await closeRegistrations.handle(result(null), context);
    await register(ann, deckId).expect(200);

    const first = result(players.ann);
    await closeRegistrations.handle(first, context);
    const window = (await mine(ann).expect(200)).body.window;
    expect(window).toEqual({ week: 2, open: false, closesAt: null, closedAt: first.occurredAt });
    await register(ann, deckId).expect(409, { message: messages.deckRegistrations.closed(2) });
    await register(bob, await deckWith(bob, 'Late')).expect(409, {
      message: messages.deckRegistrations.closed(2),
    });

    const stored = await RegistrationWeek.findById(`${gameId}:2`).lean();
    await closeRegistrations.handle(first, context);
    await closeRegistrations.handle(
      result(players.carl, 'match-carl-bob', players.carl, players.bob),
      context,
    );
    const after = await RegistrationWeek.findById(`${gameId}:2`).lean();
    expect(after).toMatchObject({ closedAt: stored!.closedAt, closedByMatchId: 'match-ann-bob' });
    expect(after!.processedEvents).toEqual([first.id]);
    // The admin cannot reopen a week a result closed.
    await closeAt(carl, { week: 2, closesAt: null }).expect(200);
    await register(ann, deckId).expect(409);
  });

  it("closes at the admin's time, which the admin may move or clear", async () => {
    const deckId = await deckWith(ann, 'Deck');
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await closeAt(carl, { week: 2, closesAt: past }).expect(200)).body).toEqual({
      week: 2,
      open: false,
      closesAt: past,
      closedAt: null,
    });
    await register(ann, deckId).expect(409, { message: messages.deckRegistrations.closed(2) });
    const later = '2099-01-01T10:00:00.000Z';
    await closeAt(carl, { week: 2, closesAt: '2099-01-01T12:00:00+02:00' }).expect(200, {
      week: 2,
      open: true,
      closesAt: later,
      closedAt: null,
    });
    await register(ann, deckId).expect(200);
    // The next week's time is kept for it; the week being played is unchanged.
    expect((await closeAt(carl, { week: 3, closesAt: past }).expect(200)).body).toMatchObject({
      week: 3,
      open: false,
    });
    expect((await mine(ann).expect(200)).body.window).toMatchObject({ week: 2, open: true, closesAt: later });
    await closeAt(carl, { week: 2, closesAt: null }).expect(200, {
      week: 2,
      open: true,
      closesAt: null,
      closedAt: null,
    });
  });

  it('closes a week that is over: a registration goes to the active week, an earlier one reads closed', async () => {
    await register(ann, await deckWith(ann, 'Deck')).expect(200);
    h.state.activeWeek = 3;
    expect((await mine(ann, 2).expect(200)).body).toMatchObject({
      window: { week: 2, open: false },
      registration: { week: 2, name: 'Deck' },
    });
    expect((await mine(ann).expect(200)).body).toMatchObject({
      window: { week: 3, open: true },
      registration: null,
    });
  });
});

describe('seeing registered decks', () => {
  it("shows both players each other's registered deck once their result is reported, and no one else", async () => {
    const annDeck = (await register(ann, await deckWith(ann, 'Ann deck')).expect(200)).body;
    const bobDeck = (await register(bob, await deckWith(bob, 'Bob deck')).expect(200)).body;
    await playerDeck(bob, players.ann).expect(404, { message: messages.deckRegistrations.notFound });
    expect((await mine(bob).expect(200)).body.opponents).toEqual([]);

    await closeRegistrations.handle(result(players.bob), context);
    expect((await playerDeck(bob, players.ann).expect(200)).body).toEqual(annDeck);
    expect((await playerDeck(ann, players.bob).expect(200)).body).toEqual(bobDeck);
    expect((await mine(bob).expect(200)).body.opponents).toEqual([
      { playerId: players.ann, username: 'ann' },
    ]);
    // Carl, the admin, sees any; a reset keeps what was shown.
    await playerDeck(carl, players.ann).expect(200);
    await closeRegistrations.handle(
      { ...result(null), data: { ...result(null).data, previousWinnerId: players.bob } },
      context,
    );
    await playerDeck(bob, players.ann).expect(200);
    // Another week's match shows nothing of this week's.
    h.state.activeWeek = 3;
    await playerDeck(bob, players.ann).expect(404);
  });

  it('lists the registered decks each caller may see, of every started week, and only registered ones', async () => {
    const { ann: a, bob: b, carl: c } = players;
    await register(ann, await deckWith(ann, 'Ann deck')).expect(200);
    await register(bob, await deckWith(bob, 'Bob deck')).expect(200);
    await register(carl, await deckWith(carl, 'Carl deck')).expect(200);
    // Before any result: each player their own; the admin every one.
    expect(await visible(ann)).toEqual([`2:${a}`]);
    expect(await visible(bob)).toEqual([`2:${b}`]);
    expect(await visible(carl)).toEqual([`2:${a}`, `2:${b}`, `2:${c}`]);

    await closeRegistrations.handle(result(players.bob), context);
    expect(await visible(ann)).toEqual([`2:${a}`, `2:${b}`]);
    expect(await visible(bob)).toEqual([`2:${a}`, `2:${b}`]);

    // Week 3: Ann registers, Bob does not; their week-3 result shows Bob Ann's deck, Ann none of Bob's.
    h.state.activeWeek = 3;
    await register(ann, await deckWith(ann, 'Ann week 3')).expect(200);
    await closeRegistrations.handle(
      createEvent('match.result.recorded', 'matches', {
        ...result(players.ann).data,
        matchId: 'match-ann-bob-3',
        week: 3,
      }),
      context,
    );
    expect(await visible(ann)).toEqual([`2:${a}`, `2:${b}`, `3:${a}`]);
    expect(await visible(bob)).toEqual([`2:${a}`, `2:${b}`, `3:${a}`]);
    expect(await visible(carl)).toEqual([`2:${a}`, `2:${b}`, `2:${c}`, `3:${a}`]);
    // Each listed registration opens; Bob's unlisted week-3 one is the 404 of a deck that is not there.
    await h.as(ann, h.api().get(`${base}/players/${b}`).query({ gameId, week: 2 })).expect(200);
    await h
      .as(ann, h.api().get(`${base}/players/${b}`).query({ gameId, week: 3 }))
      .expect(404, { message: messages.deckRegistrations.notFound });

    // A week not started yet is not listed, even when its document exists (the admin's closing time).
    await closeAt(carl, { week: 4, closesAt: '2099-01-01T10:00:00Z' }).expect(200);
    expect(await visible(carl)).toEqual([`2:${a}`, `2:${b}`, `2:${c}`, `3:${a}`]);
  });

  it('lists nothing before the game starts', async () => {
    h.state.activeWeek = 0;
    expect(await visible(carl)).toEqual([]);
    expect(await visible(ann)).toEqual([]);
  });

  it('lists every player of the week to the admin with their registration, flagging those without a legal one', async () => {
    await register(ann, await deckWith(ann, 'Legal')).expect(200);
    await register(bob, (await h.create(bob, { gameId }).expect(201)).body.id).expect(200);
    const listed = (await weekList(carl).expect(200)).body;
    expect(listed.window).toEqual({ week: 2, open: true, closesAt: null, closedAt: null });
    expect(
      listed.players.map(
        (p: { username: string; flag: string | null; registration: { name: string } | null }) => [
          p.username,
          p.registration?.name ?? null,
          p.flag,
        ],
      ),
    ).toEqual([
      ['ann', 'Legal', null],
      ['bob', 'New deck', 'NOT_LEGAL'],
      ['carl', null, 'NOT_REGISTERED'],
    ]);
  });
});
