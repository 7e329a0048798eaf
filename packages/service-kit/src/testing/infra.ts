import { startEmbeddedMongo } from '@progression/embedded-mongo';
import { startNatsServer } from './nats-server';

/** A Mongo and a NATS for one test file. */
export interface TestInfra {
  mongoUrl: string;
  natsUrl: string;
  stop(): Promise<void>;
}

/** Starts the embedded Mongo (in memory) and a JetStream nats-server, both on free loopback ports. */
export async function startTestInfra(): Promise<TestInfra> {
  const [mongo, nats] = await Promise.all([
    startEmbeddedMongo({ durability: 'memory', port: 0 }),
    startNatsServer(),
  ]);
  return {
    mongoUrl: mongo.uri,
    natsUrl: nats.url,
    async stop() {
      await Promise.all([mongo.stop(), nats.stop()]);
    },
  };
}
