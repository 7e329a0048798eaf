import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { createEvent, eventStream, type EventEnvelope } from '@progression/contracts';
import { listDeadLetters, requestReplay } from './dead-letters';
import { defineHandler } from './handler';
import { markProcessed, processedAmong } from './processed-events';
import { gameCompleted, startEventsInfra } from './test-support';

const draftCompleted = (draftId: string): EventEnvelope<'draft.completed'> =>
  createEvent('draft.completed', 'drafts', {
    version: 1,
    gameId: 'g',
    playerId: 'p',
    draftId,
    reason: 'COMPLETE',
  });
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

  it('hands a batch handler the events waiting together, skipping processed ones, each once', async () => {
    const batches: string[][] = [];
    const bus = await world.bus('batches');
    const processed = draftCompleted('b-processed');
    await markProcessed('batches-bulk', processed.id);
    await bus.consume(
      defineHandler({
        name: 'bulk',
        events: ['draft.completed'],
        startFrom: 'new',
        async handle(event) {
          batches.push([event.data.draftId]);
          // Slow enough that everything published meanwhile waits for the next batch.
          if (event.data.draftId === 'b0') await new Promise((wait) => setTimeout(wait, 300));
        },
        async handleBatch(events) {
          batches.push(events.map((event) => event.data.draftId));
        },
      }),
    );
    // The first event is handled alone; the others, published while nothing is consumed, come as one batch.
    const drafts = ['b0', 'b1', 'b2', 'b3', 'b4'];
    const events = drafts.map(draftCompleted);
    await bus.publish(events[0]);
    await eventually('the first event', () => batches.length === 1);
    for (const event of events.slice(1)) await bus.publish(event);
    await bus.publish(processed);
    await eventually('every event', () => batches.flat().length === drafts.length);
    expect(batches.flat()).toEqual(drafts);
    expect(batches.flat()).not.toContain('b-processed');
    expect(batches.length).toBe(2);
    await eventually('all acknowledged', async () => {
      const info = await (await jetstreamManager(bus.connection)).consumers.info(eventStream, 'batches-bulk');
      return info.num_ack_pending === 0 && info.num_pending === 0;
    });
    // The batch's events were marked processed: a redelivery would be skipped.
    const ids = events.map((event) => event.id);
    expect(await processedAmong('batches-bulk', ids)).toEqual(new Set(ids));
  });

  it('handles each event of a failing batch on its own, so only the failing one is retried', async () => {
    const handled: string[] = [];
    const attempts: Record<string, number> = {};
    let batchCalls = 0;
    const bus = await world.bus('split');
    let gate: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (gate = resolve));
    await bus.consume(
      defineHandler({
        name: 'bulk',
        events: ['draft.completed'],
        startFrom: 'new',
        async handle(event) {
          const { draftId: gameId } = event.data;
          attempts[gameId] = (attempts[gameId] ?? 0) + 1;
          if (gameId === 'hold') await opened;
          if (gameId === 'poison') throw new Error('cannot count this game');
          handled.push(gameId);
        },
        async handleBatch(events) {
          batchCalls += 1;
          if (events.some((event) => event.data.draftId === 'poison')) throw new Error('one of them is bad');
          handled.push(...events.map((event) => event.data.draftId));
        },
      }),
    );
    await bus.publish(draftCompleted('hold'));
    await eventually('the first event', () => attempts.hold === 1);
    for (const gameId of ['s1', 'poison', 's2']) await bus.publish(draftCompleted(gameId));
    await new Promise((wait) => setTimeout(wait, 100));
    gate();
    await eventually('the poison set aside', async () => (await listDeadLetters('split-bulk')).length === 1);
    expect(batchCalls).toBe(1);
    expect(handled).toEqual(['hold', 's1', 's2']);
    expect(attempts).toEqual({ hold: 1, s1: 1, poison: 3, s2: 1 });
  });
});
