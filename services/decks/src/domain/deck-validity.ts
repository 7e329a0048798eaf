import { deckRules, messages, type DeckCard, type DeckZone } from '@progression/contracts';

/** What the rules need to know of one card of the deck. */
export interface CardFacts {
  name: string;
  /** The zone the card's type plays in (extra deck: Fusion, Synchro, Xyz, Link). */
  zone: DeckZone;
  /** Copy limit of the banlist in force for the game's active week; undefined means unlimited. */
  banlistLimit?: number;
  /** Copies the player owns. */
  owned: number;
}

export interface DeckValidity {
  valid: boolean;
  /** The spec's messages, one per broken rule, in the order the rules are checked. */
  reasons: string[];
}

const sections: Record<DeckZone, { min: number; max: number }> = {
  MAIN_DECK: deckRules.mainDeck,
  EXTRA_DECK: deckRules.extraDeck,
};

/**
 * Validity of a whole deck. Per card: banlist first, then the 3-copy limit, then ownership;
 * then each section's size. A card in the wrong zone is not judged here: it is refused as bad input
 * before (deck-check.ts).
 */
export function deckValidity(cards: DeckCard[], facts: (cardId: string) => CardFacts): DeckValidity {
  const reasons: string[] = [];
  const copies = new Map<string, number>();
  for (const card of cards) copies.set(card.cardId, (copies.get(card.cardId) ?? 0) + card.quantity);
  for (const [cardId, quantity] of copies) {
    const card = facts(cardId);
    if (card.banlistLimit !== undefined && quantity > card.banlistLimit) {
      reasons.push(messages.decks.restrictedByBanlist(card.name, card.banlistLimit));
    } else if (quantity > deckRules.maxCopiesPerCard) {
      reasons.push(messages.decks.tooManyCopies);
    }
    if (quantity > card.owned) reasons.push(messages.decks.cardNotOwned(card.name));
  }
  for (const zone of Object.keys(sections) as DeckZone[]) {
    const size = cards.filter((card) => card.zone === zone).reduce((sum, card) => sum + card.quantity, 0);
    if (size < sections[zone].min) reasons.push(messages.decks.tooFewCards(sections[zone].min));
    if (size > sections[zone].max) reasons.push(messages.decks.tooManyCardsChosen(sections[zone].max));
  }
  return { valid: reasons.length === 0, reasons };
}
