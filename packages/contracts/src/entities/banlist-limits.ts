import { banLimits, type BanlistEntry, type BanlistFormat } from './banlist';
import type { Game } from './game';

/** Reads the entries of a format's banlist version in force on a day (`YYYY-MM-DD`): the catalog's. */
export type ReadBanlist = (format: BanlistFormat, date: string) => Promise<BanlistEntry[]>;

/** Banlist versions never change once in force: each is read once per process. */
const cache = new Map<string, Promise<ReadonlyMap<string, number>>>();
/** A week without a banlist: one object, so an order made for it is kept (collection's LIMIT sort). */
const noBanlist: ReadonlyMap<string, number> = new Map();

/** Copies each listed card allows under a banlist version's entries. */
export function limitsOfBanlist(entries: BanlistEntry[]): ReadonlyMap<string, number> {
  return new Map(entries.map((entry) => [entry.cardId, banLimits[entry.banType]]));
}

/**
 * Copies each listed card allows under the banlist of the game's active week (empty: no banlist), the
 * one rule the collection's LIMIT column and the deck check share. Each version is one Map object for the
 * life of the process; a failed read is not kept, so the next caller asks again.
 */
export function activeBanlistLimits(
  read: ReadBanlist,
  game: Pick<Game, 'weeks' | 'activeWeek'>,
): Promise<ReadonlyMap<string, number>> {
  const week = game.weeks.find((candidate) => candidate.week === game.activeWeek);
  if (!week?.banlist) return Promise.resolve(noBanlist);
  const { format, activeFrom } = week.banlist;
  const date = activeFrom.slice(0, 10);
  const key = `${format}:${date}`;
  let limits = cache.get(key);
  if (!limits) {
    limits = read(format, date).then(limitsOfBanlist);
    limits.catch(() => cache.delete(key));
    cache.set(key, limits);
  }
  return limits;
}
