import type { Server } from 'node:http';
import { isMainThread, parentPort } from 'node:worker_threads';
import { reduceMemoryWhenIdle } from '@progression/idle-memory';
import { announceListening } from './http/announce-listening';
import { answerClientErrorsAsJson } from './http/client-errors';
import { closeServer } from './http/close-server';
import type Koa from 'koa';
import mongoose from 'mongoose';
import { describeEnv, type ServiceEnv } from './env';
import type { EventBus } from './events/bus';
import type { Consistency } from './events/consistency';
import type { OutboxRelay } from './events/outbox';
import { startServiceEvents, type ServiceEventsOptions } from './events/service-events';
import { createLogger, type Logger } from './logger';
import { connectMongo, mongoIsReady } from './mongo';
import type { ReadinessChecks } from './http/health';
import { startRevocationList, type RevocationList } from './revocations';

/** What a service's `createApp` receives from `runService`. */
export interface ServiceDeps<Env> {
  env: Env;
  logger: Logger;
  /** The event bus, when the service publishes or consumes (`handlers` or `outbox` given). */
  events?: EventBus;
  /** Publishes the events a route just saved with a document (`outbox.flush(doc._id)`), when `outbox` is given. */
  outbox?: OutboxRelay;
  /**
   * Pass to `createServiceApp({ consistency })`, so reads carrying `Progression-Consistency` wait for the
   * service's event handlers. Absent without `handlers`.
   */
  consistency?: Consistency;
  /**
   * The tokens revoked at logout or by a password change, read from identity: pass its `isRevoked` to
   * `authenticate`. Absent without `IDENTITY_URL`, and in identity (which asks its own store).
   */
  revocations?: RevocationList;
  /** Pass to `createServiceApp({ readiness })`: Mongo, and NATS when the service uses it. */
  readiness: ReadinessChecks;
  /** Registers cleanup (stop a relay, a timer) run on shutdown before NATS drains and Mongo closes. */
  onShutdown(cleanup: () => Promise<void> | void): void;
}

export interface RunServiceOptions<Env extends ServiceEnv> extends ServiceEventsOptions {
  env: Env;
  createApp: (deps: ServiceDeps<Env>) => Koa | Promise<Koa>;
  /** Runs after the connections are up and before listening. */
  start?: (deps: ServiceDeps<Env>) => Promise<void> | void;
  /** Runs on shutdown after the server stopped accepting, before NATS drains. */
  stop?: () => Promise<void> | void;
  /** Whether to keep identity's revocation list (default true; identity itself has the store). */
  revocationList?: boolean;
}

export interface RunningService<Env> extends ServiceDeps<Env> {
  server: Server;
  shutdown(): Promise<void>;
}

/**
 * Starts a service: logs its environment, connects Mongo (with retry), and NATS only when it has event
 * `handlers` or `outbox` models (starting their consumers and relay), listens on HOST:PORT, and on
 * SIGTERM/SIGINT (or the service host's stop message) stops accepting, finishes requests, stops the relay, drains NATS and closes Mongo.
 */
export async function runService<Env extends ServiceEnv>(
  options: RunServiceOptions<Env>,
): Promise<RunningService<Env>> {
  const { env } = options;
  // Hosted in a worker thread of the service host, where signals never arrive, the host asks by message.
  // Until the service listens there is nothing to finish, so it ends at once (as SIGTERM would end it).
  let onStopMessage: () => void = () => process.exit(0);
  if (!isMainThread)
    parentPort?.on('message', (message: { type?: string } | undefined) => {
      if (message?.type === 'stop') onStopMessage();
    });
  const logger = createLogger(env.SERVICE_NAME, env.LOG_LEVEL);
  logger.info({ env: describeEnv(env) }, 'starting');
  await connectMongo({ url: env.MONGO_URL, dbName: env.MONGO_DB, logger });
  const events = await startServiceEvents(env, logger, options);
  const readiness: ReadinessChecks = { mongo: () => mongoIsReady() };
  if (events) readiness.nats = () => events.bus.isReady();
  const revocations = options.revocationList === false ? undefined : startRevocationList(env, logger);
  if (revocations && events) revocations.follow(events.bus.connection);
  const cleanups: Array<() => Promise<void> | void> = [];
  if (revocations) cleanups.push(() => revocations.stop());
  const deps: ServiceDeps<Env> = {
    env,
    logger,
    events: events?.bus,
    outbox: events?.outbox,
    consistency: events?.consistency,
    revocations,
    readiness,
    onShutdown: (cleanup) => cleanups.push(cleanup),
  };
  const app = await options.createApp(deps);
  await options.start?.(deps);
  const server = await new Promise<Server>((resolve) => {
    const listening = answerClientErrorsAsJson(app.listen(env.PORT, env.HOST, () => resolve(listening)));
  });
  // Longer than a load balancer's idle timeout, so it never reuses a socket the server just closed.
  server.keepAliveTimeout = 65_000;
  announceListening(server, logger, env.HOST);
  // What a burst of work left in the heap goes back to the system once the service is idle again (in the
  // service host a dozen services share one process's memory).
  const stopReducingMemory = reduceMemoryWhenIdle('thread');

  let stopping: Promise<void> | undefined;
  const shutdown = () => {
    stopping ??= (async () => {
      logger.info('shutting down');
      stopReducingMemory();
      await closeServer(server);
      await options.stop?.();
      for (const cleanup of cleanups) await cleanup();
      await events?.stop();
      await mongoose.disconnect();
      logger.info('stopped');
    })();
    return stopping;
  };
  const stopAndExit = () => {
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, stopAndExit);
  onStopMessage = stopAndExit;
  return { ...deps, server, shutdown };
}
