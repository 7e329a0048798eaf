import {
  banlistInForceResponse,
  cardsResponse,
  type BanlistFormat,
  type BanlistInForceResponse,
} from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

/** What the bot asks of the catalog: banlist versions (/week, the week announcement) and card names. */
export interface CatalogClient {
  /** The version in force on a date (YYYY-MM-DD). */
  banlistInForce(format: BanlistFormat, date: string): Promise<BanlistInForceResponse>;
  /** Names of cards by id (unknown ids are left out). */
  cardNames(cardIds: string[]): Promise<Map<string, string>>;
}

export function catalogClient(env: Env): CatalogClient | undefined {
  if (!env.CATALOG_URL) return undefined;
  const catalog = serviceClient({
    baseUrl: env.CATALOG_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    banlistInForce: (format, date) =>
      catalog.get('/internal/banlist/in-force', banlistInForceResponse, { query: { format, date } }),
    async cardNames(cardIds) {
      if (cardIds.length === 0) return new Map();
      const { cards } = await catalog.get('/rest/api/cards', cardsResponse, {
        query: { game: 'YUGIOH', cardIds },
      });
      return new Map(cards.map((card) => [card.id, card.name]));
    },
  };
}
