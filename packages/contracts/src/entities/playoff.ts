import { z } from 'zod';
import { count, id, isoDate } from '../primitives';

/** How many players a playoff takes from the top of the season standings. */
export const playoffSizes = [4, 8] as const;
export type PlayoffSize = (typeof playoffSizes)[number];
/** Games a playoff match is played over: one game, or the first to two. */
export const playoffBestOfs = [1, 3] as const;
export type PlayoffBestOf = (typeof playoffBestOfs)[number];

/** A seeded player: seed 1 is the top of the season standings. */
export const playoffSeed = z.object({
  seed: z.number().int().min(1),
  playerId: id,
  userId: id,
  username: z.string(),
});
export type PlayoffSeed = z.infer<typeof playoffSeed>;

/**
 * One match of the bracket. `round` 1 is the first round; the final is round `rounds`. `slot` is its place
 * in the round, top to bottom; its winner plays in slot `floor(slot / 2)` of the next round. A player is
 * null until the match before it is decided; `winnerId` null means not played.
 */
export const playoffMatch = z.object({
  id,
  round: z.number().int().min(1),
  slot: count,
  firstPlayerId: id.nullable(),
  secondPlayerId: id.nullable(),
  winnerId: id.nullable(),
  /** Games won by the first and the second player (2-1 in a best of 3); null while not played. */
  firstGames: count.nullable(),
  secondGames: count.nullable(),
  /** Whether the game's admin may still correct the result: decided, and the next round's match not played. */
  correctable: z.boolean(),
});
export type PlayoffMatch = z.infer<typeof playoffMatch>;

/** A game's single-elimination playoff of the top 4 or 8 of its season standings. */
export const playoff = z.object({
  gameId: id,
  size: z.union([z.literal(4), z.literal(8)]),
  bestOf: z.union([z.literal(1), z.literal(3)]),
  rounds: z.number().int().min(1),
  seeds: z.array(playoffSeed),
  matches: z.array(playoffMatch),
  /** The winner of the final; null until it is decided. */
  championPlayerId: id.nullable(),
  startedAt: isoDate,
  completedAt: isoDate.nullable(),
});
export type Playoff = z.infer<typeof playoff>;
