import type { catalogCalls, BanlistFormat, BanlistInForceResponse } from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';

/** What the bot asks of the catalog: banlist versions (/week, the week announcement) and card names. */
export interface CatalogClient {
  /** The version in force on a date (YYYY-MM-DD). */
  banlistInForce(format: BanlistFormat, date: string): Promise<BanlistInForceResponse>;
  /** Names of cards by id (unknown ids are left out). */
  cardNames(cardIds: string[]): Promise<Map<string, string>>;
}

/** The catalog calls the bot makes, over the client built from the catalog's declarations. */
export function catalogClient(catalog: CallClient<typeof catalogCalls>): CatalogClient {
  return {
    banlistInForce: (format, date) => catalog.banlistInForce({ query: { format, date } }),
    async cardNames(cardIds) {
      if (cardIds.length === 0) return new Map();
      const { cards } = await catalog.cards({ query: { game: 'YUGIOH', cardIds } });
      return new Map(cards.map((card) => [card.id, card.name]));
    },
  };
}
