// The notifications event tests' league: the game "League" with its admin, ann and bob (the stranger plays
// in another game), the events that make it, and a running service whose handlers they are delivered to.
import { createEvent, type EventEnvelope, type EventType, type InternalGame } from '@progression/contracts';
import { createLogger, type EventHandler } from '@progression/service-kit';
import {
  startGamesForUpcasts,
  startTestService,
  testGameEvents,
  type StandIn,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { draftCreated } from '../events/handlers/draft-created';
import { gameCompleted } from '../events/handlers/game-completed';
import { gameCreated } from '../events/handlers/game-created';
import { matchResultRecorded } from '../events/handlers/match-result-recorded';
import { matchResultDisputed, matchResultReported } from '../events/handlers/match-result-confirmation';
import { pickDue } from '../events/handlers/pick-due';
import { playerJoined } from '../events/handlers/player-joined';
import { rewardDeleted } from '../events/handlers/reward-deleted';
import { rewardGranted } from '../events/handlers/reward-granted';
import { rewardReverted } from '../events/handlers/reward-reverted';
import { weekStarted } from '../events/handlers/week-started';
import { Notification } from '../models/notification';

export const handlers = [
  gameCreated,
  playerJoined,
  weekStarted,
  draftCreated,
  matchResultRecorded,
  rewardGranted,
  rewardReverted,
  rewardDeleted,
  gameCompleted,
  pickDue,
  matchResultReported,
  matchResultDisputed,
] as EventHandler[];

export const gameId = '64b000000000000000000001';
export const otherGame = '64b000000000000000000002';
export const modeId = '64c000000000000000000001';
export const users = {
  admin: '64a000000000000000000001',
  ann: '64a000000000000000000002',
  bob: '64a000000000000000000003',
  stranger: '64a000000000000000000004',
};
export const players = {
  admin: '64d000000000000000000001',
  ann: '64d000000000000000000002',
  bob: '64d000000000000000000003',
  stranger: '64d000000000000000000004',
};

/** Who a player is, by player id. */
export const whoIs = (playerId: string) =>
  (Object.keys(players) as Array<keyof typeof players>).find((who) => players[who] === playerId);

/** The game "League" as games reads it (admin, ann and bob), for the v1 upcasters' one call. */
export const leagueRead = {
  game: {
    id: gameId,
    name: 'League',
    status: 'IN_PROGRESS',
    activeWeek: 1,
    started: new Date(0).toISOString(),
    inviteCode: 'LEAGUE',
    weeks: [{ id: '64e000000000000000000001', week: 1, banlistVersion: null, banlist: null }],
    playerIds: [players.admin, players.ann, players.bob],
    modeId,
    cardGameType: 'YUGIOH',
    settings: { givePriorDraftsToLateJoiners: false },
  },
  players: (['admin', 'ann', 'bob'] as const).map((who) => ({
    id: players[who],
    userId: users[who],
    gameId,
    username: who,
    isAdmin: who === 'admin',
    activeDrafts: [],
  })),
  plan: { cardPools: [], weeks: [], draftConfig: { steps: [] } },
} as unknown as InternalGame;
export const leagueEvents = testGameEvents(leagueRead);

/** What a handler is given beside the event: a silent logger, a first attempt. */
export const context = {
  logger: createLogger('test', 'silent'),
  consumer: 'test',
  attempt: 1,
  streamSequence: 1,
};
/** Runs the event through its handler directly: `times` deliveries, as a redelivery would. */
export async function deliver<T extends EventType>(event: EventEnvelope<T>, times = 1, attempt = 1) {
  const handler = handlers.find((candidate) => candidate.events.includes(event.type))!;
  for (let n = 0; n < times; n += 1) await handler.handle(event as EventEnvelope, { ...context, attempt });
}
export const event = <T extends EventType>(type: T, data: Parameters<typeof createEvent<T>>[2]) =>
  createEvent(type, 'test', data);

export const joined = (who: keyof typeof players, isAdmin = false, game = gameId) =>
  event('game.player.joined', {
    version: 2,
    gameId: game,
    gameName: 'League',
    player: {
      playerId: players[who],
      userId: users[who],
      username: who,
      isAdmin,
      joinOrder: Object.keys(players).indexOf(who),
      joinedDuringWeek: 0,
    },
    settings: { givePriorDraftsToLateJoiners: false },
    givePriorDrafts: false,
    startedWeeks: [],
    draftConfig: { steps: [] },
    cardPools: [],
  });

/** A game "League" with its admin, ann and bob; the stranger plays in another game. */
export async function league() {
  await deliver(
    event('game.created', {
      version: 1,
      gameId,
      name: 'League',
      modeId,
      cardGameType: 'YUGIOH',
      creatorUserId: users.admin,
      creatorPlayerId: players.admin,
      givePriorDraftsToLateJoiners: false,
    }),
  );
  await deliver(joined('admin', true));
  await deliver(joined('ann'));
  await deliver(joined('bob'));
  await deliver(joined('stranger', true, otherGame));
  await Notification.deleteMany({});
}

export const notesOf = async (userId: string) =>
  (await Notification.find({ userId }).sort({ seq: 1 }).lean()).map((note) => ({
    kind: note.kind,
    message: note.message,
    link: note.link,
  }));

/** A week start of the League (v2: its players with their users, and its name). */
export const weekStart = (week = 1, playerIds = [players.admin, players.ann, players.bob]) =>
  event('game.week.started', {
    version: 2,
    gameId,
    gameName: 'League',
    modeId,
    cardGameType: 'YUGIOH',
    week,
    weekId: '64e000000000000000000001',
    banlist: null,
    previousBanlist: null,
    startedWeeks: [],
    players: playerIds.map((playerId, joinOrder) => {
      const who = whoIs(playerId);
      return {
        playerId,
        userId: who ? users[who] : `64a${playerId.slice(3)}`,
        username: who ?? 'newcomer',
        isAdmin: who === 'admin',
        joinOrder,
        joinedDuringWeek: 0,
      };
    }),
    plan: { weekSets: [], cardPools: [], draftConfig: { steps: [] } },
  });

/**
 * Runs the service with every handler for the file's tests (jest hooks): games answers only the v1
 * upcasters' one call, so a v2 event reaches no games at all. The database and games' calls are cleared
 * after each test.
 */
export function useLeagueService(): { service: () => TestService<typeof envShape>; games: () => StandIn } {
  let service: TestService<typeof envShape>;
  let games: StandIn;
  beforeAll(async () => {
    const forUpcasts = await startGamesForUpcasts(serviceName, () => leagueEvents);
    games = forUpcasts.games;
    service = await startTestService({
      name: serviceName,
      createApp,
      handlers,
      extraShape: envShape,
      extraEnv: { GAMES_URL: games.url },
      upcast: forUpcasts.upcast,
    });
  }, 30_000);
  afterEach(async () => {
    await service.clearDatabase();
    games.received.length = 0;
  });
  afterAll(async () => {
    await service.stop();
    await games.stop();
  });
  return { service: () => service, games: () => games };
}
