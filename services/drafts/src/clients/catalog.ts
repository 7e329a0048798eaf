import type { catalogCalls, SetCard } from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';
import type { PackLayout, StageSet } from '../domain/pack-engine';

/** What this service asks of the catalog: a set (404 when unknown), its printings and its pack layout. */
export interface CatalogClient {
  set(setId: string): Promise<StageSet>;
  setCards(setId: string): Promise<SetCard[]>;
  packLayout(setId: string): Promise<PackLayout>;
}

/** How long a set's cards and layout are kept in memory: the catalog changes only on an import. */
const cacheMs = 10 * 60_000;

function cached<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  return (key) => {
    const hit = entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = load(key);
    entries.set(key, { value, until: Date.now() + cacheMs });
    // A failed load is not kept.
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** The catalog calls this service makes, over the client built from the catalog's declarations, cached. */
export function catalogClient(catalog: CallClient<typeof catalogCalls>): CatalogClient {
  // The pack layout names its set: one call answers both.
  const packLayout = cached((setId) => catalog.packLayout({ params: { id: setId } }));
  return {
    async set(setId) {
      const { setId: id, setCode, setName, type } = await packLayout(setId);
      return { id, setCode, setName, type };
    },
    setCards: cached(async (setId) => (await catalog.setCards({ params: { id: setId } })).cards),
    packLayout,
  };
}
