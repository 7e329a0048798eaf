import { setListingGame, type catalogCalls, type CardSet } from '@progression/contracts';
import type { CallClient, OnBehalf } from '@progression/service-kit';

/** Looks sets up in the catalog by id. */
export interface SetLookup {
  /** The sets among `ids` that exist, keyed by id. */
  findSets(ids: readonly string[], call: OnBehalf): Promise<Map<string, CardSet>>;
}

/**
 * Uses the catalog's public set listing (`GET /rest/api/sets?game=YUGIOH`) on the caller's behalf: it is
 * the one set call every client already makes, so the mode rules need nothing the catalog does not offer.
 */
export function catalogSets(catalog: CallClient<typeof catalogCalls>): SetLookup {
  return {
    async findSets(ids, call) {
      const found = new Map<string, CardSet>();
      if (ids.length === 0) return found;
      const wanted = new Set(ids);
      const sets = await catalog.sets({ query: { game: setListingGame } }, call);
      for (const set of sets) if (wanted.has(set.id)) found.set(set.id, set);
      return found;
    },
  };
}
