import { z } from 'zod';
import { game, player, type Game, type Player } from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

/** The part of games' internal game read this service uses (the plan is left out). */
const internalGame = z.object({ game, players: z.array(player) });
export type GameWithPlayers = { game: Game; players: Player[] };

/** What this service asks of the games service. */
export interface GamesClient {
  /** The game and its players (service token); games' 404 passes through for an unknown game. */
  gameWithPlayers(gameId: string): Promise<GameWithPlayers>;
}

export function gamesClient(env: Env): GamesClient {
  const games = serviceClient({
    baseUrl: env.GAMES_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    gameWithPlayers: (gameId) =>
      games.get(`/internal/progression-game/${encodeURIComponent(gameId)}`, internalGame),
  };
}
