import { z } from 'zod';
import { gameScore } from './entities/match-result';
import { id, isoDate } from './primitives';

/** A player of a match as the confirmed-result events carry them: who to tell, by name. */
const eventPlayer = z.object({ playerId: id, userId: id, username: z.string() });

/**
 * Confirmed results' events (the match config's `confirmResults` on). `match.result.recorded` still
 * announces only a counted (confirmed) result; these two tell the people who must act on one that is not.
 */
export const matchResultEventSchemas = {
  /** A player reported a result that now waits for `opponent` to confirm or dispute it. */
  'match.result.reported': z.object({
    version: z.literal(1),
    gameId: id,
    matchId: id,
    week: z.number().int().min(1),
    winnerId: id,
    score: gameScore.nullable(),
    reporter: eventPlayer,
    opponent: eventPlayer,
    autoConfirmAt: isoDate,
  }),
  /** The opponent disputed a pending result: the game's admins decide it. */
  'match.result.disputed': z.object({
    version: z.literal(1),
    gameId: id,
    matchId: id,
    week: z.number().int().min(1),
    winnerId: id,
    disputedBy: eventPlayer,
    reason: z.string(),
    admins: z.array(eventPlayer),
  }),
} as const;
