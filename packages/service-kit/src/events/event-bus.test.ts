import mongoose from 'mongoose';
import { createLogger } from '../logger';
import { connectMongo } from '../mongo';
import { startTestInfra, type TestInfra } from '../testing/infra';
import { connectEvents, type EventBus } from './event-bus';
import { flushOutbox, outboxField, recordEvent } from './outbox';

const logger = createLogger('events-test', 'silent');
let infra: TestInfra;
let bus: EventBus;

const event = (id: string, data: object = {}) => ({
  id,
  type: 'test.happened',
  occurredAt: new Date().toISOString(),
  source: 'test',
  data,
});
const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

beforeAll(async () => {
  infra = await startTestInfra();
  await connectMongo({ url: infra.mongoUrl, dbName: 'progression_events_test', logger, attempts: 3 });
  bus = await connectEvents({ url: infra.natsUrl, serviceName: 'events-test', logger });
}, 30_000);
afterAll(async () => {
  await bus.drain();
  await mongoose.disconnect();
  await infra.stop();
});

describe('EventBus', () => {
  it('hands each event id to a durable consumer once, however often it is published', async () => {
    const handled: string[] = [];
    await bus.consume({
      durable: 'once',
      subjects: ['test.happened'],
      handle: async (received) => void handled.push(received.id),
    });
    await bus.publish(event('e1'));
    await bus.publish(event('e1'));
    await bus.publish(event('e2'));
    expect(await until(() => handled.length >= 2)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handled).toEqual(['e1', 'e2']);
  });

  it('redelivers an event whose handler failed until it succeeds', async () => {
    let attempts = 0;
    await bus.consume({
      durable: 'retry',
      subjects: ['progression.test.failing'],
      handle: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('store unavailable');
      },
    });
    await bus.publish({ ...event('f1'), type: 'test.failing' });
    expect(await until(() => attempts >= 2)).toBe(true);
  });
});

describe('outbox', () => {
  it('publishes the events stored with a document and empties its outbox', async () => {
    const Thing = mongoose.model('Thing', new mongoose.Schema({ name: String, ...outboxField }));
    const handled: string[] = [];
    await bus.consume({
      durable: 'outbox',
      subjects: ['test.recorded'],
      handle: async (received) => void handled.push(received.id),
    });
    const thing = new Thing({ name: 'box' });
    recordEvent(thing, { ...event('o1'), type: 'test.recorded' });
    await thing.save();
    expect(await flushOutbox(Thing, bus)).toBe(1);
    expect((await Thing.findById(thing._id).lean())?.outbox).toEqual([]);
    expect(await until(() => handled.includes('o1'))).toBe(true);
    expect(await flushOutbox(Thing, bus)).toBe(0);
  });
});
