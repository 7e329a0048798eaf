import { banLimits, type Game } from '@progression/contracts';
import type { CatalogClient } from '../clients/catalog';

/** Banlist versions never change once in force: each is read from the catalog once per process. */
const cache = new Map<string, Promise<Map<string, number>>>();
/** A week without a banlist: one object, so the LIMIT order made for it is kept (snapshots.ts). */
const noBanlist: ReadonlyMap<string, number> = new Map();

/** Copies each listed card allows under the game's active week's banlist (empty: no banlist). */
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
    // A failed read is not kept: the next query asks again.
    limits.catch(() => cache.delete(key));
    cache.set(key, limits);
  }
  return limits;
}
