import { messages, type EventData, type MatchLegsResponse } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler, type EventBus } from '@progression/service-kit';
import { eventually, refusalBodies, type TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { autoConfirmDue, startAutoConfirmSweep } from '../../domain/auto-confirm';
import { matchIdOf } from '../../domain/match-id';
import { League } from '../../models/league';
import { Match } from '../../models/match';
import { api, auth, newId, seedGame, startMatchesService } from '../../testing/league';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startMatchesService();
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

type Heard =
  | { type: 'match.result.recorded'; data: EventData<'match.result.recorded'> }
  | { type: 'match.result.reported'; data: EventData<'match.result.reported'> }
  | { type: 'match.result.disputed'; data: EventData<'match.result.disputed'> };

let listeners = 0;
/** Every result event of the game, as another service's consumer receives them. */
async function listen(gameId: string) {
  listeners += 1;
  const heard: Heard[] = [];
  const logger = createLogger('listener', 'silent');
  const bus: EventBus = await connectEvents({ url: service.infra.natsUrl, serviceName: 'listener', logger });
  await bus.consume(
    defineHandler({
      name: `confirmed-results-${listeners}`,
      events: ['match.result.recorded', 'match.result.reported', 'match.result.disputed'],
      startFrom: 'new',
      handle: async (event) => {
        if (event.data.gameId === gameId) heard.push({ type: event.type, data: event.data } as Heard);
      },
    }),
  );
  return { heard, stop: () => bus.drain() };
}
const settle = () => new Promise((wait) => setTimeout(wait, 300));

/** ann (admin), bob and cat play a game that confirms results; dan administers another; eve plays in none. */
async function world(
  config: { confirmResults?: boolean; autoConfirmHours?: number } = { confirmResults: true },
) {
  const game = await seedGame(['ann', 'bob', 'cat'], 1, config);
  const other = await seedGame(['dan', 'fay']);
  const [ann, bob, cat] = game.players as [
    (typeof game.players)[0],
    (typeof game.players)[0],
    (typeof game.players)[0],
  ];
  const eve = { id: newId('64c'), username: 'eve' };
  const bobCat = matchIdOf(game.gameId, 1, bob.playerId, cat.playerId);
  return { game, ann, bob, cat, dan: other.admin, eve, bobCat };
}

const put = (matchId: string, body: object) => api(service).put(`/rest/api/matches/${matchId}`).send(body);
const confirm = (matchId: string) => api(service).post(`/rest/api/matches/${matchId}/confirm`);
const dispute = (matchId: string, body?: unknown) => {
  const test = api(service).post(`/rest/api/matches/${matchId}/dispute`);
  return body === undefined ? test : test.send(body as object);
};
const standingsOf = async (gameId: string, user: { id: string; username: string }) =>
  (await api(service).get(`/rest/api/match-legs?gameId=${gameId}`).set(auth(user)).expect(200))
    .body as MatchLegsResponse;
const winsOf = (legs: MatchLegsResponse, username: string) =>
  legs.standings.find((line) => line.username === username)?.wins;

describe('confirmed results: PUT /rest/api/matches/{id} with confirmResults on', () => {
  it("keeps a player's result pending (uncounted) until the opponent confirms; counts it once then", async () => {
    const { game, bob, cat, bobCat } = await world();
    const events = await listen(game.gameId);
    const reported = await put(bobCat, { winnerId: bob.playerId, score: '2-1' }).set(auth(bob)).expect(200);
    expect(reported.body).toMatchObject({
      winnerId: null,
      resultStatus: 'PENDING',
      score: null,
      reported: { winnerId: bob.playerId, score: '2-1', reportedByPlayerId: bob.playerId, dispute: null },
    });
    const hours =
      (Date.parse(reported.body.reported.autoConfirmAt) - Date.parse(reported.body.reported.reportedAt)) /
      3_600_000;
    expect(hours).toBe(48);
    expect(winsOf(await standingsOf(game.gameId, cat), 'bob')).toBe(0);

    // The opponent confirms: counted, with its score, in the standings and the game-win percentage.
    const confirmed = await confirm(bobCat).set(auth(cat)).expect(200);
    expect(confirmed.body).toMatchObject({
      winnerId: bob.playerId,
      resultStatus: 'CONFIRMED',
      score: '2-1',
      reported: null,
    });
    expect(winsOf(await standingsOf(game.gameId, cat), 'bob')).toBe(1);
    // Confirming again is refused and changes nothing.
    expect((await confirm(bobCat).set(auth(cat)).expect(409)).body.message).toBe(
      messages.matchResults.notPending,
    );

    await eventually('the events', async () => events.heard.length >= 2);
    await settle();
    await events.stop();
    expect(events.heard.map((each) => each.type)).toEqual(['match.result.reported', 'match.result.recorded']);
    expect(events.heard[0]!.data).toMatchObject({
      winnerId: bob.playerId,
      score: '2-1',
      reporter: { playerId: bob.playerId, userId: bob.id, username: 'bob' },
      opponent: { playerId: cat.playerId, userId: cat.id, username: 'cat' },
    });
    expect(events.heard[1]!.data).toMatchObject({ winnerId: bob.playerId, previousWinnerId: null });
  });

  it('lets the reporter replace or withdraw their pending result; the opponent and a confirmed result are refused', async () => {
    const { ann, bob, cat, bobCat } = await world();
    await put(bobCat, { winnerId: bob.playerId }).set(auth(bob)).expect(200);
    // The opponent answers with confirm or dispute, not with a result of their own.
    expect((await put(bobCat, { winnerId: cat.playerId }).set(auth(cat)).expect(409)).body.message).toBe(
      messages.matchResults.opponentReported,
    );
    const replaced = await put(bobCat, { winnerId: bob.playerId, score: '2-0' }).set(auth(bob)).expect(200);
    expect(replaced.body.reported).toMatchObject({ score: '2-0' });
    const withdrawn = await put(bobCat, { winnerId: '' }).set(auth(bob)).expect(200);
    expect(withdrawn.body).toMatchObject({ resultStatus: null, reported: null, winnerId: null });
    // Nothing to confirm now.
    await confirm(bobCat).set(auth(cat)).expect(409);

    await put(bobCat, { winnerId: cat.playerId, score: '1-0' }).set(auth(bob)).expect(200);
    await confirm(bobCat).set(auth(cat)).expect(200);
    for (const player of [bob, cat])
      expect((await put(bobCat, { winnerId: bob.playerId }).set(auth(player)).expect(409)).body.message).toBe(
        messages.matchResults.confirmedAdminOnly,
      );
    // The admin's word is final: her change is confirmed at once.
    const byAdmin = await put(bobCat, { winnerId: bob.playerId, score: '2-1' }).set(auth(ann)).expect(200);
    expect(byAdmin.body).toMatchObject({ winnerId: bob.playerId, resultStatus: 'CONFIRMED', score: '2-1' });
  });

  it('a dispute waits for the admin, who resolves it (final); the admins are told', async () => {
    const { game, ann, bob, cat, bobCat } = await world();
    const events = await listen(game.gameId);
    await put(bobCat, { winnerId: bob.playerId, score: '2-0' }).set(auth(bob)).expect(200);
    const disputed = await dispute(bobCat, { reason: '  I won the third game  ' }).set(auth(cat)).expect(200);
    expect(disputed.body).toMatchObject({
      resultStatus: 'DISPUTED',
      winnerId: null,
      reported: {
        winnerId: bob.playerId,
        dispute: { byPlayerId: cat.playerId, reason: 'I won the third game' },
      },
    });
    await confirm(bobCat).set(auth(cat)).expect(409);
    for (const player of [bob, cat])
      expect((await put(bobCat, { winnerId: cat.playerId }).set(auth(player)).expect(409)).body.message).toBe(
        messages.matchResults.disputedAdminOnly,
      );
    expect(winsOf(await standingsOf(game.gameId, ann), 'bob')).toBe(0);
    // The sweep leaves a disputed result alone, however late.
    expect(await autoConfirmDue(new Date(Date.now() + 1000 * 3_600_000))).toBe(0);

    const resolved = await put(bobCat, { winnerId: cat.playerId, score: '2-1' }).set(auth(ann)).expect(200);
    expect(resolved.body).toMatchObject({
      winnerId: cat.playerId,
      resultStatus: 'CONFIRMED',
      score: '2-1',
      reported: null,
    });
    expect(winsOf(await standingsOf(game.gameId, ann), 'cat')).toBe(1);

    await eventually('the events', async () => events.heard.length >= 3);
    await settle();
    await events.stop();
    expect(events.heard.map((each) => each.type)).toEqual([
      'match.result.reported',
      'match.result.disputed',
      'match.result.recorded',
    ]);
    expect(events.heard[1]!.data).toMatchObject({
      reason: 'I won the third game',
      disputedBy: { playerId: cat.playerId },
      admins: [{ playerId: ann.playerId, userId: ann.id, username: 'ann' }],
    });
  });

  it('with confirmResults off, a result counts at once as before, with its score', async () => {
    const { game, bob, cat, bobCat } = await world({});
    const events = await listen(game.gameId);
    const body = (await put(bobCat, { winnerId: cat.playerId, score: '2-1' }).set(auth(bob)).expect(200))
      .body;
    expect(body).toMatchObject({
      winnerId: cat.playerId,
      resultStatus: 'CONFIRMED',
      score: '2-1',
      reported: null,
    });
    await confirm(bobCat).set(auth(bob)).expect(409);
    const legs = await standingsOf(game.gameId, cat);
    expect(winsOf(legs, 'cat')).toBe(1);
    await eventually('the event', async () => events.heard.length >= 1);
    await settle();
    await events.stop();
    expect(events.heard.map((each) => each.type)).toEqual(['match.result.recorded']);
  });
});

describe('POST /rest/api/matches/{id}/confirm and /dispute', () => {
  it('route x role: anonymous 401, strangers 404, players outside the match and the admin 403, the reporter 403, the opponent 200', async () => {
    const { ann, bob, cat, dan, eve, bobCat } = await world();
    await put(bobCat, { winnerId: bob.playerId }).set(auth(bob)).expect(200);
    const valid = { reason: 'Not what happened' };
    for (const body of refusalBodies(valid)) {
      await dispute(bobCat, body).expect(401);
      for (const stranger of [dan, eve])
        expect((await dispute(bobCat, body).set(auth(stranger)).expect(404)).body.message).toBe(
          messages.matches.matchNotFound,
        );
      // ann is the admin but not in the match: she sets the result instead.
      expect((await dispute(bobCat, body).set(auth(ann)).expect(403)).body.message).toBe(
        messages.matches.notInMatch,
      );
      expect((await dispute(bobCat, body).set(auth(bob)).expect(403)).body.message).toBe(
        messages.matchResults.notOpponent,
      );
    }
    await confirm(bobCat).expect(401);
    for (const stranger of [dan, eve]) await confirm(bobCat).set(auth(stranger)).expect(404);
    await confirm(bobCat).set(auth(ann)).expect(403);
    await confirm(bobCat).set(auth(bob)).expect(403);
    expect((await Match.findById(bobCat).lean())!.resultStatus).toBe('PENDING');
    await confirm(bobCat).set(auth(cat)).expect(200);
    await confirm(newId('64b')).set(auth(cat)).expect(404);
    await confirm('not-an-id').set(auth(cat)).expect(400);
    // The same routes as a user, for the chat bot.
    await api(service)
      .post(`/internal/as-user/${cat.id}/rest/api/matches/${bobCat}/confirm`)
      .set(auth(cat))
      .expect(403);
  });

  it('refuses a hostile or missing reason, a bad score and a score without a winner with 400, changing nothing', async () => {
    const { bob, cat, bobCat } = await world();
    for (const body of [
      { winnerId: bob.playerId, score: '3-0' },
      { winnerId: bob.playerId, score: { $ne: null } },
      { winnerId: bob.playerId, score: 21 },
    ])
      expect((await put(bobCat, body).set(auth(bob)).expect(400)).body.message).toBe(
        messages.matchResults.invalidScore,
      );
    expect((await put(bobCat, { winnerId: '', score: '2-0' }).set(auth(bob)).expect(400)).body.message).toBe(
      messages.matchResults.scoreNeedsWinner,
    );
    expect((await Match.findById(bobCat).lean())!.resultStatus ?? null).toBeNull();
    await put(bobCat, { winnerId: bob.playerId }).set(auth(bob)).expect(200);
    for (const body of [
      {},
      { reason: '' },
      { reason: '    ' },
      { reason: 'x'.repeat(501) },
      { reason: 42 },
      { reason: { $ne: null } },
      { reason: ['a'] },
    ])
      expect((await dispute(bobCat, body).set(auth(cat)).expect(400)).body.message).toBe(
        messages.matchResults.reasonRange(500),
      );
    await dispute(bobCat, 'nonsense').set(auth(cat)).set('content-type', 'application/json').expect(400);
    expect((await Match.findById(bobCat).lean())!.resultStatus).toBe('PENDING');
    await dispute(bobCat, { reason: 'x'.repeat(500) })
      .set(auth(cat))
      .expect(200);
  });
});

describe('auto-confirm', () => {
  it('confirms an unanswered result once its time has passed, exactly once with two sweepers and a restart', async () => {
    const { game, bob, cat, bobCat } = await world({ confirmResults: true, autoConfirmHours: 1 });
    const annCat = matchIdOf(game.gameId, 1, game.admin.playerId, cat.playerId);
    const events = await listen(game.gameId);
    await put(bobCat, { winnerId: bob.playerId, score: '2-0' }).set(auth(bob)).expect(200);
    // Not yet due: nothing happens.
    expect(await autoConfirmDue()).toBe(0);
    // Due: two replicas sweeping at the same instant confirm it once between them.
    const later = new Date(Date.now() + 2 * 3_600_000);
    const counts = await Promise.all([autoConfirmDue(later), autoConfirmDue(later)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(await Match.findById(bobCat).lean()).toMatchObject({
      winnerId: bob.playerId,
      resultStatus: 'CONFIRMED',
      score: '2-0',
    });

    // A second pending result, made due by moving its time back; two running sweeps, one restarted.
    await put(annCat, { winnerId: cat.playerId }).set(auth(cat)).expect(200);
    await Match.updateOne(
      { _id: annCat },
      { $set: { 'reported.autoConfirmAt': new Date(Date.now() - 1000) } },
    );
    const logger = createLogger('sweep', 'silent');
    const first = startAutoConfirmSweep(logger, { intervalMs: 5, outbox: undefined });
    let second = startAutoConfirmSweep(logger, { intervalMs: 5 });
    await second.stop();
    second = startAutoConfirmSweep(logger, { intervalMs: 5 });
    await eventually(
      'confirmed by a sweep',
      async () => (await Match.findById(annCat).lean())?.resultStatus === 'CONFIRMED',
    );
    await new Promise((wait) => setTimeout(wait, 100));
    await Promise.all([first.stop(), second.stop()]);
    await service.outbox?.flush(annCat);
    await service.outbox?.flush(bobCat);

    await eventually('the events', async () => events.heard.length >= 4);
    await settle();
    await events.stop();
    const recorded = events.heard.filter((each) => each.type === 'match.result.recorded');
    expect(recorded.map((each) => each.data.matchId).sort()).toEqual([annCat, bobCat].sort());
  });
});

describe('Swiss with confirmResults on', () => {
  it('pairs the next round only once the results are confirmed', async () => {
    const { game, bob, cat, bobCat } = await world();
    // The seeded week is a round robin; make it a Swiss week of two rounds whose round 1 is bob v cat.
    const week = (await League.findById(game.gameId).lean())!.weeks[0]!;
    const pairs = [[bob.playerId, cat.playerId].sort()];
    const swissWeek = {
      ...week,
      pairing: 'SWISS',
      swissRounds: 2,
      rounds: [{ round: 1, pairs, bye: game.admin.playerId }],
    };
    await League.collection.updateOne({ _id: game.gameId as never }, { $set: { weeks: [swissWeek] } });
    await Match.deleteMany({ gameId: game.gameId, _id: { $ne: bobCat } });
    await put(bobCat, { winnerId: bob.playerId, score: '2-1' }).set(auth(bob)).expect(200);
    expect((await League.findById(game.gameId).lean())!.weeks[0]!.rounds).toHaveLength(1);
    expect(
      (await standingsOf(game.gameId, bob)).swissStandings.find((line) => line.username === 'bob'),
    ).toMatchObject({
      matchPoints: 0,
    });
    await confirm(bobCat).set(auth(cat)).expect(200);
    expect((await League.findById(game.gameId).lean())!.weeks[0]!.rounds).toHaveLength(2);
    // The confirmed 2-1 feeds the game-win percentage: bob 2 of 3 games; cat 1 of 3, and then round 2's
    // bye (one game won, 3 points): 2 of 4.
    const swiss = (await standingsOf(game.gameId, bob)).swissStandings;
    expect(swiss.find((line) => line.username === 'bob')).toMatchObject({ matchPoints: 3, gameWin: 2 / 3 });
    expect(swiss.find((line) => line.username === 'cat')).toMatchObject({
      losses: 1,
      matchPoints: 3,
      gameWin: 0.5,
    });
  });
});
