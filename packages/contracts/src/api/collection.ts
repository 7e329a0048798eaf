import { z } from 'zod';
import { collectionItem, collectionQuery } from '../entities';
import { id } from '../primitives';

/** POST /rest/api/collection?gameId= with body {sort, filters}. */
export const collectionParams = z.object({ gameId: id });
export type CollectionParams = z.infer<typeof collectionParams>;
export const collectionPayload = collectionQuery;
export type CollectionPayload = z.infer<typeof collectionPayload>;
export const collectionResponse = z.object({ items: z.array(collectionItem) });
export type CollectionResponse = z.infer<typeof collectionResponse>;

/**
 * POST /internal/collection/owned (service token): how many copies of these cards a player owns in a game.
 * The decks service checks ownership through it; cards the player does not own come back with quantity 0.
 */
export const ownedCardsPayload = z.object({ gameId: id, playerId: id, cardIds: z.array(id).max(1000) });
export type OwnedCardsPayload = z.infer<typeof ownedCardsPayload>;
export const ownedCardsResponse = z.object({
  owned: z.array(z.object({ cardId: id, quantity: z.number().int().min(0) })),
});
export type OwnedCardsResponse = z.infer<typeof ownedCardsResponse>;
