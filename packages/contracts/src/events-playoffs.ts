import { z } from 'zod';
import { count, id } from './primitives';

/**
 * The playoffs' events (issue 25), spread into `eventDataSchemas`. Kept in a file of their own so the
 * playoffs change one line of `events.ts`.
 */
export const playoffEventDataSchemas = {
  /**
   * A playoff's final was decided. Games completes the game, notifications rings every player's bell and
   * integrations posts the champion in the game's channel: each reads what it needs here.
   */
  'playoff.completed': z.object({
    version: z.literal(1),
    gameId: id,
    gameName: z.string(),
    size: z.number().int().min(2),
    bestOf: z.number().int().min(1),
    championPlayerId: id,
    championUserId: id,
    championUsername: z.string(),
    runnerUpPlayerId: id,
    runnerUpUsername: z.string(),
    /** The final's games, the champion's first (2-1). */
    championGames: count,
    runnerUpGames: count,
  }),
} as const;
