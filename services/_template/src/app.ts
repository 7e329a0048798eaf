import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { httpClients, type Clients } from './clients';
import type { Env } from './env';
import { notesRouter } from './routes/notes';

/** The service's app; never listens (index.ts does). Tests pass fake `clients`. */
export function createApp(deps: ServiceDeps<Env>, clients: Clients = httpClients(deps.env)) {
  const { env, logger, readiness, revocations } = deps;
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    consistency: deps.consistency,
    // The one token check of the service: every /rest/api and /internal route; a token revoked at logout
    // or by a password change is refused too, from the list read from identity.
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    routers: [notesRouter({ clients })],
    bodyLimit: '16kb',
  });
}
