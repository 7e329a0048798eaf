import type { CollectionItem, CollectionQuery } from '@progression/contracts';
import { filterPredicate } from './matches-filters';
import { snapshotOf, sortedEntries } from './snapshots';

export interface CollectionPage {
  items: CollectionItem[];
  total: number;
  nextOffset: number | null;
}

/** One page of a player's collection in the query's order, with the total matching and the next offset. */
export async function queryEntries(
  owner: { gameId: string; playerId: string },
  query: CollectionQuery & { offset: number; pageSize: number },
  limits: ReadonlyMap<string, number>,
): Promise<CollectionPage> {
  const snapshot = await snapshotOf(owner.gameId, owner.playerId);
  const matches = filterPredicate(query.filters);
  const matching = sortedEntries(snapshot, query.sort, limits).filter(matches);
  const page = matching.slice(query.offset, query.offset + query.pageSize);
  const end = query.offset + page.length;
  return {
    items: page.map((entry) => {
      const limit = limits.get(entry.cardId);
      return limit === undefined ? entry.item : { ...entry.item, limit };
    }),
    total: matching.length,
    nextOffset: end < matching.length ? end : null,
  };
}
