import { banLimits, type Game } from '@progression/contracts';
import type { CatalogClient } from '../clients/catalog';

/** Banlist versions never change once in force: each is read from the catalog once per process. */
const cache = new Map<string, Promise<ReadonlyMap<string, number>>>();
const noBanlist: ReadonlyMap<string, number> = new Map();

/** Copies each listed card allows under the banlist of the game's active week (empty: no banlist). */
export function activeBanlistLimits(
  catalog: CatalogClient,
  game: Game,
): Promise<ReadonlyMap<string, number>> {
  const week = game.weeks.find((candidate) => candidate.week === game.activeWeek);
  if (!week?.banlist) return Promise.resolve(noBanlist);
  const { format, activeFrom } = week.banlist;
  const date = activeFrom.slice(0, 10);
  const key = `${format}:${date}`;
  let limits = cache.get(key);
  if (!limits) {
    limits = catalog
      .banlistInForce(format, date)
      .then((entries) => new Map(entries.map((entry) => [entry.cardId, banLimits[entry.banType]])));
    // A failed read is not kept: the next save asks again.
    limits.catch(() => cache.delete(key));
    cache.set(key, limits);
  }
  return limits;
}
