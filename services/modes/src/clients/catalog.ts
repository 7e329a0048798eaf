import { setListingGame, setsResponse, type CardSet } from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';

/** Looks sets up in the catalog by id. */
export interface SetLookup {
  /** The sets among `ids` that exist, keyed by id. */
  findSets(
    ids: readonly string[],
    call: { authorization?: string; requestId?: string },
  ): Promise<Map<string, CardSet>>;
}

/**
 * Uses the catalog's public set listing (`GET /rest/api/sets?game=YUGIOH`) on the caller's behalf: it is
 * the one set call every client already makes, so the mode rules need nothing the catalog does not offer.
 */
export function catalogSets(env: Env): SetLookup {
  const catalog = serviceClient({
    baseUrl: env.CATALOG_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    async findSets(ids, call) {
      const found = new Map<string, CardSet>();
      if (ids.length === 0) return found;
      const wanted = new Set(ids);
      const sets = await catalog.get('/rest/api/sets', setsResponse, {
        ...call,
        query: { game: setListingGame },
      });
      for (const set of sets) if (wanted.has(set.id)) found.set(set.id, set);
      return found;
    },
  };
}
