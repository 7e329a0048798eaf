import { z } from 'zod';
import { collectionItem, collectionQuery } from '../entities';
import { id } from '../primitives';

/** POST /rest/api/collection?gameId= with body {sort, filters}. */
export const collectionParams = z.object({ gameId: id });
export type CollectionParams = z.infer<typeof collectionParams>;
/** Cards one page holds at most (the screen asks 100, then 52 at a time). */
export const maxCollectionPageSize = 500;
/**
 * The query plus paging: `offset` cards are skipped in the query's order (sort, then name, then card id,
 * so pages never overlap or leave gaps), and `pageSize` come back. The admin of the game may name a
 * player (`playerId`, a player id of the game) to read their collection; players read their own.
 */
export const collectionPayload = collectionQuery.extend({
  offset: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(maxCollectionPageSize).default(100),
});
export type CollectionPayload = z.input<typeof collectionPayload>;
export const collectionQueryParams = z.object({ gameId: id, playerId: id.optional() });
export type CollectionQueryParams = z.infer<typeof collectionQueryParams>;
/** One page: its items, how many cards match in all, and the offset of the next page (null at the end). */
export const collectionResponse = z.object({
  items: z.array(collectionItem),
  total: z.number().int().min(0),
  nextOffset: z.number().int().min(0).nullable(),
});
export type CollectionResponse = z.infer<typeof collectionResponse>;
