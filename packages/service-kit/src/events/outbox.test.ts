import mongoose from 'mongoose';
import type { EventEnvelope } from '@progression/contracts';
import { listDeadLetters } from './dead-letters';
import { defineHandler } from './handler';
import { flushOutbox, outboxField, recordEvent, startOutboxRelay, type WithOutbox } from './outbox';
import { gameCompleted, silent, startEventsInfra } from './test-support';
import { eventually } from '../testing/eventually';
import { trackPublished, type Published } from './published-sequences';

let world: Awaited<ReturnType<typeof startEventsInfra>>;
beforeAll(async () => {
  world = await startEventsInfra('progression_outbox_test');
}, 30_000);
afterAll(() => world.stop());

const Thing = mongoose.model('Thing', new mongoose.Schema({ name: String, ...outboxField }));

describe('outbox relay', () => {
  it('publishes the events saved with a document: flush takes that document only, the timer the rest', async () => {
    const received: EventEnvelope<'game.completed'>[] = [];
    const bus = await world.bus('games');
    await bus.consume(
      defineHandler({
        name: 'watch',
        events: ['game.completed'],
        handle: async (event) => void received.push(event),
      }),
    );
    const saved = async (gameId: string) => {
      const thing = new Thing({ name: gameId });
      recordEvent(thing as unknown as WithOutbox, gameCompleted(gameId));
      return thing.save();
    };
    const left = await saved('left-behind');
    const relay = startOutboxRelay({ bus, models: [Thing], logger: silent, intervalMs: 60_000 });
    const mine = await saved('mine');
    await relay.flush(mine._id);
    expect((await Thing.findById(mine._id).lean())?.outbox).toEqual([]);
    expect((await Thing.findById(left._id).lean())?.outbox).toHaveLength(1);
    await relay.stop();

    const timer = startOutboxRelay({ bus, models: [Thing], logger: silent, intervalMs: 50 });
    await eventually('the events', async () => (await Thing.findById(left._id).lean())?.outbox.length === 0);
    await timer.stop();
    await eventually('the events', () => received.length === 2);
    expect(received.map((event) => event.data.gameId).sort()).toEqual(['left-behind', 'mine']);
  });

  it('publishes from the document its write returned, in order, without reading it again', async () => {
    const received: string[] = [];
    const bus = await world.bus('saved');
    await bus.consume(
      defineHandler({
        name: 'watch-saved',
        events: ['game.completed'],
        handle: async (event) => void received.push(event.data.gameId),
      }),
    );
    const relay = startOutboxRelay({ bus, models: [Thing], logger: silent, intervalMs: 600_000 });
    const thing = new Thing({ name: 'saved' });
    recordEvent(thing as unknown as WithOutbox, gameCompleted('saved-1'));
    recordEvent(thing as unknown as WithOutbox, gameCompleted('saved-2'));
    await thing.save();
    const returned = await Thing.findById(thing._id).lean();
    const reads: string[] = [];
    // Only this model's reads: the bus's own consumers read their collections meanwhile.
    const watch = ({ method, collectionName }: { method: string; collectionName: string }) =>
      void (collectionName === Thing.collection.name && reads.push(method));
    mongoose.connection.on('operation-start', watch);
    await relay.flush(thing._id, { model: Thing, document: returned! });
    mongoose.connection.off('operation-start', watch);
    expect(reads).not.toContain('find');
    expect((await Thing.findById(thing._id).lean())?.outbox).toEqual([]);
    const ours = () => received.filter((gameId) => gameId.startsWith('saved'));
    await eventually('the events', () => ours().length === 2);
    expect(ours()).toEqual(['saved-1', 'saved-2']);
    await relay.stop();
  });

  it('publishes at once when woken, and sweeps again when woken during a sweep', async () => {
    const received: string[] = [];
    const bus = await world.bus('woken');
    await bus.consume(
      defineHandler({
        name: 'watch-woken',
        events: ['game.completed'],
        handle: async (event) => void received.push(event.data.gameId),
      }),
    );
    // A timer that never ticks within the test: only wake() can publish.
    const relay = startOutboxRelay({ bus, models: [Thing], logger: silent, intervalMs: 600_000 });
    const stored = async (gameId: string) => {
      const thing = new Thing({ name: gameId });
      recordEvent(thing as unknown as WithOutbox, gameCompleted(gameId));
      await thing.save();
    };
    await stored('woken-1');
    relay.wake();
    await stored('woken-2'); // stored while the first sweep may be reading
    relay.wake();
    await eventually('the events', () => received.filter((id) => id.startsWith('woken')).length === 2, {
      timeoutMs: 5000,
    });
    expect(received.filter((id) => id.startsWith('woken')).sort()).toEqual(['woken-1', 'woken-2']);
    await relay.stop();
  });

  it("names in a request's token the events a sweep published between the request's write and its flush", async () => {
    const bus = await world.bus('swept');
    const relay = startOutboxRelay({ bus, models: [Thing], logger: silent, intervalMs: 600_000 });
    const thing = new Thing({ name: 'swept' });
    recordEvent(thing as unknown as WithOutbox, gameCompleted('swept'));
    await thing.save();
    // A handled event wakes a sweep, which takes the request's event before the request flushes it.
    relay.wake();
    await eventually('the sweep', async () => (await Thing.findById(thing._id).lean())?.outbox.length === 0);
    const published: Published = { highest: 0 };
    await trackPublished(published, () => relay.flush(thing._id));
    expect(published.highest).toBeGreaterThan(0);
    await relay.stop();
  });

  it('sets a stored entry that no longer parses aside in the dead letters and publishes the others', async () => {
    const received: string[] = [];
    const bus = await world.bus('poison');
    await bus.consume(
      defineHandler({
        name: 'watch-poison',
        events: ['game.completed'],
        handle: async (event) => void received.push(event.data.gameId),
      }),
    );
    const poisoned = new Thing({ name: 'poisoned' });
    recordEvent(poisoned as unknown as WithOutbox, gameCompleted('before-poison'));
    const stale = { ...gameCompleted('stale'), data: { version: 1, gameId: 'stale' } }; // lastWeek missing
    poisoned.outbox.push({
      id: stale.id,
      event: JSON.stringify(stale),
      recordedAt: new Date(),
      pending: true,
    });
    poisoned.outbox.push({ id: 'not-json', event: '{"type":', recordedAt: new Date(), pending: true });
    // A version before the current one is no poison: consumers upcast it, so it is published as stored.
    const v1 = {
      ...gameCompleted('v1'),
      type: 'game.week.started',
      data: {
        version: 1,
        gameId: 'v1',
        week: 1,
        weekId: 'w1',
        modeId: 'm1',
        banlistVersion: null,
        playerIds: [],
      },
    };
    poisoned.outbox.push({ id: v1.id, event: JSON.stringify(v1), recordedAt: new Date(), pending: true });
    recordEvent(poisoned as unknown as WithOutbox, gameCompleted('after-poison'));
    await poisoned.save();
    const other = new Thing({ name: 'other' });
    recordEvent(other as unknown as WithOutbox, gameCompleted('other'));
    await other.save();

    expect(await flushOutbox(Thing, bus, { _id: { $in: [poisoned._id, other._id] } })).toBe(6);
    expect(await flushOutbox(Thing, bus, { _id: { $in: [poisoned._id, other._id] } })).toBe(0);
    expect((await Thing.findById(poisoned._id).lean())?.outbox).toEqual([]);
    const ours = () => received.filter((gameId) => gameId.includes('poison') || gameId === 'other');
    await eventually('the events', () => ours().length === 3);
    expect(ours().sort()).toEqual(['after-poison', 'before-poison', 'other']);
    const letters = await listDeadLetters('outbox:things');
    expect(letters.map((letter) => [letter._id, letter.subject, letter.streamSequence])).toEqual([
      [`outbox:things:${stale.id}`, 'game.completed', 0],
      ['outbox:things:not-json', 'unknown', 0],
    ]);
    expect(letters[0].error).toContain('lastWeek');
    expect(letters[0].payload).toBe(JSON.stringify(stale));
  });

  it('finds pending events through an index', async () => {
    await Thing.init();
    const indexes = await Thing.collection.indexes();
    expect(indexes.map((index) => index.key)).toContainEqual({ 'outbox.pending': 1 });
  });
});
