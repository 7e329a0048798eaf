import { internalGame, player, type InternalGame, type Player } from '@progression/contracts';
import { serviceClient, type OnBehalf } from '@progression/service-kit';
import type { Env } from '../env';

/** What this service asks of the games service. */
export interface GamesClient {
  /** The caller's player in the game (with `isAdmin`); 404 (passed through) when they do not play in it. */
  playerOfCaller(gameId: string, call: OnBehalf): Promise<Player>;
  /** The game, its players and its plan (service token); games' 404 passes through for an unknown game. */
  internalGame(gameId: string): Promise<InternalGame>;
}

export function gamesClient(env: Env): GamesClient {
  const games = serviceClient({
    baseUrl: env.GAMES_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    playerOfCaller: (gameId, call) =>
      games.get(`/rest/api/game-player/user?gameId=${encodeURIComponent(gameId)}`, player, call),
    internalGame: (gameId) =>
      games.get(`/internal/progression-game/${encodeURIComponent(gameId)}`, internalGame),
  };
}
