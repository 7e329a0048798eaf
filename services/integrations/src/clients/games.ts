import { z } from 'zod';
import { game, gamePlan, player } from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

/** GET /internal/progression-game/{id}: the game, its players and its own copy of the plan. */
export const internalGame = z.object({ game, players: z.array(player), plan: gamePlan });
export type InternalGame = z.infer<typeof internalGame>;

const invitedGame = z.object({ gameId: z.string(), name: z.string() });

/** What this service asks of the games service (always with its own service token). */
export interface GamesClient {
  /** The game with its players and plan; the callee's 404 passes through for an unknown id. */
  internalGame(gameId: string): Promise<InternalGame>;
  /** The game an invite code opens; 404 "Could not find a game with that code" otherwise. */
  gameByInviteCode(code: string): Promise<z.infer<typeof invitedGame>>;
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
    gameByInviteCode: (code) =>
      games.get(`/internal/progression-game/invite-code/${encodeURIComponent(code)}`, invitedGame),
  };
}
