import { z } from 'zod';
import { deckRules } from '../constants';
import { messages } from '../messages';
import { id, isoDate } from '../primitives';

export const deckZones = ['MAIN_DECK', 'EXTRA_DECK'] as const;
export const deckZone = z.enum(deckZones);
export type DeckZone = z.infer<typeof deckZone>;
/** How the zones are named to a user. */
export const deckZoneNames: Record<DeckZone, string> = { MAIN_DECK: 'Main Deck', EXTRA_DECK: 'Extra Deck' };

/** Copies one entry of a deck may hold: a whole section's worth; anything beyond is not a deck. */
export const maxDeckCardQuantity = 60;

const quantity = z
  .number({ error: messages.decks.invalidQuantity(maxDeckCardQuantity) })
  .int({ error: messages.decks.invalidQuantity(maxDeckCardQuantity) })
  .min(1, { error: messages.decks.invalidQuantity(maxDeckCardQuantity) })
  .max(maxDeckCardQuantity, { error: messages.decks.invalidQuantity(maxDeckCardQuantity) });

/**
 * One card of a deck. The server merges entries of the same card in the same zone into one (quantities
 * added), so a deck it answers lists each card once per zone.
 */
export const deckCard = z.object(
  {
    cardId: z
      .string({ error: messages.errors.invalidField('cardId') })
      .min(1, { error: messages.errors.invalidField('cardId') })
      .max(200, { error: messages.errors.invalidField('cardId') }),
    quantity,
    zone: z.enum(deckZones, { error: messages.errors.invalidField('zone') }),
  },
  { error: messages.errors.invalidField('card') },
);
export type DeckCard = z.infer<typeof deckCard>;

/** A player's deck in a game; `valid` is recomputed by the server on every save. */
export const deck = z.object({
  id,
  gameId: id,
  playerId: id,
  name: z.string(),
  updated: isoDate,
  valid: z.boolean(),
  /** Why the deck is invalid, in the spec's words (empty when valid). */
  reasons: z.array(z.string()),
  cards: z.array(deckCard),
});
export type Deck = z.infer<typeof deck>;

/** The fields of a new deck before the player changes anything. */
export const newDeckDefaults = {
  name: 'New deck',
  valid: true,
  reasons: [] as string[],
  cards: [] as DeckCard[],
} as const;

/** What the editor knows of a card it is about to add. */
export interface CardToAdd {
  name: string;
  /** The zone the card's type plays in. */
  zone: DeckZone;
  /** Copy limit of the banlist in force for the game's active week; undefined means unlimited. */
  banlistLimit?: number;
}

/**
 * Why one more copy of a card cannot be added to a deck, in the spec's words, or undefined when it can.
 * The editor's order of checks: the banlist limit, then the 3-copy limit, then the section size.
 */
export function refusalToAdd(cards: DeckCard[], cardId: string, card: CardToAdd): string | undefined {
  const inDeck = cards.filter((c) => c.cardId === cardId).reduce((sum, c) => sum + c.quantity, 0);
  if (card.banlistLimit !== undefined && inDeck + 1 > card.banlistLimit) {
    return messages.decks.restrictedByBanlist(card.name, card.banlistLimit);
  }
  if (inDeck + 1 > deckRules.maxCopiesPerCard) return messages.decks.tooManyCopies;
  const section = card.zone === 'MAIN_DECK' ? deckRules.mainDeck : deckRules.extraDeck;
  const size = cards.filter((c) => c.zone === card.zone).reduce((sum, c) => sum + c.quantity, 0);
  if (size + 1 > section.max) return messages.decks.sectionFull(section.max);
  return undefined;
}
