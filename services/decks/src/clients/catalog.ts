import {
  maxCardNamesPerLookup,
  type catalogCalls,
  type BanlistEntry,
  type BanlistFormat,
  type Card,
} from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';

/** Ids one catalog call carries (keeps the URL short). */
const idsPerCall = 100;

/** What this service asks of the catalog (service token). */
export interface CatalogClient {
  /** The cards of these ids or any of their artworks' passcodes; unknown ids are left out. */
  cards(cardIds: string[]): Promise<Card[]>;
  /** The cards of these exact names (case and surrounding whitespace aside), by the name asked; unknown names are left out. */
  cardsByName(names: string[]): Promise<Map<string, Card>>;
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
    async cardsByName(names) {
      const pages = await Promise.all(
        chunks(names, maxCardNamesPerLookup).map((chunk) => catalog.cardsByName({ body: { names: chunk } })),
      );
      return new Map(pages.flatMap((page) => page.cards.map(({ name, card }) => [name, card] as const)));
    },
    async banlistInForce(format, date) {
      return (await catalog.banlistInForce({ query: { format, date } })).entries;
    },
  };
}
