/** Hand sizes of the opening turn: the first player draws 5, the second player 6 (draws on turn 1). */
export const openingHand = { firstPlayer: 5, secondPlayer: 6 } as const;

/** n choose k, exact for deck-sized numbers (at most 60). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * Chance (0..1) of drawing at least one of `hits` marked cards in `drawn` cards from a deck of `deckSize`
 * (hypergeometric: 1 - P(no marked card)).
 */
export function chanceOfAtLeastOne(deckSize: number, hits: number, drawn: number): number {
  if (deckSize <= 0 || hits <= 0) return 0;
  const draws = Math.min(drawn, deckSize);
  return 1 - choose(deckSize - hits, draws) / choose(deckSize, draws);
}

/** Opening odds of a marked group for both players. */
export function openingOdds(deckSize: number, hits: number): { firstPlayer: number; secondPlayer: number } {
  return {
    firstPlayer: chanceOfAtLeastOne(deckSize, hits, openingHand.firstPlayer),
    secondPlayer: chanceOfAtLeastOne(deckSize, hits, openingHand.secondPlayer),
  };
}
