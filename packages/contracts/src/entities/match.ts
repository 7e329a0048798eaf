import { z } from 'zod';
import { count, id } from '../primitives';
import { defaultAutoConfirmHours, gameScore, reportedResult, resultStatus } from './match-result';

/**
 * A match of one week between two players (player ids); `winnerId` null means not played. `round` is the
 * week's Swiss round (always 1 in a round robin, where the week is one round).
 */
export const match = z.object({
  id,
  gameId: id,
  weekId: id,
  weekNum: z.number().int().min(1),
  // A default, so a reader still understands a matches service from before Swiss rounds.
  round: z.number().int().min(1).default(1),
  firstPlayerId: id,
  secondPlayerId: id,
  winnerId: id.nullable(),
  // Confirmed results (defaults, so a reader still understands a matches service from before them):
  /** Where the result stands: null without one; `winnerId` is the CONFIRMED winner only. */
  resultStatus: resultStatus.nullable().default(null),
  /** The confirmed result's game score, when one was recorded. */
  score: gameScore.nullable().default(null),
  /** A result reported but not confirmed yet (PENDING or DISPUTED). */
  reported: reportedResult.nullable().default(null),
});
export type Match = z.infer<typeof match>;

/** How a week's matches are paired: every pair once, or Swiss rounds of players with equal records. */
export const pairings = ['ROUND_ROBIN', 'SWISS'] as const;
export const pairing = z.enum(pairings);
export type Pairing = z.infer<typeof pairing>;

/** Rounds a week of Swiss has until the game's admin says otherwise. */
export const defaultSwissRounds = 3;

/** A player of a Swiss round left without an opponent (an odd count): counted as a win. */
export const matchBye = z.object({
  weekNum: z.number().int().min(1),
  round: z.number().int().min(1),
  playerId: id,
});
export type MatchBye = z.infer<typeof matchBye>;

/**
 * Legs: blocks of `legLength` weeks; `placementScores[rank]` points for each place in a leg. `pairing`
 * and `swissRounds` (rounds per week, Swiss only) apply from the next week that starts.
 */
export const matchConfig = z.object({
  gameId: id,
  legsEnabled: z.boolean(),
  legLength: count,
  placementScores: z.array(count),
  pairing: pairing.default('ROUND_ROBIN'),
  swissRounds: z.number().int().min(1).default(defaultSwissRounds),
  /** Confirmed results: a reported result waits for the opponent (see match-result.ts). */
  confirmResults: z.boolean().default(false),
  /** Hours a pending result waits until it confirms itself. */
  autoConfirmHours: z.number().int().min(1).default(defaultAutoConfirmHours),
});
export type MatchConfig = z.infer<typeof matchConfig>;

/**
 * A player's line in a table. `place` is shared by tied players (standard competition ranking: 1, 2, 2, 4)
 * and null for a player with no result there, who earns no placement points.
 */
export const matchLegEntry = z.object({
  userId: id,
  username: z.string(),
  place: z.number().int().min(1).nullable(),
  points: z.number(),
  wins: count,
  losses: count,
});
export type MatchLegEntry = z.infer<typeof matchLegEntry>;

/** One leg's standings. */
export const matchLeg = z.object({
  leg: z.number().int().min(1),
  complete: z.boolean(),
  entries: z.array(matchLegEntry),
});
export type MatchLeg = z.infer<typeof matchLeg>;

/** A player's wins and losses over every week of the game, placed as in a leg (no points). */
export const matchStanding = matchLegEntry.omit({ points: true });
export type MatchStanding = z.infer<typeof matchStanding>;

/**
 * A player's line in the Swiss standings over every week: placed by match points (3 a win, a bye
 * included), then opponents' match-win percentage, game-win percentage and head to head (0 to 1 each).
 */
export const swissStanding = matchStanding.extend({
  byes: count,
  matchPoints: count,
  opponentsMatchWin: z.number().min(0).max(1),
  gameWin: z.number().min(0).max(1),
});
export type SwissStanding = z.infer<typeof swissStanding>;
