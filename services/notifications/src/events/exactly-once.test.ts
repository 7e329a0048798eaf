import {
  createEvent,
  messages,
  type EventEnvelope,
  type EventType,
  type NotificationKind,
} from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { AwaitedNotification } from '../models/awaited-notification';
import { Notification } from '../models/notification';
import { gameCompleted } from './handlers/game-completed';
import { matchResultRecorded } from './handlers/match-result-recorded';
import { playerJoined } from './handlers/player-joined';
import { rewardReverted } from './handlers/reward-reverted';

// Every recipient gets exactly one notification per event: whatever the redeliveries, a crash half-way
// through the recipients, or a player whose game.player.joined comes after every retry of the event.

const gameId = '64b000000000000000000011';
const user = (n: number) => `64a0000000000000000000${String(n).padStart(2, '0')}`;
const player = (n: number) => `64d0000000000000000000${String(n).padStart(2, '0')}`;

const handlers = [playerJoined, matchResultRecorded, rewardReverted, gameCompleted];

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp,
    handlers,
    extraShape: envShape,
    // Never called here: every event is current, none needs games to upcast it.
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
  });
}, 30_000);
afterEach(async () => {
  jest.restoreAllMocks();
  await service.clearDatabase();
});
afterAll(() => service.stop());

/** One delivery of the event to its handler; `attempt` far past any retry the kit makes before. */
async function deliver<T extends EventType>(event: EventEnvelope<T>, attempt = 1): Promise<void> {
  const handler = handlers.find((candidate) => (candidate.events as string[]).includes(event.type))!;
  const context = { logger: createLogger('test', 'silent'), consumer: 'test', attempt };
  await (handler.handle as (e: EventEnvelope, c: typeof context) => Promise<void>)(
    event as unknown as EventEnvelope,
    context,
  );
}

const joined = (n: number) =>
  createEvent('game.player.joined', 'games', {
    version: 2,
    gameId,
    gameName: 'League',
    player: {
      playerId: player(n),
      userId: user(n),
      username: `p${n}`,
      isAdmin: n === 1,
      joinOrder: n,
      joinedDuringWeek: 0,
    },
    settings: { givePriorDraftsToLateJoiners: false },
    givePriorDrafts: false,
    startedWeeks: [],
    draftConfig: { steps: [] },
    cardPools: [],
  });

/** Each user's notifications of one kind, as `user: count`. */
async function countsOf(kind: NotificationKind): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const note of await Notification.find({ kind }).lean())
    counts[note.userId] = (counts[note.userId] ?? 0) + 1;
  return counts;
}

describe('every recipient exactly once', () => {
  it('a player not known yet is told when they join, however late, and only once', async () => {
    await deliver(joined(1));
    const result = createEvent('match.result.recorded', 'matches', {
      version: 1,
      gameId,
      matchId: '64e000000000000000000001',
      week: 1,
      firstPlayerId: player(1),
      secondPlayerId: player(2),
      winnerId: player(2),
      previousWinnerId: null,
    });
    const reverted = createEvent('reward.reverted', 'rewards', {
      version: 1,
      gameId,
      playerId: player(2),
      rewardId: '64f000000000000000000001',
      type: 'WILDCARD',
      packDraftId: null,
      cards: [],
    });
    // Far past the retries the kit makes: player 2 is still unknown.
    for (const attempt of [1, 5, 8]) {
      await deliver(result, attempt);
      await deliver(reverted, attempt);
    }
    expect(await countsOf('MATCH_RESULT')).toEqual({ [user(1)]: 1 });
    expect(await countsOf('REWARD_REVERTED')).toEqual({});
    expect(await AwaitedNotification.countDocuments()).toBe(2);

    await deliver(joined(2));
    await deliver(joined(2)); // a redelivery
    await deliver(result); // and the events again
    await deliver(reverted);
    expect(await countsOf('MATCH_RESULT')).toEqual({ [user(1)]: 1, [user(2)]: 1 });
    expect(await countsOf('REWARD_REVERTED')).toEqual({ [user(2)]: 1 });
    const told = await Notification.findOne({ userId: user(2), kind: 'MATCH_RESULT' }).lean();
    const { someGame, someOpponent } = messages.notifications;
    expect(told?.message).toBe(messages.notifications.resultRecorded(1, 'p1', someGame, true));
    // Player 2 was not known when the result came: player 1's note names "your opponent" instead.
    const first = await Notification.findOne({ userId: user(1), kind: 'MATCH_RESULT' }).lean();
    expect(first?.message).toBe(messages.notifications.resultRecorded(1, someOpponent, someGame, false));
    expect(await AwaitedNotification.countDocuments()).toBe(0);
  });

  it('a crash half-way through the recipients: the redelivery tells the rest, nobody twice', async () => {
    for (const n of [1, 2, 3, 4]) await deliver(joined(n));
    const completed = createEvent('game.completed', 'games', { version: 1, gameId, lastWeek: 3 });
    // The bulk insert stores the first two notifications, then the process dies.
    const store = Notification.collection.insertMany.bind(Notification.collection);
    jest.spyOn(Notification.collection, 'insertMany').mockImplementation((async (
      ...[notes, options]: Parameters<typeof store>
    ) => {
      await store(notes.slice(0, 2), options);
      throw new Error('the process died here');
    }) as typeof store);
    await expect(deliver(completed)).rejects.toThrow('the process died here');
    expect(Object.keys(await countsOf('GAME_COMPLETED')).length).toBeLessThan(4);
    jest.restoreAllMocks();

    await deliver(completed, 2);
    await deliver(completed, 3);
    expect(await countsOf('GAME_COMPLETED')).toEqual({
      [user(1)]: 1,
      [user(2)]: 1,
      [user(3)]: 1,
      [user(4)]: 1,
    });
  });
});
