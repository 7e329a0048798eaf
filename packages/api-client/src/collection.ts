import {
  collectionResponse,
  pageSizes,
  type CollectionFilters,
  type CollectionResponse,
  type CollectionSort,
} from '@progression/contracts';
import { api } from '@progression/platform';

/** Whose collection: the caller's own in a game, or (the game's admin) a named player's. */
export interface CollectionOwner {
  gameId: string;
  playerId?: string;
}

/** The collection query the page asks: sort and filters. */
export interface CollectionView {
  sort: CollectionSort;
  filters: CollectionFilters;
}

/** The collection service through the gateway. */
export const collection = {
  /** One page of the collection in the view's order: `pageSize` cards from `offset`. */
  page: (
    owner: CollectionOwner,
    view: CollectionView,
    offset = 0,
    pageSize: number = pageSizes.collectionFirstPage,
    signal?: AbortSignal,
  ): Promise<CollectionResponse> =>
    api.post(
      '/rest/api/collection',
      { sort: view.sort, filters: view.filters, offset, pageSize },
      { query: { gameId: owner.gameId, playerId: owner.playerId }, parse: collectionResponse.parse, signal },
    ),

  /** The CSV export's text (YGOPRODeck's collection layout). */
  exportCsv: async (owner: CollectionOwner): Promise<string> => {
    const body = await api.get<unknown>('/rest/api/collection/export', {
      query: { gameId: owner.gameId, playerId: owner.playerId },
    });
    return String(body ?? '');
  },
};
