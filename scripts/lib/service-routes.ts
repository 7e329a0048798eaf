import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { createLogger, routesOfApp, type OutboxRelay, type ServiceDeps } from '@progression/service-kit';
import { TEST_KEYS } from '@progression/service-kit/testing';
import { findRepoRoot } from './repo.mjs';

/** One route a service serves (`GET /rest/api/deck/:id`) and its middlewares in order. */
export interface ServedRoute {
  service: string;
  method: string;
  path: string;
  stack: Middleware[];
}

interface ServiceModules {
  app: { createApp(deps: ServiceDeps<unknown>): Koa | Promise<Koa> };
  env: { readEnv(): unknown };
}

const root = findRepoRoot(__dirname);

/** Every service (folders starting with `_`, the template, are not services). */
export const serviceNames = (): string[] =>
  readdirSync(join(root, 'services')).filter((name) => !name.startsWith('_'));

/** What an app needs to be built: addresses it would call, never called, since no request is made. */
const listingEnv: Record<string, string> = {
  PORT: '0',
  MONGO_URL: 'mongodb://127.0.0.1:1',
  NATS_URL: 'nats://127.0.0.1:1',
  ...TEST_KEYS,
  LOG_LEVEL: 'silent',
  ...Object.fromEntries(
    ['IDENTITY', 'CATALOG', 'MODES', 'GAMES', 'MATCHES', 'REWARDS', 'DRAFTS', 'COLLECTION', 'DECKS'].map(
      (name) => [`${name}_URL`, 'http://127.0.0.1:1'],
    ),
  ),
};

// Routes are only listed: an outbox that is asked to publish would mean a request ran.
const unusedOutbox: OutboxRelay = {
  flush: () => Promise.reject(new Error('routes are listed, never called')),
  wake: () => undefined,
  stop: () => Promise.resolve(),
};

/**
 * The routes a service's app serves, read from the app its own `createApp` builds with its own env
 * reader (no database or bus is reached: building an app connects to nothing). Runs under jest.
 */
export async function routesOfService(service: string): Promise<ServedRoute[]> {
  const saved = { ...process.env };
  Object.assign(process.env, listingEnv);
  try {
    let modules: ServiceModules | undefined;
    // Each service with its own module registry: services name their mongoose models alike.
    jest.isolateModules(() => {
      const src = join(root, 'services', service, 'src');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      modules = { app: require(join(src, 'app')), env: require(join(src, 'env')) };
    });
    if (!modules) throw new Error(`${service}: its app could not be loaded`);
    const cleanups: Array<() => unknown> = [];
    const app = await modules.app.createApp({
      env: modules.env.readEnv(),
      logger: createLogger(service, 'silent'),
      outbox: unusedOutbox,
      readiness: {},
      onShutdown: (cleanup) => cleanups.push(cleanup),
    });
    for (const cleanup of cleanups) await cleanup();
    return routesOfApp(app).flatMap(({ methods, path, stack }) =>
      methods.map((method) => ({ service, method, path, stack })),
    );
  } finally {
    process.env = saved;
  }
}
