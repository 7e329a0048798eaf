import type { DeckCard } from '@progression/contracts';

/**
 * One entry per card and zone: entries of the same card in the same zone are merged (their quantities
 * added) in the order each card first appears, so a deck never lists a card twice in a zone.
 */
export function mergeCards(cards: DeckCard[]): DeckCard[] {
  const merged = new Map<string, DeckCard>();
  for (const card of cards) {
    const key = `${card.zone}:${card.cardId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + card.quantity } : { ...card });
  }
  return [...merged.values()];
}
