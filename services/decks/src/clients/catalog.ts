import {
  banlistInForceResponse,
  cardsResponse,
  type BanlistEntry,
  type BanlistFormat,
  type Card,
} from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

/** Ids one catalog call carries (keeps the URL short). */
const idsPerCall = 100;

/** What this service asks of the catalog (service token). */
export interface CatalogClient {
  /** The cards of these ids or any of their artworks' passcodes; unknown ids are left out. */
  cards(cardIds: string[]): Promise<Card[]>;
  /** The entries of a format's banlist version in force on a date (`YYYY-MM-DD`). */
  banlistInForce(format: BanlistFormat, date: string): Promise<BanlistEntry[]>;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export function catalogClient(env: Env): CatalogClient {
  const catalog = serviceClient({
    baseUrl: env.CATALOG_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    async cards(cardIds) {
      const pages = await Promise.all(
        chunks(cardIds, idsPerCall).map((ids) =>
          catalog.get('/rest/api/cards', cardsResponse, { query: { game: 'YUGIOH', cardIds: ids } }),
        ),
      );
      return pages.flatMap((page) => page.cards);
    },
    async banlistInForce(format, date) {
      const version = await catalog.get('/internal/banlist/in-force', banlistInForceResponse, {
        query: { format, date },
      });
      return version.entries;
    },
  };
}
