import { z } from 'zod';
import { playoff, playoffBestOfs, playoffSizes } from '../entities/playoff';
import { objectId } from '../primitives';
import { messages } from '../messages';

/** GET /rest/api/playoffs?gameId=: the game's playoff, null before the admin starts it. */
export const playoffResponse = z.object({ playoff: playoff.nullable() });
export type PlayoffResponse = z.infer<typeof playoffResponse>;

/** POST /rest/api/playoffs?gameId=: the admin starts the playoff of the top `size`, each match best of `bestOf`. */
export const startPlayoffPayload = z.object({
  size: z.union(
    playoffSizes.map((size) => z.literal(size)),
    { error: messages.playoffs.sizeInvalid },
  ),
  bestOf: z.union(
    playoffBestOfs.map((bestOf) => z.literal(bestOf)),
    { error: messages.playoffs.bestOfInvalid },
  ),
});
export type StartPlayoffPayload = z.infer<typeof startPlayoffPayload>;

/** Games won, 0 to 2 (a best of 3 is won with 2); the playoff's own rule (2-0, 2-1 or 1-0) is checked on report. */
const gamesOfScore = z
  .number({ error: messages.playoffs.scoreInvalid })
  .int({ error: messages.playoffs.scoreInvalid })
  .min(0, { error: messages.playoffs.scoreInvalid })
  .max(2, { error: messages.playoffs.scoreInvalid });
/**
 * PUT /rest/api/playoff-matches/{id}: the winner and the games each side won (`winnerGames` 2 and
 * `loserGames` 0 or 1 in a best of 3; 1 and 0 in a best of 1).
 */
export const reportPlayoffPayload = z.object({
  winnerId: objectId,
  winnerGames: gamesOfScore,
  loserGames: gamesOfScore,
});
export type ReportPlayoffPayload = z.infer<typeof reportPlayoffPayload>;
