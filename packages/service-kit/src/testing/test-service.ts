import type Koa from 'koa';
import mongoose from 'mongoose';
import type { z } from 'zod';
import { loadEnv, type ServiceEnv } from '../env';
import { startServiceEvents, type ServiceEventsOptions } from '../events/service-events';
import { createLogger } from '../logger';
import { connectMongo, mongoIsReady } from '../mongo';
import { startRevocationList } from '../revocations';
import type { ServiceDeps } from '../run-service';
import { startTestInfra, type TestInfra } from './infra';
import { refuseWritesDuringReads } from './reads-write-nothing';
import { TEST_KEYS } from './tokens';

export interface TestServiceOptions<Extra extends z.ZodRawShape> extends ServiceEventsOptions {
  name: string;
  createApp: (deps: ServiceDeps<ServiceEnv<Extra>>) => Koa | Promise<Koa>;
  /** The service's own env shape and values (e.g. `{ CATALOG_URL: z.string() }`). */
  extraShape?: Extra;
  extraEnv?: Record<string, string>;
  /** Reuse running infrastructure instead of starting a Mongo and a NATS for this service. */
  infra?: TestInfra;
}

export interface TestService<Extra extends z.ZodRawShape> extends ServiceDeps<ServiceEnv<Extra>> {
  app: Koa;
  infra: TestInfra;
  /** Empties the service's database between tests. */
  clearDatabase(): Promise<void>;
  /** Drains NATS, disconnects mongoose and stops the infrastructure this call started. */
  stop(): Promise<void>;
}

/**
 * Builds a service app the way `runService` does (with its event `handlers` and `outbox`), against an embedded Mongo and a real nats-server,
 * without listening: drive `app.callback()` with supertest. Call once per test file (beforeAll).
 */
export async function startTestService<Extra extends z.ZodRawShape = Record<never, never>>(
  options: TestServiceOptions<Extra>,
): Promise<TestService<Extra>> {
  const infra = options.infra ?? (await startTestInfra());
  const env = loadEnv(options.name, options.extraShape, {
    PORT: '0',
    MONGO_URL: infra.mongoUrl,
    NATS_URL: infra.natsUrl,
    ...TEST_KEYS,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.extraEnv,
  });
  const logger = createLogger(options.name, env.LOG_LEVEL);
  await connectMongo({ url: env.MONGO_URL, dbName: env.MONGO_DB, logger, attempts: 3 });
  const events = await startServiceEvents(env, logger, options);
  const cleanups: Array<() => Promise<void> | void> = [];
  // As runService: only when the test names an identity (extraEnv IDENTITY_URL).
  const revocations = env.IDENTITY_URL ? startRevocationList(env, logger) : undefined;
  if (revocations) cleanups.push(() => revocations.stop());
  const deps: ServiceDeps<ServiceEnv<Extra>> = {
    env,
    logger,
    events: events?.bus,
    outbox: events?.outbox,
    consistency: events?.consistency,
    revocations,
    readiness: { mongo: () => mongoIsReady(), ...(events && { nats: () => events.bus.isReady() }) },
    onShutdown: (cleanup) => cleanups.push(cleanup),
  };
  const app = await options.createApp(deps);
  // "No GET writes anything anywhere": every read a service's tests make proves it.
  refuseWritesDuringReads(app);
  return {
    ...deps,
    app,
    infra,
    async clearDatabase() {
      const collections = await mongoose.connection.db!.collections();
      await Promise.all(collections.map((collection) => collection.deleteMany({})));
    },
    async stop() {
      for (const cleanup of cleanups) await cleanup();
      await events?.stop();
      await mongoose.disconnect();
      if (!options.infra) await infra.stop();
    },
  };
}
