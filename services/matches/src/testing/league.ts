import request from 'supertest';
import { gamesCalls, type InternalGame, type UpcastSources } from '@progression/contracts';
import {
  bearerFor,
  fakeCalls,
  startTestService,
  type TestService,
  testGame,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { playerJoined } from '../events/handlers/player-joined';
import { weekStarted } from '../events/handlers/week-started';
import { gameCompleted } from '../events/handlers/game-completed';
import { League } from '../models/league';
import { Match } from '../models/match';
import { Playoff } from '../models/playoff';
import { storeMatches } from '../domain/schedule';
import { roundRobin } from '../domain/round-robin';

export interface TestUser {
  id: string;
  username: string;
}

let ids = 0;
/** A fresh 24-hex id. */
export const newId = (prefix = '64f') => `${prefix}${String(++ids).padStart(21 - prefix.length + 3, '0')}`;

/**
 * Each game's active week as games has it (the truth the closed-week rule reads), set by `seedGame`; a
 * test starts a week in games before this service's copy hears of it by setting it here.
 */
export const activeWeekInGames = new Map<string, number>();
/** Each game's plan length (its last week) and status as games has them (the playoff's start reads them). */
export const planWeeksInGames = new Map<string, number>();
export const completeInGames = new Set<string>();

/** Games' answer for a seeded game: only its active week matters to this service. */
const internalGameOf = (gameId: string): InternalGame => ({
  game: testGame(gameId, {
    activeWeek: activeWeekInGames.get(gameId) ?? 0,
    status: completeInGames.has(gameId) ? 'COMPLETE' : 'IN_PROGRESS',
  }),
  players: [],
  plan: {
    cardPools: [],
    weeks: Array.from({ length: planWeeksInGames.get(gameId) ?? 0 }, (_, index) => ({
      week: index + 1,
      weekSets: [],
    })),
    draftConfig: { steps: [] },
    banlistConfig: {
      banlistTemplate: 'TCG',
      banlistBehaviour: 'FULL',
      banlistSelectionBehaviour: 'EARLIEST_PACK',
    },
  },
});

/**
 * The service with its handlers and outbox on the embedded Mongo and a real nats-server; `upcast` is
 * where a v1 game event's upcaster reads (a stand-in for games).
 */
export async function startMatchesService(
  options: { upcast?: UpcastSources } = {},
): Promise<TestService<typeof envShape>> {
  const games = fakeCalls(gamesCalls, { internalGame: ({ params }) => internalGameOf(params.id) });
  return startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, games),
    handlers: [playerJoined, weekStarted, gameCompleted],
    outbox: [Match, League, Playoff],
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
    upcast: options.upcast,
  });
}

export const api = (service: TestService<typeof envShape>) => request(service.app.callback());
export const auth = (user: TestUser) => ({ authorization: bearerFor(user) });

export interface SeededPlayer extends TestUser {
  playerId: string;
}

/**
 * A game this service knows: its players (the first is the admin) and `weeks` started weeks; `config`
 * sets fields of its match config (confirmed results, say).
 */
export async function seedGame(
  usernames: string[],
  weeks = 1,
  config: { confirmResults?: boolean; autoConfirmHours?: number } = {},
) {
  const gameId = newId('64a');
  const players: SeededPlayer[] = usernames.map((username) => ({
    id: newId('64c'),
    username,
    playerId: newId('64d'),
  }));
  const weekIds = Array.from({ length: weeks }, () => newId('64e'));
  await League.create({
    _id: gameId,
    players: players.map((player, index) => ({
      playerId: player.playerId,
      userId: player.id,
      username: player.username,
      isAdmin: index === 0,
    })),
    weeks: weekIds.map((weekId, index) => ({
      week: index + 1,
      weekId,
      playerIds: players.map((player) => player.playerId),
    })),
    activeWeek: weeks,
    config,
  });
  activeWeekInGames.set(gameId, weeks);
  for (const [index, weekId] of weekIds.entries())
    await storeMatches(gameId, index + 1, weekId, roundRobin(players.map((player) => player.playerId)));
  return { gameId, players, admin: players[0]!, weekIds };
}
