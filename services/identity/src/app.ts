import {
  authenticate,
  createServiceApp,
  rateLimit,
  startOutboxRelay,
  type ServiceDeps,
} from '@progression/service-kit';
import type { Env } from './env';
import { isRevoked } from './models/revocation';
import { User } from './models/user';
import { appUserRouter } from './routes/app-user';
import { authenticationRouter } from './routes/authentication';
import { revocationsRouter } from './routes/revocations';

/** The identity service's app; never listens (index.ts does). Publishes `user.registered` from the users' outbox. */
export function createApp(deps: ServiceDeps<Env>) {
  const { env, logger, events, readiness } = deps;
  const outbox = startOutboxRelay({ bus: events, models: [User], logger });
  deps.onShutdown(() => outbox.stop());
  // One budget per client for every attempt at a password: login, registration, password change.
  const limitAttempts = rateLimit({
    capacity: env.AUTH_RATE_LIMIT_BURST,
    refillPerSecond: env.AUTH_RATE_LIMIT_PER_MINUTE / 60,
  });
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    // The one token check of the service; identity holds the revocations, so it refuses a revoked token at once.
    authenticate: authenticate(env, { isRevoked }),
    routers: [
      authenticationRouter({ env, outbox, limitAttempts }),
      appUserRouter({ env, limitAttempts }),
      revocationsRouter(),
    ],
    bodyLimit: '16kb',
  });
}
