import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { httpClients, type Clients } from './clients';
import type { Env } from './env';
import { adminRewardsRouter } from './routes/admin';
import { packDraftsRouter } from './routes/game-rewards/pack-drafts';
import { wildcardDraftsRouter } from './routes/game-rewards/wildcard-drafts';
import { gameRewardsRouter } from './routes/game-rewards';
import { rewardConfigRouter } from './routes/reward-config';

/**
 * The service's app; never listens (index.ts does). Tests pass fake `clients`. Claims, reverts and deletes
 * publish from the rewards' outbox (`deps.outbox`), right after their write.
 */
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
      // The claim routers first: `/game-rewards/pack-drafts/...` is theirs, not a reward id's.
      packDraftsRouter({ clients, outbox }),
      wildcardDraftsRouter({ clients, outbox }),
      gameRewardsRouter({ clients }),
      adminRewardsRouter({ clients, outbox }),
      rewardConfigRouter({ clients }),
    ],
    bodyLimit: '64kb',
  });
}
