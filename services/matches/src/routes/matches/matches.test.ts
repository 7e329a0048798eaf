import { messages } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler, type EventBus } from '@progression/service-kit';
import { eventually, refusalBodies, type TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { matchIdOf } from '../../domain/match-id';
import { Match } from '../../models/match';
import { activeWeekInGames, api, auth, newId, seedGame, startMatchesService } from '../../testing/league';
import { League } from '../../models/league';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startMatchesService();
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const put = (matchId: string, winnerId: unknown) =>
  api(service).put(`/rest/api/matches/${matchId}`).send({ winnerId });

/** Two games: ann (admin), bob, cat play in one; dan administers the other; eve plays in none. */
async function world(weeks = 1) {
  const game = await seedGame(['ann', 'bob', 'cat'], weeks);
  const other = await seedGame(['dan', 'fay']);
  const [ann, bob, cat] = game.players as [
    (typeof game.players)[0],
    (typeof game.players)[0],
    (typeof game.players)[0],
  ];
  const eve = { id: newId('64c'), username: 'eve' };
  const matchOf = (week: number, a: { playerId: string }, b: { playerId: string }) =>
    matchIdOf(game.gameId, week, a.playerId, b.playerId);
  return { game, other, ann, bob, cat, dan: other.admin, eve, matchOf };
}

describe('GET /rest/api/matches?game=', () => {
  it("answers the game's matches, in week order, to its players only", async () => {
    const { game, ann, bob, dan, eve } = await world(2);
    const response = await api(service)
      .get(`/rest/api/matches?game=${game.gameId}`)
      .set(auth(bob))
      .expect(200);
    expect(response.body.matches).toHaveLength(6);
    expect(response.body.matches.map((match: { weekNum: number }) => match.weekNum)).toEqual([
      1, 1, 1, 2, 2, 2,
    ]);
    expect(response.body.matches[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      gameId: game.gameId,
      weekId: game.weekIds[0],
      weekNum: 1,
      round: 1,
      firstPlayerId: expect.any(String),
      secondPlayerId: expect.any(String),
      winnerId: null,
      resultStatus: null,
      score: null,
      reported: null,
    });
    await api(service).get(`/rest/api/matches?game=${game.gameId}`).set(auth(ann)).expect(200);
    for (const stranger of [dan, eve])
      await api(service).get(`/rest/api/matches?game=${game.gameId}`).set(auth(stranger)).expect(404);
    await api(service).get(`/rest/api/matches?game=${game.gameId}`).expect(401);
  });

  it('refuses a malformed or missing game id with 400', async () => {
    const { ann } = await world();
    for (const query of ['', '?game=', '?game=nope', '?game[$ne]=x'])
      expect(
        (await api(service).get(`/rest/api/matches${query}`).set(auth(ann)).expect(400)).body.message,
      ).toEqual(expect.any(String));
  });
});

describe('PUT /rest/api/matches/{id}', () => {
  it('route x role: anonymous 401, stranger and other admin 404, outsider player 403, both players and the admin 200', async () => {
    const { game, ann, bob, cat, dan, eve, matchOf } = await world();
    const bobCat = matchOf(1, bob, cat);
    await put(bobCat, bob.playerId).expect(401);
    for (const stranger of [dan, eve])
      expect((await put(bobCat, bob.playerId).set(auth(stranger)).expect(404)).body.message).toBe(
        messages.matches.matchNotFound,
      );
    // ann is the admin: she may set it; a player outside the match may not.
    const annBob = matchOf(1, ann, bob);
    expect((await put(annBob, ann.playerId).set(auth(cat)).expect(403)).body.message).toBe(
      messages.matches.notInMatch,
    );
    // Refused alike whatever the body: it is read only once access is granted.
    const putBody = (matchId: string, body: object | undefined) => {
      const test = api(service).put(`/rest/api/matches/${matchId}`);
      return body ? test.send(body) : test;
    };
    for (const body of refusalBodies({ winnerId: bob.playerId })) {
      await putBody(bobCat, body).expect(401);
      for (const stranger of [dan, eve]) await putBody(bobCat, body).set(auth(stranger)).expect(404);
      await putBody(annBob, body).set(auth(cat)).expect(403, { message: messages.matches.notInMatch });
    }
    expect((await put(bobCat, cat.playerId).set(auth(bob)).expect(200)).body.winnerId).toBe(cat.playerId);
    expect((await put(bobCat, bob.playerId).set(auth(cat)).expect(200)).body.winnerId).toBe(bob.playerId);
    // The list (served from a per-game cache) follows every write.
    const listed = async () =>
      (
        await api(service).get(`/rest/api/matches?game=${game.gameId}`).set(auth(ann)).expect(200)
      ).body.matches.find((match: { id: string }) => match.id === bobCat).winnerId;
    expect(await listed()).toBe(bob.playerId);
    expect((await put(bobCat, '').set(auth(ann)).expect(200)).body.winnerId).toBeNull();
    expect(await listed()).toBeNull();
    expect((await put(bobCat, null).set(auth(bob)).expect(200)).body.winnerId).toBeNull();
  });

  it('refuses a winner outside the match and malformed input with 400, changing nothing', async () => {
    const { ann, bob, cat, matchOf } = await world();
    const bobCat = matchOf(1, bob, cat);
    const refused = await put(bobCat, ann.playerId).set(auth(bob)).expect(400);
    expect(refused.body).toEqual({ message: messages.matches.winnerNotInMatch, field: 'winnerId' });
    for (const winnerId of [42, { $ne: null }, ['x'], 'x'.repeat(300), true])
      await put(bobCat, winnerId).set(auth(bob)).expect(400);
    await api(service).put('/rest/api/matches/not-an-id').set(auth(bob)).send({ winnerId: '' }).expect(400);
    await api(service).put(`/rest/api/matches/${bobCat}`).set(auth(bob)).send('nonsense').expect(400);
    expect((await Match.findById(bobCat).lean())!.winnerId).toBeNull();
    await put(newId('64b'), '').set(auth(bob)).expect(404);
  });

  it('keeps an old week closed to players ("too old") and lets the admin correct it, recorded', async () => {
    const { ann, bob, cat, matchOf } = await world(2);
    const old = matchOf(1, bob, cat);
    expect((await put(old, bob.playerId).set(auth(bob)).expect(403)).body.message).toBe(
      messages.matches.matchTooOld,
    );
    expect((await Match.findById(old).lean())!.winnerId).toBeNull();
    await put(old, cat.playerId).set(auth(ann)).expect(200);
    const corrected = await Match.findById(old).lean();
    expect(corrected!.winnerId).toBe(cat.playerId);
    expect(corrected!.correction).toEqual({ byUserId: ann.id, at: expect.any(Date), previousWinnerId: null });
    // The active week stays open to its players.
    await put(matchOf(2, bob, cat), bob.playerId)
      .set(auth(bob))
      .expect(200);
  });

  it('closes a week from the instant games starts the next, before this service hears of it, also for a result already set', async () => {
    const { game, bob, cat, matchOf } = await world(1);
    const bobCat = matchOf(1, bob, cat);
    const recorded = await put(bobCat, bob.playerId).set(auth(bob)).expect(200);
    // The write answers the stream sequence of its match.result.recorded, for the reads after it.
    expect(Number(recorded.headers['progression-consistency'])).toBeGreaterThan(0);
    // Games started week 2; game.week.started is not applied here yet (the copy still says week 1).
    activeWeekInGames.set(game.gameId, 2);
    expect((await League.findById(game.gameId).lean())!.activeWeek).toBe(1);
    for (const winnerId of [cat.playerId, ''])
      expect((await put(bobCat, winnerId).set(auth(bob)).expect(403)).body.message).toBe(
        'This match is too old to be updated. Please contact a system admin.',
      );
    expect((await Match.findById(bobCat).lean())!.winnerId).toBe(bob.playerId);
  });

  it('records match.result.recorded with the previous winner, consistent under two reports at once', async () => {
    const { bob, cat, matchOf } = await world();
    const bobCat = matchOf(1, bob, cat);
    const published: { winnerId: string | null; previousWinnerId: string | null }[] = [];
    const unsubscribe = await listen(published, bobCat);
    await put(bobCat, bob.playerId).set(auth(bob)).expect(200);
    await Promise.all([
      put(bobCat, cat.playerId).set(auth(cat)).expect(200),
      put(bobCat, bob.playerId).set(auth(bob)).expect(200),
    ]);
    const final = (await Match.findById(bobCat).lean())!.winnerId;
    await eventually('the handler', async () => published.length >= 2);
    await new Promise((wait) => setTimeout(wait, 300));
    await unsubscribe();
    // Each event's previous winner is the one before it: replaying them ends at the stored winner.
    let winner: string | null = null;
    for (const event of published) {
      expect(event.previousWinnerId).toBe(winner);
      winner = event.winnerId;
    }
    expect(winner).toBe(final);
    expect(published[0]).toEqual({ winnerId: bob.playerId, previousWinnerId: null });
  });
});

let listeners = 0;
/** Collects the match's match.result.recorded events as a consumer of another service receives them. */
async function listen(into: { winnerId: string | null; previousWinnerId: string | null }[], matchId: string) {
  listeners += 1;
  const logger = createLogger('listener', 'silent');
  const bus: EventBus = await connectEvents({ url: service.infra.natsUrl, serviceName: 'listener', logger });
  await bus.consume(
    defineHandler({
      name: `results-${listeners}`,
      events: ['match.result.recorded'],
      startFrom: 'new',
      handle: async ({ data }) => {
        if (data.matchId === matchId)
          into.push({ winnerId: data.winnerId, previousWinnerId: data.previousWinnerId });
      },
    }),
  );
  // bus.drain() also stops the bus's dead-letter replay timer, which must not outlive the test.
  return () => bus.drain();
}
