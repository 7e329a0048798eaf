import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { neighbours as httpNeighbours, type Neighbours } from './clients';
import type { Env } from './env';
import { gamePlayerRouter } from './routes/game-player';
import { internalRouter } from './routes/internal';
import { eventDataRouter } from './routes/internal/event-data';
import { progressionGameRouter } from './routes/progression-game';

/** The games service's app; publishes game events from the games' outbox through runService's relay. */
export function createApp(deps: ServiceDeps<Env>, neighbours: Neighbours = httpNeighbours(deps.env)) {
  const { env, logger, outbox, readiness, revocations } = deps;
  if (!outbox) throw new Error('the games service publishes from its outbox: start it with outbox: [Game]');
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    // The one token check of the service: every /rest/api and /internal route.
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    routers: [
      progressionGameRouter({ env, neighbours, outbox }),
      gamePlayerRouter(),
      internalRouter(),
      eventDataRouter(),
    ],
    readiness,
    consistency: deps.consistency,
    bodyLimit: '16kb',
  });
}
