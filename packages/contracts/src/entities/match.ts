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

export const matchLegEntry = z.object({
  userId: id,
  username: z.string(),
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
