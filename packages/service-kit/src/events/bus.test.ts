import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { createEvent, eventStream, type EventEnvelope } from '@progression/contracts';
import { listDeadLetters, requestReplay } from './dead-letters';
import { defineHandler } from './handler';
import { markProcessed } from './processed-events';
import { gameCompleted, startEventsInfra } from './test-support';
import { eventually } from '../testing/eventually';

let world: Awaited<ReturnType<typeof startEventsInfra>>;
beforeAll(async () => {
  world = await startEventsInfra('progression_bus_test');
}, 30_000);
afterAll(() => world.stop());

describe('event bus', () => {
  it('gives every event to each service consuming it, also when both name their handler alike', async () => {
    const seen: Record<string, string[]> = { decks: [], matches: [] };
    for (const service of ['decks', 'matches']) {
      const bus = await world.bus(service);
      await bus.consume(
        defineHandler({
          name: 'on-game-completed',
          events: ['game.completed'],
          handle: async (event) => void seen[service].push(event.data.gameId),
        }),
      );
    }
    const publisher = await world.bus('games');
    for (const gameId of ['g1', 'g2', 'g3', 'g4']) await publisher.publish(gameCompleted(gameId));
    await eventually('the events', () => seen.decks.length === 4 && seen.matches.length === 4);
    expect(seen.decks.sort()).toEqual(['g1', 'g2', 'g3', 'g4']);
    expect(seen.matches.sort()).toEqual(['g1', 'g2', 'g3', 'g4']);
  });

  it('skips an event its consumer processed already', async () => {
    const handled: string[] = [];
    const bus = await world.bus('skips');
    const first = gameCompleted('already');
    await markProcessed('skips-counter', first.id);
    await bus.consume(
      defineHandler({
        name: 'counter',
        events: ['game.completed'],
        handle: async (event) => void handled.push(event.id),
      }),
    );
    const second = gameCompleted('fresh');
    await bus.publish(first);
    await bus.publish(second);
    await eventually('the events', () => handled.includes(second.id));
    expect(handled).not.toContain(first.id);
  });

  it('hands an ordered handler the events about one thing in stream order across subjects', async () => {
    const seen: string[] = [];
    const bus = await world.bus('rewards');
    let failedOnce = false;
    await bus.consume(
      defineHandler({
        name: 'ledger',
        events: ['reward.claimed', 'reward.reverted'],
        ordered: true,
        async handle(event) {
          // The first claim fails once: the revert behind it must wait for it.
          if (event.type === 'reward.claimed' && !failedOnce) {
            failedOnce = true;
            throw new Error('store unavailable');
          }
          seen.push(event.type);
        },
      }),
    );
    const reward = {
      version: 1 as const,
      gameId: 'g',
      playerId: 'p',
      rewardId: 'r',
      type: 'WILDCARD' as const,
    };
    await bus.publish(
      createEvent('reward.claimed', 'rewards', {
        ...reward,
        week: 1,
        packSetIds: [],
        packDraftId: null,
        cards: [],
      }),
    );
    await bus.publish(createEvent('reward.reverted', 'rewards', { ...reward, packDraftId: null, cards: [] }));
    await eventually('the events', () => seen.length === 2);
    expect(seen).toEqual(['reward.claimed', 'reward.reverted']);
  });

  it('keeps the message of a handler running longer than ack_wait alive, so it is not redelivered', async () => {
    const attempts: number[] = [];
    const bus = await world.bus('slow', { retry: { maxAttempts: 3, backoffMs: [50], ackWaitMs: 600 } });
    await bus.consume(
      defineHandler({
        name: 'long',
        events: ['game.completed'],
        startFrom: 'new',
        async handle(event, context) {
          attempts.push(context.attempt);
          await new Promise((wait) => setTimeout(wait, 2000));
        },
      }),
    );
    await bus.publish(gameCompleted('slow'));
    await eventually('the events', () => attempts.length === 1);
    await new Promise((wait) => setTimeout(wait, 2500));
    expect(attempts).toEqual([1]);
    // A redelivery would be skipped as processed; the consumer's delivery count says none happened.
    const info = await (await jetstreamManager(bus.connection)).consumers.info(eventStream, 'slow-long');
    expect(info.delivered.consumer_seq).toBe(1);
    expect(info.num_ack_pending).toBe(0);
  }, 15_000);

  it('sets a malformed payload and an always-failing handler aside after the bounded attempts', async () => {
    const attempts: number[] = [];
    const bus = await world.bus('ledgers');
    await bus.consume(
      defineHandler({
        name: 'failing',
        events: ['game.completed'],
        startFrom: 'new',
        async handle(event, context) {
          attempts.push(context.attempt);
          if (event.data.gameId === 'broken') throw new Error('cannot count this game');
        },
      }),
    );
    const failing = gameCompleted('broken');
    await bus.publish(failing);
    await jetstream(bus.connection).publish(
      'progression.game.completed',
      '{"id":"x","type":"game.completed"',
    );
    await eventually('the events', async () => (await listDeadLetters('ledgers-failing')).length === 2);
    const letters = await listDeadLetters('ledgers-failing');
    expect(attempts).toEqual([1, 2, 3]);
    expect(letters.map(({ eventId, attempts: count, subject }) => ({ eventId, count, subject }))).toEqual([
      { eventId: failing.id, count: 3, subject: 'progression.game.completed' },
      { eventId: undefined, count: 3, subject: 'progression.game.completed' },
    ]);
    expect(letters[0].error).toBe('cannot count this game');
    expect(letters[1].payload).toBe('{"id":"x","type":"game.completed"');
    // Nothing more arrives: the consumer gave up on both.
    await new Promise((wait) => setTimeout(wait, 300));
    expect(attempts).toHaveLength(3);
  });

  it('replays a dead letter when an operator asks, and removes it once handled', async () => {
    let broken = true;
    const handled: EventEnvelope<'game.completed'>[] = [];
    const bus = await world.bus('replays');
    await bus.consume(
      defineHandler({
        name: 'flaky',
        events: ['game.completed'],
        startFrom: 'new',
        async handle(event) {
          if (broken) throw new Error('not yet');
          handled.push(event);
        },
      }),
    );
    const event = gameCompleted('later');
    await bus.publish(event);
    await eventually('the events', async () => (await listDeadLetters('replays-flaky')).length === 1);
    broken = false;
    expect(await requestReplay({ consumer: 'replays-flaky' })).toBe(1);
    await eventually('the events', () => handled.length === 1);
    expect(handled[0]).toEqual(event);
    await eventually('the events', async () => (await listDeadLetters('replays-flaky')).length === 0);
  });
});
