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
