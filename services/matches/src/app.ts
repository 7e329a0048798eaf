import { authenticate, createServiceApp, type ServiceDeps } from '@progression/service-kit';
import { gamesClient, type Games } from './clients';
import type { Env } from './env';
import { asUserRouter } from './routes/internal';
import { unplayedRouter } from './routes/internal/unplayed';
import { matchesRouter } from './routes/matches';
import { matchConfigRouter } from './routes/match-config';
import { matchLegsRouter } from './routes/match-legs';
import { matchRoundsRouter } from './routes/match-rounds';
import { playoffsRouter } from './routes/playoffs';
import { playoffMatchesRouter } from './routes/playoff-matches';
import { matchResultsRouter } from './routes/matches/results';

/** The matches service's app; never listens (index.ts does). Results are published from the outbox. Tests pass a fake `games`. */
export function createApp(deps: ServiceDeps<Env>, games: Games = gamesClient(deps.env)) {
  const { env, logger, outbox, readiness, revocations } = deps;
  if (!outbox)
    throw new Error(
      'the matches service publishes from its outbox: start it with outbox: [Match, League, Playoff]',
    );
  return createServiceApp({
    name: env.SERVICE_NAME,
    logger,
    readiness,
    consistency: deps.consistency,
    // The one token check of the service: every /rest/api and /internal route.
    authenticate: authenticate(env, { isRevoked: revocations?.isRevoked }),
    routers: [
      matchesRouter({ outbox, games }),
      matchResultsRouter({ outbox }),
      matchConfigRouter(),
      matchLegsRouter(),
      matchRoundsRouter(),
      unplayedRouter(),
      playoffsRouter({ games }),
      playoffMatchesRouter({ outbox }),
      asUserRouter([
        matchesRouter({ outbox, games }),
        matchResultsRouter({ outbox }),
        matchConfigRouter(),
        matchLegsRouter(),
        matchRoundsRouter(),
      ]),
    ],
    bodyLimit: '16kb',
  });
}
