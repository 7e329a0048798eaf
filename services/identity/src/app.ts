import { createServiceApp, startOutboxRelay, type ServiceDeps } from '@progression/service-kit';
import type { Env } from './env';
import { User } from './models/user';
import { appUserRouter } from './routes/app-user';
import { authenticationRouter } from './routes/authentication';

/** The identity service's app; publishes `user.registered` from the users' outbox. */
export function createApp(deps: ServiceDeps<Env>) {
  const { env, logger, events, readiness } = deps;
  const outbox = startOutboxRelay({ bus: events, models: [User], logger });
  deps.onShutdown(() => outbox.stop());
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    routers: [authenticationRouter({ env, outbox }), appUserRouter({ env })],
    readiness,
    bodyLimit: '16kb',
  });
}
