import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { httpClients, type Clients } from './clients';
import type { Env } from './env';
import { collectionRouter } from './routes/collection';

/** The service's app; never listens (index.ts does). Tests pass fake `clients`. */
export function createApp(deps: ServiceDeps<Env>, clients: Clients = httpClients(deps.env)) {
  const { env, logger, readiness, revocations } = deps;
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    consistency: deps.consistency,
    // The one token check of the service: every /rest/api and /internal route.
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    routers: [collectionRouter({ clients, outbox: deps.outbox, logger })],
    // A query's body is its sort and filters (30 include items, 200 characters of search at most).
    bodyLimit: '64kb',
  });
}
