import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import type { Env } from './env';
import { liveFeed } from './live/feed';
import { notificationsRouter } from './routes/notifications';

/** The service's app; never listens (index.ts does). With NATS, streams wake on every replica's writes. */
export function createApp(deps: ServiceDeps<Env>) {
  const { env, logger, readiness, events, revocations } = deps;
  if (events) {
    liveFeed.attach(events.connection, logger);
    deps.onShutdown(() => liveFeed.detach());
  }
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    consistency: deps.consistency,
    // The one token check of the service: every /rest/api and /internal route.
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    routers: [notificationsRouter({ feed: liveFeed })],
    bodyLimit: '16kb',
  });
}
