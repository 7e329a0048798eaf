import mongoose from 'mongoose';
import type { EventEnvelope } from '@progression/contracts';
import { defineHandler } from './handler';
import { outboxField, recordEvent, startOutboxRelay, type WithOutbox } from './outbox';
import { gameCompleted, silent, startEventsInfra, until } from './test-support';

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
    await until(async () => (await Thing.findById(left._id).lean())?.outbox.length === 0);
    await timer.stop();
    await until(() => received.length === 2);
    expect(received.map((event) => event.data.gameId).sort()).toEqual(['left-behind', 'mine']);
  });

  it('finds pending events through an index', async () => {
    await Thing.init();
    const indexes = await Thing.collection.indexes();
    expect(indexes.map((index) => index.key)).toContainEqual({ 'outbox.pending': 1 });
  });
});
