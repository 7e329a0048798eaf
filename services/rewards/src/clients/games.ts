import { game, player, type Game, type Player } from '@progression/contracts';
import { serviceClient, type OnBehalf } from '@progression/service-kit';
import type { Env } from '../env';

/** What this service asks of the games service. */
export interface GamesClient {
  /** The game as the caller sees it; 404 (passed through) when they do not play in it. */
  gameOfCaller(gameId: string, call: OnBehalf): Promise<Game>;
  /** The caller's player in the game (with `isAdmin`); 404 (passed through) when they do not play in it. */
  playerOfCaller(gameId: string, call: OnBehalf): Promise<Player>;
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
    playerOfCaller: (gameId, call) =>
      games.get(`/rest/api/game-player/user?gameId=${encodeURIComponent(gameId)}`, player, call),
  };
}
