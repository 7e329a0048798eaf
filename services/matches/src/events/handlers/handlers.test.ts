import { createEvent, type InternalGame } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler, type EventBus } from '@progression/service-kit';
import {
  startGamesForUpcasts,
  testGameEvents,
  type StandIn,
  type TestGameEvents,
  type TestService,
} from '@progression/service-kit/testing';
import { serviceName, type envShape } from '../../env';
import { League } from '../../models/league';
import { Match } from '../../models/match';
import { api, auth, newId, startMatchesService } from '../../testing/league';
import { eventually } from '@progression/service-kit/testing';

let service: TestService<typeof envShape>;
/** Games for the v1 upcasters only: a v2 event reaches no games at all. */
let games: StandIn;
const gameEventsById = new Map<string, TestGameEvents>();
beforeAll(async () => {
  const forUpcasts = await startGamesForUpcasts(serviceName, (gameId) => gameEventsById.get(gameId)!);
  games = forUpcasts.games;
  service = await startMatchesService({ upcast: forUpcasts.upcast });
}, 30_000);
afterEach(async () => {
  await service.clearDatabase();
  expect(games.unexpected).toEqual([]);
  games.received.length = 0;
});
afterAll(async () => {
  await service.stop();
  await games.stop();
});

/** A game as games reads it, its players in this order (`admin` is one); its events are built from it. */
const gameOf = (gameId: string, playerIds: string[], admin?: string): InternalGame => ({
  game: {
    id: gameId,
    name: 'League',
    status: 'IN_PROGRESS',
    activeWeek: 0,
    started: new Date(0).toISOString(),
    inviteCode: 'LEAGUE',
    weeks: [],
    playerIds,
    modeId: newId('64b'),
    cardGameType: 'YUGIOH',
    settings: { givePriorDraftsToLateJoiners: false },
  },
  players: playerIds.map((id) => ({
    id,
    userId: `64c${id.slice(3)}`,
    gameId,
    username: `player ${id.slice(-3)}`,
    isAdmin: id === admin,
    activeDrafts: [],
  })),
  plan: { cardPools: [], weeks: [], draftConfig: { steps: [] } } as unknown as InternalGame['plan'],
});
const joined = (gameId: string, playerId: string, joinedDuringWeek = 0, isAdmin = false) =>
  testGameEvents(gameOf(gameId, [playerId], isAdmin ? playerId : undefined)).playerJoined(
    playerId,
    joinedDuringWeek,
  );
const started = (gameId: string, week: number, playerIds: string[]) =>
  testGameEvents(gameOf(gameId, playerIds)).weekStarted(week);
const settle = () => new Promise((wait) => setTimeout(wait, 500));

describe('on game.week.started', () => {
  it('gives 4 players 6 matches and 32 players 496, once each after redeliveries', async () => {
    for (const [size, expected] of [
      [4, 6],
      [32, 496],
    ] as const) {
      const gameId = newId('64a');
      const players = Array.from({ length: size }, () => newId('64d'));
      const event = started(gameId, 1, players);
      await service.events!.publish(event);
      // A redelivery under a new envelope id (the consumer's marker cannot catch it) adds nothing either.
      await service.events!.publish({ ...event, id: newId('64f') });
      await eventually('the handler', async () => (await Match.countDocuments({ gameId })) === expected);
      await settle();
      expect(await Match.countDocuments({ gameId })).toBe(expected);
      expect((await League.findById(gameId).lean())!.activeWeek).toBe(1);
    }
    // The players came with the event: games was not asked.
    expect(games.received).toEqual([]);
  });

  it("schedules a v1 week start and join still in the stream, through games' one rebuild call each", async () => {
    const gameId = newId('64a');
    const [a, b, c, late] = [newId('64d'), newId('64d'), newId('64d'), newId('64d')];
    // Games now: the late joiner joined during week 1, after it started with a, b and c.
    const game = gameOf(gameId, [a, b, c, late], a);
    game.game.weeks = [{ id: newId('64e'), week: 1, banlistVersion: null, banlist: null }];
    const events = testGameEvents(game);
    gameEventsById.set(gameId, events);
    const v1Start = events.weekStartedV1(1);
    v1Start.data.playerIds = [a, b, c];
    for (const player of [a, b, c]) await service.events!.publish(events.playerJoinedV1(player, 0) as never);
    await service.events!.publish(v1Start as never);
    await eventually('the handler', async () => (await Match.countDocuments({ gameId })) === 3);
    await service.events!.publish(events.playerJoinedV1(late, 1) as never);
    await eventually('the handler', async () => (await Match.countDocuments({ gameId })) === 6);
    const league = await League.findById(gameId).lean();
    expect(league!.weeks[0]!.playerIds).toEqual([a, b, c]);
    expect(league!.players.find((player) => player.playerId === a)).toMatchObject({ isAdmin: true });
    expect(games.received).toHaveLength(5);
    expect(new Set(games.received)).toEqual(new Set([`GET /internal/progression-game/${gameId}/event-data`]));
  });

  it("gives a late joiner a match against every other player for that week, before or after the week's event", async () => {
    const gameId = newId('64a');
    const [a, b, c, d] = [newId('64d'), newId('64d'), newId('64d'), newId('64d')];
    for (const player of [a, b, c]) await service.events!.publish(joined(gameId, player, 0, player === a));
    await service.events!.publish(started(gameId, 1, [a!, b!, c!]));
    await eventually('the handler', async () => (await Match.countDocuments({ gameId })) === 3);
    await service.events!.publish(joined(gameId, d!, 1));
    await eventually('the handler', async () => (await Match.countDocuments({ gameId })) === 6);
    const ofD = await Match.find({ gameId, $or: [{ firstPlayerId: d }, { secondPlayerId: d }] }).lean();
    expect(
      ofD
        .map((match) => [match.weekNum, [match.firstPlayerId, match.secondPlayerId].find((p) => p !== d)])
        .sort(),
    ).toEqual(
      [
        [1, a],
        [1, b],
        [1, c],
      ].sort(),
    );

    // Week 2 of another game: the joiner's event is handled before the week's start is.
    const other = newId('64a');
    const late = newId('64d');
    await service.events!.publish(joined(other, late, 2));
    await eventually('the handler', async () => (await League.countDocuments({ _id: other })) === 1);
    await service.events!.publish(started(other, 2, [a!, b!]));
    await eventually('the handler', async () => (await Match.countDocuments({ gameId: other })) === 3);
  });
});

describe('match.leg.completed', () => {
  it('is published once when the week after the leg starts, with the final table', async () => {
    const logger = createLogger('listener', 'silent');
    const bus: EventBus = await connectEvents({
      url: service.infra.natsUrl,
      serviceName: 'listener',
      logger,
    });
    const received: { leg: number; entries: { username: string; place: number | null; points: number }[] }[] =
      [];
    await bus.consume(
      defineHandler({
        name: 'legs',
        events: ['match.leg.completed'],
        startFrom: 'new',
        handle: async ({ data }) => void received.push(data),
      }),
    );
    const gameId = newId('64a');
    const [a, b] = [newId('64d'), newId('64d')];
    await service.events!.publish(joined(gameId, a, 0, true));
    await service.events!.publish(joined(gameId, b));
    await eventually(
      'the handler',
      async () => ((await League.findById(gameId).lean())?.players.length ?? 0) === 2,
    );
    await League.updateOne(
      { _id: gameId },
      { config: { legsEnabled: true, legLength: 1, placementScores: [4, 2] } },
    );
    await service.events!.publish(started(gameId, 1, [a, b]));
    await eventually('the handler', async () => (await Match.countDocuments({ gameId })) === 1);
    await Match.updateOne({ gameId }, { winnerId: b });
    const week2 = started(gameId, 2, [a, b]);
    await service.events!.publish(week2);
    await service.events!.publish({ ...week2, id: newId('64f') });
    await eventually('the handler', async () => received.length >= 1);
    await settle();
    await bus.drain();
    expect(received).toHaveLength(1);
    expect(received[0]!.leg).toBe(1);
    expect(received[0]!.entries.map((entry) => `${entry.username} ${entry.place} ${entry.points}`)).toEqual([
      `player ${b.slice(-3)} 1 4`,
      `player ${a.slice(-3)} 2 2`,
    ]);
  });
});

describe('on game.completed', () => {
  it('completes the leg in progress as a shorter leg, announced once after redeliveries', async () => {
    const logger = createLogger('listener', 'silent');
    const bus: EventBus = await connectEvents({
      url: service.infra.natsUrl,
      serviceName: 'listener',
      logger,
    });
    const received: { gameId: string; leg: number; firstWeek: number; lastWeek: number }[] = [];
    await bus.consume(
      defineHandler({
        name: 'completed-legs',
        events: ['match.leg.completed'],
        startFrom: 'new',
        handle: async ({ data }) => void received.push(data),
      }),
    );
    const gameId = newId('64a');
    const [a, b] = [newId('64d'), newId('64d')];
    await service.events!.publish(joined(gameId, a, 0, true));
    await service.events!.publish(joined(gameId, b));
    await eventually(
      'the handler',
      async () => ((await League.findById(gameId).lean())?.players.length ?? 0) === 2,
    );
    await League.updateOne(
      { _id: gameId },
      { config: { legsEnabled: true, legLength: 3, placementScores: [4, 2] } },
    );
    await service.events!.publish(started(gameId, 1, [a, b]));
    await service.events!.publish(started(gameId, 2, [a, b]));
    await eventually('the handler', async () => (await Match.countDocuments({ gameId })) === 2);
    await Match.updateMany({ gameId }, { winnerId: a });

    const admin = { id: `64c${a.slice(3)}`, username: `player ${a.slice(-3)}` };
    const legsRead = async () =>
      (await api(service).get(`/rest/api/match-legs?gameId=${gameId}`).set(auth(admin)).expect(200)).body
        .legs;
    expect(await legsRead()).toMatchObject([{ leg: 1, complete: false }]);

    // The game ends after week 2, mid-leg (legs of 3 weeks): delivered twice, and again under a new id.
    const completed = createEvent('game.completed', 'games', { version: 1, gameId, lastWeek: 2 });
    await service.events!.publish(completed);
    await service.events!.publish(completed);
    await service.events!.publish({ ...completed, id: newId('64f') });
    await eventually('the handler', async () => received.some((event) => event.gameId === gameId));
    await settle();
    await bus.drain();
    const ofGame = received.filter((event) => event.gameId === gameId);
    expect(ofGame).toHaveLength(1);
    expect(ofGame[0]).toMatchObject({ leg: 1, firstWeek: 1, lastWeek: 2 });
    expect(await legsRead()).toEqual([
      {
        leg: 1,
        complete: true,
        entries: [
          expect.objectContaining({ username: admin.username, points: 4, wins: 2, losses: 0 }),
          expect.objectContaining({ points: 2, wins: 0, losses: 2 }),
        ],
      },
    ]);
  });
});
