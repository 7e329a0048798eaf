import { catalogCalls } from '@progression/contracts';
import { authenticate, callClientsOf, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { catalogSets, type SetLookup } from './clients/catalog';
import type { Env } from './env';
import { progressionModeRouter } from './routes/progression-mode';

/** The modes service's app: progression modes, readable and editable by their owner. Tests may pass `sets`. */
export function createApp(
  { env, logger, readiness, revocations }: ServiceDeps<Env>,
  sets: SetLookup = catalogSets(callClientsOf(env)(catalogCalls, env.CATALOG_URL)),
) {
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    // The one token check of the service: every /rest/api route.
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    routers: [progressionModeRouter({ env, sets })],
    bodyLimit: '256kb',
  });
}
