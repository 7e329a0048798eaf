import {
  collectionImportReport,
  collectionImportsResponse,
  collectionResponse,
  type CollectionImportEntry,
  type CollectionImportReport,
  maxCollectionPageSize,
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

  /**
   * Copies owned of every card in the caller's collection, read page by page at the largest page size:
   * the pack opener's "before" to mark new cards and count copies.
   */
  ownedCopies: async (gameId: string, signal?: AbortSignal): Promise<Map<string, number>> => {
    const copies = new Map<string, number>();
    const view: CollectionView = { sort: { category: 'DEFAULT', direction: 'ASCENDING' }, filters: {} };
    for (let offset: number | null = 0; offset !== null;) {
      const page: CollectionResponse = await collection.page(
        { gameId },
        view,
        offset,
        maxCollectionPageSize,
        signal,
      );
      for (const item of page.items) copies.set(item.card.id, item.quantity);
      offset = page.nextOffset;
    }
    return copies;
  },

  /** The CSV export's text (YGOPRODeck's collection layout). */
  exportCsv: async (owner: CollectionOwner): Promise<string> => {
    const body = await api.get<unknown>('/rest/api/collection/export', {
      query: { gameId: owner.gameId, playerId: owner.playerId },
    });
    return String(body ?? '');
  },

  /** Imports a CSV (the file as chosen, or its text) into a player's collection (the game's admin); the report of its rows. */
  importCsv: (
    owner: Required<CollectionOwner>,
    csv: Blob | string,
    fileName?: string,
  ): Promise<CollectionImportReport> =>
    api.post('/rest/api/collection/import', csv, {
      query: { gameId: owner.gameId, playerId: owner.playerId, fileName },
      contentType: 'text/csv',
      parse: collectionImportReport.parse,
    }),

  /** The trail of CSV imports into the game's collections (the admin's), newest first. */
  imports: async (owner: CollectionOwner, signal?: AbortSignal): Promise<CollectionImportEntry[]> =>
    (
      await api.get('/rest/api/collection/imports', {
        query: { gameId: owner.gameId, playerId: owner.playerId },
        parse: collectionImportsResponse.parse,
        signal,
      })
    ).imports,
};
