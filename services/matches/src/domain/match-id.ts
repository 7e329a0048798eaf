import { createHash } from 'node:crypto';

/** The two players of a pair, the smaller id first, so a pair has one spelling. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/**
 * The id of a game's match of one week between two players: 24 hex digits of a hash of all four, so a
 * redelivered week start or late join writes the same ids (an upsert adds nothing) and the id reads as an
 * ObjectId to every client. A Swiss round's match hashes its round too (two players may meet again in a
 * later round when nothing else pairs); a round robin's has none, so its ids stay what they were.
 */
export function matchIdOf(gameId: string, week: number, a: string, b: string, swissRound?: number): string {
  const [first, second] = orderedPair(a, b);
  const round = swissRound === undefined ? '' : `|round ${swissRound}`;
  return createHash('sha256')
    .update(`${gameId}|${week}|${first}|${second}${round}`)
    .digest('hex')
    .slice(0, 24);
}
