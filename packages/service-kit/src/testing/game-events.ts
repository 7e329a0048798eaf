import {
  createEvent,
  type CallInput,
  type EventData,
  type EventEnvelope,
  gamesCalls,
  type InternalGame,
} from '@progression/contracts';
import { gamesUpcastSources } from '../events/upcast-sources';
import { startStandIn } from './stand-in';
import { TEST_KEYS } from './tokens';

/**
 * Game events for consumers' tests, built from a game as games' internal read describes it (a service's
 * test fixture): the current (v2) events that carry the game's state, the v1 events that did not (still
 * in the stream for 14 days), and games' answer to the v1 upcasters' one call (`gameEventData`).
 */
export interface TestGameEvents {
  /** game.week.started v2 of week `week`: every player of the game, the week's plan and banlists. */
  weekStarted(week: number): EventEnvelope<'game.week.started'>;
  /** game.week.started v1 of the same week: ids only, so its upcaster asks games for the rest. */
  weekStartedV1(week: number): StoredEvent;
  /** game.player.joined v2 of one of the game's players, joined during `joinedDuringWeek` (0: before the start). */
  playerJoined(playerId: string, joinedDuringWeek?: number): EventEnvelope<'game.player.joined'>;
  /** game.player.joined v1 of the same. */
  playerJoinedV1(playerId: string, joinedDuringWeek?: number): StoredEvent;
  /** Games' answer to `gamesCalls.gameEventData` for this game (joiners as last given to `playerJoined*`). */
  gameEventData(
    input: CallInput<(typeof gamesCalls)['gameEventData']>,
  ): EventData<'game.week.started' | 'game.player.joined'>;
}

/** An event as the stream holds it, of any version (a v1 cannot be built with `createEvent` any more). */
export interface StoredEvent {
  id: string;
  type: string;
  occurredAt: string;
  source: string;
  data: { version: number; gameId: string } & Record<string, unknown>;
}

const stored = (type: string, data: StoredEvent['data']): StoredEvent => ({
  id: globalThis.crypto.randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  source: 'games',
  data,
});

/** A week's id when the game's fixture has no such week: 24 hex digits derived from its number. */
const weekIdOf = ({ game }: InternalGame, week: number) =>
  game.weeks.find((candidate) => candidate.week === week)?.id ?? `64f0${String(week).padStart(20, '0')}`;

export function testGameEvents(internal: InternalGame): TestGameEvents {
  const { game, players, plan } = internal;
  const joinedDuring = new Map<string, number>();
  const eventPlayer = (player: InternalGame['players'][number], joinOrder: number) => ({
    playerId: player.id,
    userId: player.userId,
    username: player.username,
    isAdmin: player.isAdmin,
    joinOrder,
    joinedDuringWeek: joinedDuring.get(player.id) ?? 0,
  });
  const banlistOf = (week: number) =>
    game.weeks.find((candidate) => candidate.week === week)?.banlist ?? null;
  const weekSetsOf = (week: number) =>
    plan.weeks.find((candidate) => candidate.week === week)?.weekSets ?? [];
  const playerOf = (playerId: string) => {
    const index = players.findIndex((player) => player.id === playerId);
    if (index < 0) throw new Error(`the test game has no player ${playerId}`);
    return { player: players[index]!, index };
  };

  const weekStartedData = (week: number): EventData<'game.week.started'> => ({
    version: 2,
    gameId: game.id,
    gameName: game.name,
    modeId: game.modeId,
    cardGameType: game.cardGameType,
    week,
    weekId: weekIdOf(internal, week),
    banlist: banlistOf(week),
    previousBanlist: banlistOf(week - 1),
    players: players.map(eventPlayer),
    startedWeeks: Array.from({ length: week }, (_, at) => ({
      week: at + 1,
      weekId: weekIdOf(internal, at + 1),
      weekSets: weekSetsOf(at + 1),
    })),
    plan: { weekSets: weekSetsOf(week), cardPools: plan.cardPools, draftConfig: plan.draftConfig },
  });
  const playerJoinedData = (playerId: string): EventData<'game.player.joined'> => {
    const { player, index } = playerOf(playerId);
    const joinedDuringWeek = joinedDuring.get(playerId) ?? 0;
    const { givePriorDraftsToLateJoiners } = game.settings;
    return {
      version: 2,
      gameId: game.id,
      gameName: game.name,
      player: eventPlayer(player, index),
      settings: { givePriorDraftsToLateJoiners },
      givePriorDrafts: joinedDuringWeek > 0 && givePriorDraftsToLateJoiners,
      startedWeeks: Array.from({ length: joinedDuringWeek }, (_, at) => ({
        week: at + 1,
        weekId: weekIdOf(internal, at + 1),
        weekSets: weekSetsOf(at + 1),
      })),
      draftConfig: plan.draftConfig,
      cardPools: plan.cardPools,
    };
  };

  return {
    weekStarted: (week) => createEvent('game.week.started', 'games', weekStartedData(week)),
    weekStartedV1(week) {
      const { gameId, modeId, weekId, banlist, players: weekPlayers } = weekStartedData(week);
      return stored('game.week.started', {
        version: 1,
        gameId,
        week,
        weekId,
        modeId,
        banlistVersion: banlist?.activeFrom ?? null,
        playerIds: weekPlayers.map((player) => player.playerId),
      });
    },
    playerJoined(playerId, joinedDuringWeek = 0) {
      joinedDuring.set(playerId, joinedDuringWeek);
      return createEvent('game.player.joined', 'games', playerJoinedData(playerId));
    },
    playerJoinedV1(playerId, joinedDuringWeek = 0) {
      joinedDuring.set(playerId, joinedDuringWeek);
      const { gameId, player, givePriorDrafts } = playerJoinedData(playerId);
      const { playerId: id, userId, username, isAdmin } = player;
      return stored('game.player.joined', {
        version: 1,
        gameId,
        playerId: id,
        userId,
        username,
        isAdmin,
        joinedDuringWeek,
        givePriorDrafts,
      });
    },
    gameEventData: ({ query }) =>
      query.type === 'game.week.started' ? weekStartedData(query.week) : playerJoinedData(query.playerId),
  };
}

/**
 * Games as a consumer's test needs it: a stand-in answering only the v1 upcasters' call from each game's
 * test events (any other call is a 500 listed in `unexpected`, and every call is in `received`), and the
 * upcast sources the consumer under test reads it with (`startTestService({ ..., upcast })`).
 */
export async function startGamesForUpcasts(
  serviceName: string,
  eventsOf: (gameId: string) => TestGameEvents,
) {
  const games = await startStandIn(gamesCalls, {
    gameEventData: (request) => eventsOf(request.params.id).gameEventData(request),
  });
  const upcast = gamesUpcastSources({
    GAMES_URL: games.url,
    SERVICE_NAME: serviceName,
    SERVICE_SECRET: TEST_KEYS.SERVICE_SECRET,
  });
  return { games, upcast };
}
