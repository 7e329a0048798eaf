import { z } from 'zod';
import { id, isoDate } from '../primitives';

export const deckZones = ['MAIN_DECK', 'EXTRA_DECK'] as const;
export const deckZone = z.enum(deckZones);
export type DeckZone = z.infer<typeof deckZone>;

export const deckCard = z.object({ cardId: id, quantity: z.number().int().min(1), zone: deckZone });
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
