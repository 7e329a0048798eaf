import { createHash } from 'node:crypto';

/** The two players of a pair, the smaller id first, so a pair has one spelling. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/**
 * The id of a game's match of one week between two players: 24 hex digits of a hash of all four, so a
 * redelivered week start or late join writes the same ids (an upsert adds nothing) and the id reads as an
 * ObjectId to every client.
 */
export function matchIdOf(gameId: string, week: number, a: string, b: string): string {
  const [first, second] = orderedPair(a, b);
  return createHash('sha256').update(`${gameId}|${week}|${first}|${second}`).digest('hex').slice(0, 24);
}
