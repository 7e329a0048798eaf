import {
  maxCardSearchPageSize,
  type catalogCalls,
  type Card,
  type CollectionQuery,
  type SetCard,
} from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';

/** What this service asks of the catalog (service token). */
export interface CatalogClient {
  /** Every printing of a set, with its equivalent rarity. */
  setCards(setId: string): Promise<SetCard[]>;
  /** The cards among `cardIds` matching the query's filters, in its order. */
  search(cardIds: string[], query: CollectionQuery): Promise<Card[]>;
}

/** Set lists change only when the catalog imports again: a few minutes of reuse spares a call per claim. */
const setCardsTtlMs = 5 * 60_000;

/** The catalog calls this service makes, over the client built from the catalog's declarations. */
export function catalogClient(catalog: CallClient<typeof catalogCalls>): CatalogClient {
  const cache = new Map<string, { at: number; cards: Promise<SetCard[]> }>();
  return {
    setCards(setId) {
      const hit = cache.get(setId);
      if (hit && Date.now() - hit.at < setCardsTtlMs) return hit.cards;
      const cards = catalog.setCards({ params: { id: setId } }).then((answer) => answer.cards);
      cache.set(setId, { at: Date.now(), cards });
      cards.catch(() => cache.delete(setId));
      return cards;
    },
    async search(cardIds, { sort, filters }) {
      const found: Card[] = [];
      if (cardIds.length === 0) return found;
      for (let page = 1; ; page++) {
        const answer = await catalog.searchCards({
          body: { game: 'YUGIOH', cardIds, sort, filters, page, pageSize: maxCardSearchPageSize },
        });
        found.push(...answer.cards);
        if (found.length >= answer.total || answer.cards.length === 0) return found;
      }
    },
  };
}
