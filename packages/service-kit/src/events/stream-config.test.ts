import { jetstreamManager } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { eventStream } from '@progression/contracts';
import { filterSubject } from './consumer-config';
import { defineHandler } from './handler';
import { startEventsInfra } from './test-support';

let world: Awaited<ReturnType<typeof startEventsInfra>>;
beforeAll(async () => {
  world = await startEventsInfra('progression_stream_test');
}, 30_000);
afterAll(() => world.stop());

describe('stream and consumer settings', () => {
  it('applies stream settings changed in code to the existing stream on start', async () => {
    await world.bus('games', { stream: { maxAgeMs: 60_000, duplicateWindowMs: 10_000 } });
    const manager = await jetstreamManager((await world.bus('games')).connection);
    await world.bus('games', { stream: { maxAgeMs: 120_000, duplicateWindowMs: 20_000 } });
    const { config } = await manager.streams.info(eventStream);
    expect(config.max_age).toBe(nanos(120_000));
    expect(config.duplicate_window).toBe(nanos(20_000));
    expect(config.subjects).toEqual(['progression.>']);
  });

  it('updates a consumer whose settings changed, keeping its place in the stream', async () => {
    const handler = defineHandler({
      name: 'tally',
      events: ['game.completed'],
      handle: async () => undefined,
    });
    const first = await world.bus('decks', { retry: { maxAttempts: 3, backoffMs: [50], ackWaitMs: 2000 } });
    await first.consume(handler);
    await first.drain();
    const second = await world.bus('decks', { retry: { maxAttempts: 5, backoffMs: [50], ackWaitMs: 4000 } });
    await second.consume(handler);
    const manager = await jetstreamManager(second.connection);
    const { config } = await manager.consumers.info(eventStream, 'decks-tally');
    expect(config.max_deliver).toBe(5);
    expect(config.ack_wait).toBe(nanos(4000));
  });

  it('covers the events of one handler with the narrowest subject', () => {
    expect(filterSubject(['game.completed'])).toBe('progression.game.completed');
    expect(filterSubject(['reward.claimed', 'reward.reverted'])).toBe('progression.reward.>');
    expect(filterSubject(['game.created', 'game.player.joined'])).toBe('progression.game.>');
    expect(filterSubject(['draft.packs.opened', 'reward.reverted'])).toBe('progression.>');
  });
});
