import { z } from 'zod';
import { count, id } from '../primitives';

/** A match of one week between two players (player ids); `winnerId` null means not played. */
export const match = z.object({
  id,
  gameId: id,
  weekId: id,
  weekNum: z.number().int().min(1),
  firstPlayerId: id,
  secondPlayerId: id,
  winnerId: id.nullable(),
});
export type Match = z.infer<typeof match>;

/** Legs: blocks of `legLength` weeks; `placementScores[rank]` points for each place in a leg. */
export const matchConfig = z.object({
  gameId: id,
  legsEnabled: z.boolean(),
  legLength: count,
  placementScores: z.array(count),
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
