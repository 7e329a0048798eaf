import { messages, type EventData, type Playoff as PlayoffView } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler, type EventBus } from '@progression/service-kit';
import { eventually, refusalBodies, type TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { Playoff } from '../../models/playoff';
import {
  activeWeekInGames,
  api,
  auth,
  completeInGames,
  newId,
  seedGame,
  startMatchesService,
} from '../../testing/league';
import { playoffHelpers } from '../../testing/playoffs';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startMatchesService();
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const { seasonAtItsEnd, start, report, userOfPlayer } = playoffHelpers(() => service);

describe('playoffs', () => {
  it('a playoff bracket of 8 to a champion', async () => {
    const { gameId, admin, players, byStanding } = await seasonAtItsEnd(8);
    const started = await start(gameId, admin, { size: 8, bestOf: 3 }).expect(201);
    const bracket = started.body.playoff as PlayoffView;
    // Seeded by the standings: 1 against 8, 4 against 5, 2 against 7, 3 against 6.
    expect(bracket.seeds.map((seed) => seed.username)).toEqual(byStanding.map((player) => player.username));
    const seedOf = (playerId: string | null) =>
      bracket.seeds.find((seed) => seed.playerId === playerId)!.seed;
    expect(
      bracket.matches.map(
        (match) =>
          `${match.round}:${match.firstPlayerId && seedOf(match.firstPlayerId)}v${match.secondPlayerId && seedOf(match.secondPlayerId)}`,
      ),
    ).toEqual(['1:1v8', '1:4v5', '1:2v7', '1:3v6', '2:nullvnull', '2:nullvnull', '3:nullvnull']);
    expect(bracket).toMatchObject({
      size: 8,
      bestOf: 3,
      rounds: 3,
      championPlayerId: null,
      completedAt: null,
    });

    const events: EventData<'playoff.completed'>[] = [];
    const unsubscribe = await listen(events, gameId);
    // Every match is won by the lower seed number except 4 v 5; the player who won reports it.
    let playoff = bracket;
    for (let round = 1; round <= 3; round += 1)
      for (const match of playoff.matches.filter((each) => each.round === round)) {
        const current = playoff.matches.find((each) => each.id === match.id)!;
        const [first, second] = [current.firstPlayerId!, current.secondPlayerId!];
        const upset = seedOf(first) === 4;
        const winner = upset ? second : seedOf(first) < seedOf(second) ? first : second;
        const answer = await report(
          current.id,
          userOfPlayer(players, winner),
          winner,
          2,
          round === 3 ? 1 : 0,
        ).expect(200);
        playoff = answer.body.playoff;
      }
    const final = playoff.matches.find((match) => match.round === 3)!;
    expect([seedOf(final.firstPlayerId), seedOf(final.secondPlayerId)]).toEqual([1, 2]);
    expect(playoff.championPlayerId).toBe(byStanding[0]!.playerId);
    expect(playoff.completedAt).not.toBeNull();
    expect(playoff.matches.find((match) => match.round === 2 && match.slot === 0)!.secondPlayerId).toBe(
      byStanding[4]!.playerId,
    );
    // Reporting the final again changes nothing and announces nothing again.
    await report(final.id, admin, final.winnerId!, 2, 1).expect(200);
    await eventually('playoff.completed', async () => events.length === 1);
    await new Promise((wait) => setTimeout(wait, 300));
    await unsubscribe();
    expect(events).toEqual([
      expect.objectContaining({
        gameId,
        gameName: 'League',
        championPlayerId: byStanding[0]!.playerId,
        championUsername: byStanding[0]!.username,
        runnerUpPlayerId: byStanding[1]!.playerId,
        championGames: 2,
        runnerUpGames: 1,
      }),
    ]);
    expect((await Playoff.findById(gameId).lean())!.outbox).toEqual([]);
    // The final is final.
    await report(
      final.id,
      admin,
      final.firstPlayerId === final.winnerId ? final.secondPlayerId! : final.firstPlayerId!,
    ).expect(409, { message: messages.playoffs.finalDecided });
  });

  it('seeds a top 4 1v4 and 2v3, best of 1 won 1-0', async () => {
    const { gameId, admin, players, byStanding } = await seasonAtItsEnd(5);
    const { playoff } = (await start(gameId, admin, { size: 4, bestOf: 1 }).expect(201)).body as {
      playoff: PlayoffView;
    };
    expect(playoff.seeds.map((seed) => seed.playerId)).toEqual(byStanding.slice(0, 4).map((p) => p.playerId));
    const [semi1, semi2] = playoff.matches;
    expect([semi1!.firstPlayerId, semi1!.secondPlayerId]).toEqual([
      byStanding[0]!.playerId,
      byStanding[3]!.playerId,
    ]);
    expect([semi2!.firstPlayerId, semi2!.secondPlayerId]).toEqual([
      byStanding[1]!.playerId,
      byStanding[2]!.playerId,
    ]);
    const winner = semi1!.firstPlayerId!;
    for (const [winnerGames, loserGames] of [
      [2, 0],
      [2, 1],
      [0, 1],
      [1, 1],
    ])
      await report(semi1!.id, userOfPlayer(players, winner), winner, winnerGames, loserGames).expect(400);
    await report(semi1!.id, userOfPlayer(players, winner), winner, 1, 0).expect(200);
    // The game shows the playoff to every player, and to no one else.
    const read = await api(service)
      .get(`/rest/api/playoffs?gameId=${gameId}`)
      .set(auth(players[4]!))
      .expect(200);
    expect(read.body.playoff.matches[0].winnerId).toBe(winner);
    expect(read.body.playoff.matches[2].firstPlayerId).toBe(winner);
  });

  it('refuses a start with too few players, before the last week, when complete, twice, or with a wrong body', async () => {
    const { gameId, admin } = await seasonAtItsEnd(5, 2);
    await start(gameId, admin, { size: 8, bestOf: 3 }).expect(409, {
      message: messages.playoffs.tooFewPlayers(8, 5),
    });
    activeWeekInGames.set(gameId, 1);
    await start(gameId, admin, { size: 4, bestOf: 3 }).expect(409, {
      message: messages.playoffs.notAtEnd(2),
    });
    activeWeekInGames.set(gameId, 2);
    completeInGames.add(gameId);
    await start(gameId, admin, { size: 4, bestOf: 3 }).expect(409, { message: messages.games.gameComplete });
    completeInGames.delete(gameId);
    for (const body of [
      { size: 6, bestOf: 3 },
      { size: 4, bestOf: 2 },
      { size: '4', bestOf: 3 },
      {},
      [],
      'x',
    ])
      expect((await start(gameId, admin, body).expect(400)).body.message).toMatch(/playoff|not valid/);
    expect(await Playoff.countDocuments()).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => start(gameId, admin, { size: 4, bestOf: 3 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: messages.playoffs.alreadyStarted,
    });
  });

  it('route x role: the admin starts, players read, strangers see nothing', async () => {
    const { gameId, admin, players } = await seasonAtItsEnd(4);
    const other = await seedGame(['zed', 'yan']);
    const eve = { id: newId('64c'), username: 'eve', playerId: newId('64d') };
    const path = `/rest/api/playoffs?gameId=${gameId}`;
    for (const body of refusalBodies({ size: 4, bestOf: 3 })) {
      await api(service).post(path).send(body).expect(401);
      for (const stranger of [other.admin, eve])
        await api(service).post(path).set(auth(stranger)).send(body).expect(404);
      await api(service)
        .post(path)
        .set(auth(players[1]!))
        .send(body)
        .expect(403, { message: messages.games.adminOnly });
    }
    await api(service).get(path).expect(401);
    for (const stranger of [other.admin, eve]) await api(service).get(path).set(auth(stranger)).expect(404);
    expect((await api(service).get(path).set(auth(players[2]!)).expect(200)).body).toEqual({ playoff: null });
    await api(service).get('/rest/api/playoffs?gameId=nope').set(auth(admin)).expect(400);
    expect(await Playoff.countDocuments()).toBe(0);
  });
});

let listeners = 0;
/** Collects the game's playoff.completed events as a consumer of another service receives them. */
async function listen(into: EventData<'playoff.completed'>[], gameId: string) {
  listeners += 1;
  const logger = createLogger('listener', 'silent');
  const bus: EventBus = await connectEvents({ url: service.infra.natsUrl, serviceName: 'listener', logger });
  await bus.consume(
    defineHandler({
      name: `playoffs-${listeners}`,
      events: ['playoff.completed'],
      startFrom: 'new',
      handle: async ({ data }) => {
        if (data.gameId === gameId) into.push(data);
      },
    }),
  );
  return () => bus.drain();
}
