import { createHash } from 'node:crypto';

/**
 * A single-elimination bracket, free of storage: the seeding order of the first round, the empty bracket,
 * where a winner goes next and which scores a match may end with.
 */

/**
 * Seeds in bracket order, top to bottom: 4 gives 1, 4, 2, 3 and 8 gives 1, 8, 4, 5, 2, 7, 3, 6. Each
 * doubling puts the seed that sums to size + 1 beside every seed, so 1 and 2 can only meet in the final.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  for (let players = 2; players <= size; players *= 2)
    order = order.flatMap((seed) => [seed, players + 1 - seed]);
  return order;
}

/** Rounds of a bracket of `size` players (4: semi-finals and final; 8: quarter-finals too). */
export const roundsOf = (size: number): number => Math.log2(size);

/** The id of a playoff match: 24 hex digits of a hash of game, round and slot, so it reads as an ObjectId. */
export const playoffMatchIdOf = (gameId: string, round: number, slot: number): string =>
  createHash('sha256').update(`${gameId}|playoff|${round}|${slot}`).digest('hex').slice(0, 24);

export interface BracketMatch {
  id: string;
  round: number;
  slot: number;
  firstPlayerId: string | null;
  secondPlayerId: string | null;
  winnerId: string | null;
  firstGames: number | null;
  secondGames: number | null;
}

/** Every match of the bracket, round by round; the first round holds the seeded players (ids by seed). */
export function emptyBracket(gameId: string, seededPlayerIds: readonly string[]): BracketMatch[] {
  const size = seededPlayerIds.length;
  const order = bracketOrder(size);
  const matches: BracketMatch[] = [];
  for (let round = 1; round <= roundsOf(size); round += 1) {
    const slots = size / 2 ** round;
    for (let slot = 0; slot < slots; slot += 1)
      matches.push({
        id: playoffMatchIdOf(gameId, round, slot),
        round,
        slot,
        firstPlayerId: round === 1 ? seededPlayerIds[order[slot * 2]! - 1]! : null,
        secondPlayerId: round === 1 ? seededPlayerIds[order[slot * 2 + 1]! - 1]! : null,
        winnerId: null,
        firstGames: null,
        secondGames: null,
      });
  }
  return matches;
}

/** Where a match's winner plays next: the index of that match and whether as its first player; null after the final. */
export function nextOf(
  matches: readonly Pick<BracketMatch, 'round' | 'slot'>[],
  match: Pick<BracketMatch, 'round' | 'slot'>,
): { index: number; asFirst: boolean } | null {
  const index = matches.findIndex(
    (candidate) => candidate.round === match.round + 1 && candidate.slot === Math.floor(match.slot / 2),
  );
  return index === -1 ? null : { index, asFirst: match.slot % 2 === 0 };
}

/** Whether a score ends a match of this length: 1-0 in a best of 1; 2-0 or 2-1 in a best of 3. */
export const isFinalScore = (bestOf: number, winnerGames: number, loserGames: number): boolean =>
  winnerGames === Math.ceil(bestOf / 2) && loserGames >= 0 && loserGames < winnerGames;
