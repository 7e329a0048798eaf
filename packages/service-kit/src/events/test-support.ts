import { createEvent, type EventEnvelope } from '@progression/contracts';
import mongoose from 'mongoose';
import { createLogger } from '../logger';
import { connectMongo } from '../mongo';
import { startTestInfra, type TestInfra } from '../testing/infra';
import { connectEvents, type ConnectEventsOptions, type EventBus } from './bus';

/** Small retries so a test sees an event reach the dead letters in well under a second. */
export const quickRetries: ConnectEventsOptions['retry'] = {
  maxAttempts: 3,
  backoffMs: [50],
  ackWaitMs: 2000,
};

export const silent = createLogger('events-test', 'silent');

/** A Mongo and a NATS for one test file, and buses on them that are drained at the end. */
export async function startEventsInfra(dbName: string) {
  const infra: TestInfra = await startTestInfra();
  await connectMongo({ url: infra.mongoUrl, dbName, logger: silent, attempts: 3 });
  const buses: EventBus[] = [];
  return {
    infra,
    async bus(serviceName: string, options: Partial<ConnectEventsOptions> = {}) {
      const bus = await connectEvents({
        url: infra.natsUrl,
        serviceName,
        logger: silent,
        retry: quickRetries,
        replayIntervalMs: 100,
        ...options,
      });
      buses.push(bus);
      return bus;
    },
    async stop() {
      for (const bus of buses) await bus.drain().catch(() => undefined);
      await mongoose.disconnect();
      await infra.stop();
    },
  };
}

export const gameCompleted = (gameId: string, lastWeek = 8): EventEnvelope<'game.completed'> =>
  createEvent('game.completed', 'games', { version: 1, gameId, lastWeek });
