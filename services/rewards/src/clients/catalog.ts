import {
  cardSearchResponse,
  maxCardSearchPageSize,
  setCardsResponse,
  type Card,
  type CollectionQuery,
  type SetCard,
} from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

/** What this service asks of the catalog (service token). */
export interface CatalogClient {
  /** Every printing of a set, with its equivalent rarity. */
  setCards(setId: string): Promise<SetCard[]>;
  /** The cards among `cardIds` matching the query's filters, in its order. */
  search(cardIds: string[], query: CollectionQuery): Promise<Card[]>;
}

/** Set lists change only when the catalog imports again: a few minutes of reuse spares a call per claim. */
const setCardsTtlMs = 5 * 60_000;

export function catalogClient(env: Env): CatalogClient {
  const catalog = serviceClient({
    baseUrl: env.CATALOG_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  const cache = new Map<string, { at: number; cards: Promise<SetCard[]> }>();
  return {
    setCards(setId) {
      const hit = cache.get(setId);
      if (hit && Date.now() - hit.at < setCardsTtlMs) return hit.cards;
      const cards = catalog
        .get(`/rest/api/sets/${encodeURIComponent(setId)}/cards`, setCardsResponse)
        .then((answer) => answer.cards);
      cache.set(setId, { at: Date.now(), cards });
      cards.catch(() => cache.delete(setId));
      return cards;
    },
    async search(cardIds, { sort, filters }) {
      const found: Card[] = [];
      if (cardIds.length === 0) return found;
      for (let page = 1; ; page++) {
        const answer = await catalog.post('/internal/cards/search', cardSearchResponse, {
          body: { game: 'YUGIOH', cardIds, sort, filters, page, pageSize: maxCardSearchPageSize },
        });
        found.push(...answer.cards);
        if (found.length >= answer.total || answer.cards.length === 0) return found;
      }
    },
  };
}
