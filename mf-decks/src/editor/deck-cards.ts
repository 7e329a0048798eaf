import {
  deckRules,
  messages,
  refusalToAdd,
  type Card,
  type DeckCard,
  type DeckZone,
} from '@progression/contracts';

/** The zone a card plays in, from its type; null for cards no deck holds (skills, tokens). */
export function zoneOf(card: Card): DeckZone | null {
  if (card.deckClassification === 'MAIN_DECK' || card.deckClassification === 'EXTRA_DECK')
    return card.deckClassification;
  return null;
}

/** Copies of a card in the deck (any zone). */
export const copiesOf = (cards: readonly DeckCard[], cardId: string) =>
  cards.filter((entry) => entry.cardId === cardId).reduce((sum, entry) => sum + entry.quantity, 0);

/** Cards in a section. */
export const sectionSize = (cards: readonly DeckCard[], zone: DeckZone) =>
  cards.filter((entry) => entry.zone === zone).reduce((sum, entry) => sum + entry.quantity, 0);

/** What the editor knows of a card it may add: its data, copies owned and the banlist's limit. */
export interface Addable {
  card: Card;
  owned: number;
  /** Copies the active week's banlist allows (undefined: unlimited). */
  limit?: number;
}

/**
 * Why one more copy cannot be added, in the spec's words, or undefined. The server's order of checks
 * (banlist limit, then 3 copies, then the section size), then the copies the player owns.
 */
export function whyNotAdd(cards: readonly DeckCard[], { card, owned, limit }: Addable): string | undefined {
  const zone = zoneOf(card);
  if (!zone) return messages.decks.notPlayableCard(card.name);
  const refusal = refusalToAdd([...cards], card.id, { name: card.name, zone, banlistLimit: limit });
  if (refusal) return refusal;
  if (copiesOf(cards, card.id) + 1 > owned) return messages.decks.cardNotOwned(card.name);
  return undefined;
}

/** The deck with one more copy of the card in its zone (callers check `whyNotAdd` first). */
export function addCard(cards: readonly DeckCard[], card: Card): DeckCard[] {
  const zone = zoneOf(card);
  if (!zone) return [...cards];
  const index = cards.findIndex((entry) => entry.cardId === card.id && entry.zone === zone);
  if (index === -1) return [...cards, { cardId: card.id, quantity: 1, zone }];
  return cards.map((entry, i) => (i === index ? { ...entry, quantity: entry.quantity + 1 } : entry));
}

/** The deck with one copy fewer of the card (the entry goes with its last copy). */
export function removeCard(cards: readonly DeckCard[], cardId: string, zone: DeckZone): DeckCard[] {
  return cards
    .map((entry) =>
      entry.cardId === cardId && entry.zone === zone ? { ...entry, quantity: entry.quantity - 1 } : entry,
    )
    .filter((entry) => entry.quantity > 0);
}

/** Each copy of a section as its own slot, in the deck's order: what the grid draws. */
export function slotsOf(cards: readonly DeckCard[], zone: DeckZone): { cardId: string; copy: number }[] {
  return cards
    .filter((entry) => entry.zone === zone)
    .flatMap((entry) =>
      Array.from({ length: entry.quantity }, (_, copy) => ({ cardId: entry.cardId, copy })),
    );
}

/** Whether two decks hold the same cards (order aside) and name. */
export function sameDeck(
  a: { name: string; cards: readonly DeckCard[] },
  b: { name: string; cards: readonly DeckCard[] },
): boolean {
  if (a.name !== b.name) return false;
  const key = (cards: readonly DeckCard[]) =>
    cards
      .map((entry) => `${entry.zone}:${entry.cardId}:${entry.quantity}`)
      .sort()
      .join('|');
  return key(a.cards) === key(b.cards);
}

/** The section's bounds, for its count ("41 / 60"). */
export const sectionBounds = (zone: DeckZone) =>
  zone === 'MAIN_DECK' ? deckRules.mainDeck : deckRules.extraDeck;
