import { z } from 'zod';
import { id, isoDate } from '../primitives';

/*
 * Confirmed results: with `confirmResults` on in the match config, a result a player reports waits for the
 * opponent (PENDING), who confirms it or disputes it (DISPUTED) with a reason; the game's admin settles a
 * dispute by setting the result, which is final (CONFIRMED). A pending result nobody answers confirms
 * itself `autoConfirmHours` after it was reported. Only a CONFIRMED result counts (standings, scores,
 * rewards, the next Swiss round). With `confirmResults` off every result is CONFIRMED when it is set.
 */

/** Where a match's result stands; a match without a result has none (null). */
export const resultStatuses = ['PENDING', 'CONFIRMED', 'DISPUTED'] as const;
export const resultStatus = z.enum(resultStatuses);
export type ResultStatus = z.infer<typeof resultStatus>;

/** A match's game score, the winner's games first: a best-of-3 won 2-0 or 2-1, or a best-of-1's 1-0. */
export const gameScores = ['2-0', '2-1', '1-0'] as const;
export const gameScore = z.enum(gameScores);
export type GameScore = z.infer<typeof gameScore>;

/** The winner's and the loser's games of a score. */
export const gamesOfScore = (score: GameScore): { winner: number; loser: number } => {
  const [winner, loser] = score.split('-').map(Number) as [number, number];
  return { winner, loser };
};

/** Hours a pending result waits for the opponent until it confirms itself, unless the admin says otherwise. */
export const defaultAutoConfirmHours = 48;
/** The bounds of that wait: at least an hour, at most four weeks. */
export const minAutoConfirmHours = 1;
export const maxAutoConfirmHours = 672;
/** The longest reason a dispute may give. */
export const maxDisputeReasonLength = 500;

/** A dispute of a pending result: who disputed it, when and why. */
export const resultDispute = z.object({ byPlayerId: id, reason: z.string(), at: isoDate });
export type ResultDispute = z.infer<typeof resultDispute>;

/**
 * A result waiting for the opponent (PENDING) or for the admin (DISPUTED): the reported winner and score,
 * who reported it, and when it confirms itself (pending only).
 */
export const reportedResult = z.object({
  winnerId: id,
  score: gameScore.nullable(),
  reportedByPlayerId: id,
  reportedAt: isoDate,
  autoConfirmAt: isoDate,
  dispute: resultDispute.nullable(),
});
export type ReportedResult = z.infer<typeof reportedResult>;
