import { game, type Game } from '@progression/contracts';
import { serviceClient, type OnBehalf } from '@progression/service-kit';
import type { Env } from '../env';

/** What this service asks of the games service. */
export interface GamesClient {
  /** The game as the caller sees it; 404 (passed through) when they do not play in it. */
  gameOfCaller(gameId: string, call: OnBehalf): Promise<Game>;
}

export function gamesClient(env: Env): GamesClient {
  const games = serviceClient({
    baseUrl: env.GAMES_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    gameOfCaller: (gameId, call) =>
      games.get(`/rest/api/progression-game/${encodeURIComponent(gameId)}`, game, call),
  };
}
