import { z } from 'zod';
import { deck, deckCard } from '../entities';
import { id } from '../primitives';

/** GET /rest/api/deck?gameId= */
export const decksQuery = z.object({ gameId: id });
export type DecksQuery = z.infer<typeof decksQuery>;
export const decksResponse = z.object({ decks: z.array(deck) });
export type DecksResponse = z.infer<typeof decksResponse>;

/** POST /rest/api/deck: a new deck (defaults: "New deck", no cards); answers the stored deck. */
export const createDeckPayload = z.object({
  gameId: id,
  name: z.string().min(1).optional(),
  cards: z.array(deckCard).optional(),
});
export type CreateDeckPayload = z.infer<typeof createDeckPayload>;

/** PUT /rest/api/deck/{id}: name and cards (the server recomputes `valid`); answers the stored deck. */
export const updateDeckPayload = z.object({ name: z.string().min(1), cards: z.array(deckCard) });
export type UpdateDeckPayload = z.infer<typeof updateDeckPayload>;

export const deckResponse = deck;
