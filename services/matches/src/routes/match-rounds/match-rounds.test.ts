import { messages, type InternalGame, type MatchesResponse } from '@progression/contracts';
import { eventually, testGameEvents, type TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { League } from '../../models/league';
import { Match } from '../../models/match';
import {
  activeWeekInGames,
  api,
  auth,
  newId,
  seedGame,
  startMatchesService,
  type TestUser,
} from '../../testing/league';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startMatchesService();
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

/** A game as games' events describe it; the first player is its admin. */
const gameOf = (gameId: string, playerIds: string[]): InternalGame => ({
  game: {
    id: gameId,
    name: 'Swiss league',
    status: 'IN_PROGRESS',
    activeWeek: 0,
    started: new Date(0).toISOString(),
    inviteCode: 'SWISS',
    weeks: [],
    playerIds,
    modeId: newId('64b'),
    cardGameType: 'YUGIOH',
    settings: { givePriorDraftsToLateJoiners: false },
  },
  players: playerIds.map((id, index) => ({
    id,
    userId: `64c${id.slice(3)}`,
    gameId,
    username: `player ${id.slice(-3)}`,
    isAdmin: index === 0,
    activeDrafts: [],
  })),
  plan: { cardPools: [], weeks: [], draftConfig: { steps: [] } } as unknown as InternalGame['plan'],
});
const userOf = (playerId: string): TestUser => ({
  id: `64c${playerId.slice(3)}`,
  username: `player ${playerId.slice(-3)}`,
});

/** A game of `count` players in Swiss with `rounds` rounds a week, its week 1 started. */
async function swissGame(count: number, rounds: number) {
  const gameId = newId('64a');
  const playerIds = Array.from({ length: count }, () => newId('64d'));
  const events = testGameEvents(gameOf(gameId, playerIds));
  for (const playerId of playerIds) await service.events!.publish(events.playerJoined(playerId, 0));
  await eventually(
    'every player stored',
    async () => (await League.findById(gameId).lean())?.players.length === count,
  );
  const admin = userOf(playerIds[0]!);
  await api(service)
    .put(`/rest/api/match-config?gameId=${gameId}`)
    .set(auth(admin))
    .send({ legsEnabled: false, legLength: 0, placementScores: [], pairing: 'SWISS', swissRounds: rounds })
    .expect(200);
  activeWeekInGames.set(gameId, 1);
  await service.events!.publish(events.weekStarted(1));
  return { gameId, playerIds, admin, events };
}

const listOf = async (gameId: string, user: TestUser) =>
  (await api(service).get(`/rest/api/matches?game=${gameId}`).set(auth(user)).expect(200))
    .body as MatchesResponse;

const pairKey = (match: { firstPlayerId: string; secondPlayerId: string }) =>
  `${match.firstPlayerId}|${match.secondPlayerId}`;

describe('Swiss rounds', () => {
  it('pairs round 1 at the week start and the next round once every result is in, with a bye for an odd count', async () => {
    const { gameId, playerIds, admin } = await swissGame(5, 3);
    const first = await eventually('round 1 paired', async () => {
      const list = await listOf(gameId, admin);
      return list.matches.length === 2 ? list : null;
    });
    expect(first.matches.every((match) => match.round === 1)).toBe(true);
    expect(first.byes).toHaveLength(1);
    const firstBye = first.byes[0]!;
    expect(firstBye).toMatchObject({ weekNum: 1, round: 1 });
    expect(playerIds).toContain(firstBye.playerId);

    // A redelivered week start pairs nothing more.
    const events = testGameEvents(gameOf(gameId, playerIds));
    await service.events!.publish({ ...events.weekStarted(1), id: newId('64f') });

    for (const match of first.matches)
      await api(service)
        .put(`/rest/api/matches/${match.id}`)
        .set(auth(userOf(match.firstPlayerId)))
        .send({ winnerId: match.firstPlayerId })
        .expect(200);
    const second = await listOf(gameId, admin);
    const roundTwo = second.matches.filter((match) => match.round === 2);
    expect(roundTwo).toHaveLength(2);
    expect(second.byes).toHaveLength(2);
    expect(second.byes[1]!.playerId).not.toBe(firstBye.playerId);
    const roundOnePairs = new Set(first.matches.map(pairKey));
    expect(roundTwo.filter((match) => roundOnePairs.has(pairKey(match)))).toEqual([]);
    // The winners of round 1 (3 points each) meet each other.
    const winners = new Set(first.matches.map((match) => match.firstPlayerId));
    expect(
      roundTwo.some((match) => winners.has(match.firstPlayerId) && winners.has(match.secondPlayerId)),
    ).toBe(true);

    // The admin pairs round 3 while round 2 is open; then every round of the week is paired.
    const third = await api(service)
      .post(`/rest/api/match-rounds?gameId=${gameId}`)
      .set(auth(admin))
      .expect(200);
    expect(third.body).toMatchObject({ weekNum: 1, round: 3 });
    expect(third.body.matches).toHaveLength(2);
    expect(playerIds).toContain(third.body.byePlayerId);
    await api(service)
      .post(`/rest/api/match-rounds?gameId=${gameId}`)
      .set(auth(admin))
      .expect(400, { message: messages.matches.allRoundsPaired });
    expect(await Match.countDocuments({ gameId })).toBe(6);

    // The standings count the byes as wins, with their tiebreakers.
    const legs = await api(service).get(`/rest/api/match-legs?gameId=${gameId}`).set(auth(admin)).expect(200);
    expect(legs.body.swissStandings).toHaveLength(5);
    const byeCounts = legs.body.swissStandings.map((line: { byes: number }) => line.byes);
    expect(byeCounts.reduce((sum: number, byes: number) => sum + byes, 0)).toBe(3);
    expect(Math.max(...byeCounts)).toBe(1);
    for (const line of legs.body.swissStandings) {
      expect(line.matchPoints).toBe((line.wins + line.byes) * 3);
      expect(line.opponentsMatchWin).toBeGreaterThanOrEqual(0);
      expect(line.gameWin).toBeLessThanOrEqual(1);
    }
  });

  it('pairs each round once when the admin asks five times at once', async () => {
    const { gameId, admin } = await swissGame(8, 3);
    await eventually('round 1 paired', async () => (await Match.countDocuments({ gameId })) === 4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(service).post(`/rest/api/match-rounds?gameId=${gameId}`).set(auth(admin)),
      ),
    );
    const paired = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.round);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
    // However the requests interleave, each round they paired is paired once, in order.
    const rounds = [...new Set(paired)].sort();
    expect(rounds[0]).toBe(2);
    for (const round of rounds) expect(await Match.countDocuments({ gameId, round })).toBe(4);
    const league = await League.findById(gameId).lean();
    expect(league!.weeks[0]!.rounds.map((round) => round.round)).toEqual([1, ...rounds]);
    expect(await Match.countDocuments({ gameId })).toBe(4 * (1 + rounds.length));
  });

  it('route x role: only the game admin pairs, strangers see no game, a round robin has no rounds to pair', async () => {
    const { gameId, playerIds, admin } = await swissGame(4, 2);
    const path = `/rest/api/match-rounds?gameId=${gameId}`;
    const stranger = { id: newId('64c'), username: 'eve' };
    await api(service).post(path).expect(401);
    await api(service).post(path).set(auth(stranger)).expect(404);
    await api(service)
      .post(path)
      .set(auth(userOf(playerIds[1]!)))
      .expect(403, { message: messages.games.adminOnly });
    await api(service).post('/rest/api/match-rounds?gameId=nope').set(auth(admin)).expect(400);
    await eventually('round 1 paired', async () => (await Match.countDocuments({ gameId })) === 2);
    await api(service).post(path).set(auth(admin)).expect(200);

    const roundRobin = await seedGame(['ann', 'bob']);
    await api(service)
      .post(`/rest/api/match-rounds?gameId=${roundRobin.gameId}`)
      .set(auth(roundRobin.admin))
      .expect(400, { message: messages.matches.notSwiss });
  });

  it('keeps the pairing when a client saves only the legs, and refuses a pairing it does not know', async () => {
    const { gameId, admin } = await swissGame(2, 4);
    const path = `/rest/api/match-config?gameId=${gameId}`;
    const saved = await api(service)
      .put(path)
      .set(auth(admin))
      .send({ legsEnabled: true, legLength: 2, placementScores: [3] })
      .expect(200);
    expect(saved.body).toMatchObject({ pairing: 'SWISS', swissRounds: 4, legsEnabled: true });
    await api(service)
      .put(path)
      .set(auth(admin))
      .send({ legsEnabled: true, legLength: 2, placementScores: [3], pairing: 'KNOCKOUT' })
      .expect(400);
    await api(service)
      .put(path)
      .set(auth(admin))
      .send({ legsEnabled: true, legLength: 2, placementScores: [3], swissRounds: 0 })
      .expect(400);
    expect((await api(service).get(path).set(auth(admin)).expect(200)).body).toMatchObject({
      pairing: 'SWISS',
      swissRounds: 4,
    });
  });
});
