import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { httpClients, type Clients } from './clients';
import type { Env } from './env';
import { deckRouter } from './routes/deck';
import { deckRegistrationsRouter } from './routes/deck-registrations';

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
    routers: [deckRouter({ clients }), deckRegistrationsRouter({ clients })],
    // A deck is at most 75 entries and a .ydk file 20,000 characters, but a body of 10,000 entries must
    // reach the contracts' check, which names the field (a 400), rather than the body limit (a 413).
    bodyLimit: '1mb',
  });
}
