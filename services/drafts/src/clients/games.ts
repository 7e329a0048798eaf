import { internalGame, type InternalGame } from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

export type { InternalGame };

/** What this service asks of the games service (always with its own service token). */
export interface GamesClient {
  /** The game with its players and plan; the callee's 404 passes through for an unknown id. */
  internalGame(gameId: string): Promise<InternalGame>;
}

export function gamesClient(env: Env): GamesClient {
  const games = serviceClient({
    baseUrl: env.GAMES_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    internalGame: (gameId) =>
      games.get(`/internal/progression-game/${encodeURIComponent(gameId)}`, internalGame),
  };
}
