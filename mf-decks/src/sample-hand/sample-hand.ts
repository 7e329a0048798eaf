import type { DeckCard } from '@progression/contracts';

/** Cards in an opening hand: five for the player going first, six (a first draw) for the one going second. */
export const handSizes = { first: 5, second: 6 } as const;
export type TurnOrder = keyof typeof handSizes;

/** A source of numbers in [0, 1), as Math.random: injected so a test knows the order it gets. */
export type Random = () => number;

/** Every copy in the main deck, one card id each (the extra deck is never drawn). */
export function mainDeckCopies(cards: readonly DeckCard[]): string[] {
  return cards
    .filter((entry) => entry.zone === 'MAIN_DECK')
    .flatMap((entry) => Array.from({ length: entry.quantity }, () => entry.cardId));
}

/** A shuffled copy of the list (Fisher-Yates: every order equally likely). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** The main deck shuffled: a hand is its top cards, so going second draws the first hand plus one card. */
export const shuffledMainDeck = (cards: readonly DeckCard[], random: Random): string[] =>
  shuffled(mainDeckCopies(cards), random);

/** The hand for the turn order from a shuffled deck (all of it when the deck is smaller). */
export const handFrom = (shuffledDeck: readonly string[], order: TurnOrder): string[] =>
  shuffledDeck.slice(0, handSizes[order]);
