import Koa from 'koa';
import mongoose from 'mongoose';
import { createEvent } from '@progression/contracts';
import { loadEnv } from '../env';
import { runService, type RunningService } from '../run-service';
import { TEST_KEYS } from '../testing/tokens';
import { defineHandler } from './handler';
import { outboxField, type OutboxRelay } from './outbox';
import { startEventsInfra } from './test-support';

let world: Awaited<ReturnType<typeof startEventsInfra>>;
let service: RunningService<ReturnType<typeof loadEnv>> | undefined;
beforeAll(async () => {
  world = await startEventsInfra('progression_service_events_test');
}, 30_000);
afterEach(async () => {
  await service?.shutdown();
  service = undefined;
});
afterAll(() => world.stop());

const envWith = (variables: Record<string, string>) =>
  loadEnv(
    'service-events-test',
    {},
    {
      PORT: '0',
      HOST: '127.0.0.1',
      MONGO_URL: world.infra.mongoUrl,
      LOG_LEVEL: 'silent',
      ...TEST_KEYS,
      ...variables,
    },
  );
const createApp = () => new Koa();
const counter = defineHandler({ name: 'count', events: ['game.completed'], handle: async () => undefined });

describe('runService and events', () => {
  it('starts a service that neither publishes nor consumes without NATS, and checks only Mongo', async () => {
    service = await runService({ env: envWith({}), createApp });
    expect(service.events).toBeUndefined();
    expect(service.outbox).toBeUndefined();
    expect(Object.keys(service.readiness)).toEqual(['mongo']);
  });

  it('refuses to start a consuming service without NATS_URL', async () => {
    await expect(runService({ env: envWith({}), createApp, handlers: [counter] })).rejects.toThrow(
      'NATS_URL',
    );
  });

  it("starts a consuming service's handlers and checks NATS for readiness", async () => {
    service = await runService({
      env: envWith({ NATS_URL: world.infra.natsUrl }),
      createApp,
      handlers: [counter],
    });
    expect(Object.keys(service.readiness)).toEqual(['mongo', 'nats']);
    expect(service.events?.isReady()).toBe(true);
  });

  it("gives the handlers of a publishing service its outbox relay, to publish before their event's ack", async () => {
    const seen: Array<OutboxRelay | undefined> = [];
    const publishing = defineHandler({
      name: 'publishing',
      events: ['game.completed'],
      handle: async (_event, { outbox }) => void seen.push(outbox),
    });
    service = await runService({
      env: envWith({ NATS_URL: world.infra.natsUrl }),
      createApp,
      handlers: [publishing],
      outbox: [mongoose.model('OutboxOwner', new mongoose.Schema({ ...outboxField }))],
    });
    await service.events!.publish(
      createEvent('game.completed', 'games', { version: 1, gameId: 'g1', lastWeek: 1 }),
    );
    const deadline = Date.now() + 10_000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 20));
    expect(seen).toEqual([service.outbox]);
    expect(service.outbox).toBeDefined();
  });
});
