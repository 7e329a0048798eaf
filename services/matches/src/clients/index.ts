import { gamesCalls } from '@progression/contracts';
import { callClient, type CallClient } from '@progression/service-kit';
import type { Env } from '../env';

/** What matches asks of games: the game as games has it now (the closed-week rule reads its active week). */
export type Games = Pick<CallClient<typeof gamesCalls>, 'internalGame'>;

/** The games client built from its declarations. */
export const gamesClient = (env: Env): Games =>
  callClient(gamesCalls, {
    baseUrl: env.GAMES_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
