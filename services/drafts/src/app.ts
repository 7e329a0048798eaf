import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { httpClients, type Clients } from './clients';
import type { Env } from './env';
import { demoDraftsRouter } from './routes/demo-drafts';
import { gameDraftsRouter } from './routes/drafts';
import { packDraftRouter } from './routes/pack-draft';
import { tableRouter } from './routes/table';

/** The service's app; never listens (index.ts does). Tests pass fake `clients`. */
export function createApp(deps: ServiceDeps<Env>, clients: Clients = httpClients(deps.env)) {
  const { env, logger, readiness, outbox, revocations } = deps;
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    consistency: deps.consistency,
    // The one token check of the service: every /rest/api and /internal route.
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    routers: [
      tableRouter({ clients, outbox }),
      packDraftRouter({ clients, outbox }),
      gameDraftsRouter({ clients, outbox }),
      demoDraftsRouter({ clients }),
    ],
    bodyLimit: '16kb',
  });
}
