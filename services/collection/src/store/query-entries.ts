import type { CollectionItem, CollectionQuery, EquivalentRarity } from '@progression/contracts';
import { compareByLimit, mongoSort } from '../domain/query-sort';
import { queryFilter } from '../domain/query-filter';
import { Entry, type EntryRecord } from '../models/entry';

export interface CollectionPage {
  items: CollectionItem[];
  total: number;
  nextOffset: number | null;
}

type EntryView = Pick<EntryRecord, 'card' | 'quantity' | 'weekAcquired' | 'rarity' | 'cardId'>;
const itemFields = { card: 1, quantity: 1, weekAcquired: 1, rarity: 1, cardId: 1 } as const;

function presentItem(entry: EntryView, limits: ReadonlyMap<string, number>): CollectionItem {
  const limit = limits.get(entry.cardId);
  return {
    card: entry.card as CollectionItem['card'],
    quantity: entry.quantity,
    weekAcquired: entry.weekAcquired,
    ...(entry.rarity ? { rarity: entry.rarity as EquivalentRarity } : {}),
    ...(limit === undefined ? {} : { limit }),
  };
}

/**
 * One page of a player's collection: filtered and sorted by the database through the entry indexes;
 * LIMIT, which depends on the active week's banlist, sorts the matching ids in memory.
 */
export async function queryEntries(
  owner: { gameId: string; playerId: string },
  query: CollectionQuery & { offset: number; pageSize: number },
  limits: ReadonlyMap<string, number>,
): Promise<CollectionPage> {
  const filter = queryFilter({ gameId: owner.gameId, playerId: owner.playerId }, query.filters);
  const { offset, pageSize } = query;
  let total: number;
  let entries: EntryView[];
  if (query.sort.category === 'LIMIT') {
    const keys = await Entry.find(filter, { cardId: 1, nameKey: 1 }).lean();
    total = keys.length;
    const page = keys.sort(compareByLimit(limits, query.sort.direction)).slice(offset, offset + pageSize);
    const found = await Entry.find({ _id: { $in: page.map((key) => key._id) } }, itemFields).lean();
    const byId = new Map(found.map((entry) => [entry._id, entry]));
    entries = page.map((key) => byId.get(key._id)).filter((entry) => entry !== undefined);
  } else {
    const sort = mongoSort({ ...query.sort, category: query.sort.category });
    [total, entries] = await Promise.all([
      Entry.countDocuments(filter),
      Entry.find(filter, itemFields).sort(sort).skip(offset).limit(pageSize).lean(),
    ]);
  }
  const nextOffset = offset + entries.length < total ? offset + entries.length : null;
  return { items: entries.map((entry) => presentItem(entry, limits)), total, nextOffset };
}
