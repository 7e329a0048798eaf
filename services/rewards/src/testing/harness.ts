import request from 'supertest';
import { createEvent, type EventEnvelope, type EventType } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler, type EventBus } from '@progression/service-kit';
import {
  bearerFor,
  startGamesForUpcasts,
  startTestService,
  testGameEvents,
  type StoredEvent,
  type TestGameEvents,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { resultRecorded } from '../events/handlers/result-recorded';
import { weekStarted } from '../events/handlers/week-started';
import { gameCopy } from '../events/handlers/game-copy';
import { Reward } from '../models/reward';
import { fakeNeighbours, gameId, type TestUser } from './fixtures';

const noNeighbour = 'http://127.0.0.1:9';

/**
 * The rewards service in-process (embedded Mongo, a real nats-server) with its handlers and outbox, fake
 * games and catalog clients, and a listener that records every reward event the service publishes.
 */
export async function startRewardsHarness() {
  const neighbours = fakeNeighbours();
  /** A week start of some of the game's players, as games would publish it. */
  const eventsOf = async (game: string, playerIds?: string[]) => {
    const read = neighbours.internalGame(game);
    const players = read.players.filter((player) => !playerIds || playerIds.includes(player.id));
    return testGameEvents({ ...read, players });
  };
  // Games for the v1 upcaster only (every call in `games.received`), answering as games would rebuild
  // the last v1 week start built; a v2 week start reaches no games at all.
  let rebuilt: TestGameEvents | undefined;
  const { games, upcast } = await startGamesForUpcasts(serviceName, () => {
    if (!rebuilt) throw new Error('no v1 week start was built');
    return rebuilt;
  });
  const service: TestService<typeof envShape> = await startTestService({
    upcast,
    name: serviceName,
    createApp: (deps) => createApp(deps, neighbours.clients),
    handlers: [weekStarted, resultRecorded, gameCopy],
    outbox: [Reward],
    extraShape: envShape,
    extraEnv: { GAMES_URL: noNeighbour, CATALOG_URL: noNeighbour },
  });
  const published: EventEnvelope[] = [];
  const listener: EventBus = await connectEvents({
    url: service.infra.natsUrl,
    serviceName: 'listener',
    logger: createLogger('listener', 'silent'),
  });
  await listener.consume(
    defineHandler({
      name: 'reward-events',
      events: ['reward.granted', 'reward.claimed', 'reward.reverted', 'reward.deleted'],
      startFrom: 'new',
      handle: async (event) => void published.push(event),
    }),
  );

  const api = () => request(service.app.callback());
  const as = (user: TestUser | null, test: request.Test) =>
    user ? test.set('authorization', bearerFor(user)) : test;

  return {
    service,
    state: neighbours.state,
    api,
    as,
    /** The events published so far of a type. */
    events: <T extends EventType>(type: T) =>
      published.filter((event) => event.type === type) as unknown as EventEnvelope<T>[],
    publish: (event: EventEnvelope | StoredEvent) => service.events!.publish(event as EventEnvelope),
    /** Calls that reached games over HTTP (the v1 upcaster's only). */
    gamesReceived: games.received,
    /** game.week.started v2 for some of the game's players, as games publishes it. */
    weekStarted: async (week: number, playerIds: string[], game = gameId) =>
      (await eventsOf(game, playerIds)).weekStarted(week),
    /** The same week start as a v1 still in the stream; games rebuilds the rest for its upcaster. */
    weekStartedV1: async (week: number, playerIds: string[], game = gameId): Promise<StoredEvent> => {
      rebuilt = await eventsOf(game);
      return (await eventsOf(game, playerIds)).weekStartedV1(week);
    },
    result: (
      matchId: string,
      first: string,
      second: string,
      winnerId: string | null,
      previousWinnerId: string | null,
    ) =>
      createEvent('match.result.recorded', 'matches', {
        version: 1,
        gameId,
        matchId,
        week: 1,
        firstPlayerId: first,
        secondPlayerId: second,
        winnerId,
        previousWinnerId,
      }),
    async reset() {
      await service.clearDatabase();
      neighbours.state.activeWeek = 2;
      published.length = 0;
    },
    async stop() {
      await listener.drain();
      await service.stop();
      await games.stop();
    },
  };
}
export type RewardsHarness = Awaited<ReturnType<typeof startRewardsHarness>>;

let seeded = 0;
/** A reward stored as a grant would store it (UNCLAIMED), for the claim and admin tests. */
export async function seedReward(
  playerId: string,
  userId: string,
  type: 'REWARD_PACK' | 'BOOSTER_PACK' | 'WILDCARD' | 'COMMON_WILDCARD',
  quantity = 1,
  week = 2,
) {
  seeded += 1;
  const id = `64c${String(seeded).padStart(21, '0')}`;
  await Reward.create({
    _id: id,
    gameId,
    playerId,
    userId,
    type,
    quantity,
    week,
    trackKind: 'WIN',
    trackId: 'win-track',
    clockIndex: 0,
    counter: seeded,
    draftId: `64d${String(seeded).padStart(21, '0')}`,
    grantedAt: new Date(),
  });
  return { id, draftId: `64d${String(seeded).padStart(21, '0')}` };
}
