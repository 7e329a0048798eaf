import type { catalogCalls, BanlistEntry, BanlistFormat, Card, SetCard } from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';

/** Ids one catalog call carries (keeps the URL short). */
const idsPerCall = 100;

/** What this service asks of the catalog (service token). */
export interface CatalogClient {
  /** The cards of these ids; unknown ids are left out. */
  cards(cardIds: string[]): Promise<Card[]>;
  /** The printings of these set-card ids; unknown ids are left out. */
  setCards(setCardIds: string[]): Promise<SetCard[]>;
  /** The entries of a format's banlist version in force on a date (`YYYY-MM-DD`). */
  banlistInForce(format: BanlistFormat, date: string): Promise<BanlistEntry[]>;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The catalog calls this service makes, over the client built from the catalog's declarations. */
export function catalogClient(catalog: CallClient<typeof catalogCalls>): CatalogClient {
  return {
    async cards(cardIds) {
      const pages = await Promise.all(
        chunks(cardIds, idsPerCall).map((ids) => catalog.cards({ query: { game: 'YUGIOH', cardIds: ids } })),
      );
      return pages.flatMap((page) => page.cards);
    },
    async setCards(setCardIds) {
      const pages = await Promise.all(
        chunks(setCardIds, idsPerCall).map((ids) => catalog.setCardsById({ body: { setCardIds: ids } })),
      );
      return pages.flatMap((page) => page.cards);
    },
    async banlistInForce(format, date) {
      return (await catalog.banlistInForce({ query: { format, date } })).entries;
    },
  };
}
