import { createServiceApp, startOutboxRelay, type ServiceDeps } from '@progression/service-kit';
import { neighbours as httpNeighbours, type Neighbours } from './clients';
import type { Env } from './env';
import { Game } from './models/game';
import { gamePlayerRouter } from './routes/game-player';
import { internalRouter } from './routes/internal';
import { progressionGameRouter } from './routes/progression-game';

/** The games service's app; publishes game events from the games' outbox. */
export function createApp(deps: ServiceDeps<Env>, neighbours: Neighbours = httpNeighbours(deps.env)) {
  const { env, logger, events, readiness } = deps;
  const outbox = startOutboxRelay({ bus: events, models: [Game], logger });
  deps.onShutdown(() => outbox.stop());
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    routers: [
      progressionGameRouter({ env, neighbours, outbox }),
      gamePlayerRouter({ env }),
      internalRouter({ env }),
    ],
    readiness,
    bodyLimit: '16kb',
  });
}
