import { z } from 'zod';
import { cardSetType, printingRarity, setCardsResponse, type SetCard } from '@progression/contracts';
import { serviceClient } from '@progression/service-kit';
import type { Env } from '../env';
import type { PackLayout, StageSet } from '../domain/pack-engine';

/** GET /internal/sets/{id}/pack-layout of the catalog. */
const packLayoutResponse = z.object({
  kind: z.enum(['RANDOM_PACK', 'FIXED_LIST', 'NONE']),
  distribution: z.string().nullable(),
  slots: z.array(
    z.object({
      count: z.number().int().min(1),
      proportionate: z.boolean(),
      options: z.array(z.object({ rarities: z.array(printingRarity), chance: z.number().nullable() })),
    }),
  ),
  fixedList: z.array(z.object({ setCardId: z.string(), quantity: z.number().int().min(1) })),
});

/** The set the same route names beside its layout. */
const setOfLayoutResponse = z.object({
  setId: z.string(),
  setCode: z.string(),
  setName: z.string(),
  type: cardSetType,
});

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

export function catalogClient(env: Env): CatalogClient {
  const catalog = serviceClient({
    baseUrl: env.CATALOG_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    set: cached(async (setId) => {
      const set = await catalog.get(
        `/internal/sets/${encodeURIComponent(setId)}/pack-layout`,
        setOfLayoutResponse,
      );
      return { id: set.setId, setCode: set.setCode, setName: set.setName, type: set.type };
    }),
    setCards: cached(
      async (setId) =>
        (await catalog.get(`/rest/api/sets/${encodeURIComponent(setId)}/cards`, setCardsResponse)).cards,
    ),
    packLayout: cached((setId) =>
      catalog.get(`/internal/sets/${encodeURIComponent(setId)}/pack-layout`, packLayoutResponse),
    ),
  };
}
