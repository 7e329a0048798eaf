import { z } from 'zod';
import { collectionFilters, collectionSort, id, queryList } from '@progression/contracts';
import { yugiohGame } from '../game';

/** At most this many ids in one call (a whole collection fits). */
export const maxIdsPerCall = 20_000;

export const cardsQuery = z.object({
  game: yugiohGame,
  cardIds: queryList(id).pipe(z.array(id).max(maxIdsPerCall)),
});

/**
 * Card search body: the collection query (sort and filters of spec section 3) over the listed cards, or
 * over the whole catalog when `cardIds` is absent. Answers `{cards}` filtered and sorted.
 */
export const cardSearchBody = z.object({
  game: yugiohGame.default('YUGIOH'),
  cardIds: z.array(id).max(maxIdsPerCall).optional(),
  sort: collectionSort.default({ category: 'DEFAULT', direction: 'ASCENDING' }),
  filters: collectionFilters.default({}),
});
export type CardSearchBody = z.infer<typeof cardSearchBody>;
