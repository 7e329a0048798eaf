import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { httpClients, type Clients } from './clients';
import type { Env } from './env';
import { notesRouter } from './routes/notes';
import { rewardConfigRouter } from './routes/reward-config';

/** The service's app; never listens (index.ts does). Tests pass fake `clients`. */
export function createApp(deps: ServiceDeps<Env>, clients: Clients = httpClients(deps.env)) {
  const { env, logger, readiness } = deps;
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    // The one token check of the service: every /rest/api and /internal route.
    authenticate: authenticate(env),
    routers: [notesRouter({ clients }), rewardConfigRouter({ clients })],
    bodyLimit: '16kb',
  });
}
