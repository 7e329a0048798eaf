import type { CollectionItem, CollectionSort } from '@progression/contracts';
import type { QueryableEntry } from './matches-filters';
import { compareEntries } from './query-sort';
import { Entry } from '../models/entry';
import { Stamp, stampId } from '../models/stamp';

/** An entry as the query keeps it: what it filters and sorts on, and the item it answers. */
export interface SnapshotEntry extends QueryableEntry {
  item: Omit<CollectionItem, 'limit'>;
}

interface Snapshot {
  version: number;
  entries: SnapshotEntry[];
  /** Entries sorted per sort (LIMIT per banlist too), made on first use. */
  sorted: Map<string, SnapshotEntry[]>;
}

/** Collections kept in memory at most; the least recently read is dropped first. */
const maxSnapshots = 200;
const snapshots = new Map<string, Snapshot>();

/**
 * Entries asked for in one batch: the default first batch of 101 makes a typical collection take a second
 * round trip, which doubled the load (measured: 140 entries in 33 to 48 ms, against 17 to 19 in one batch).
 * The store still cuts a batch at 1 MiB.
 */
const entriesPerBatch = 10_000;

async function load(gameId: string, playerId: string, version: number): Promise<Snapshot> {
  const documents = await Entry.find({ gameId, playerId }).batchSize(entriesPerBatch).lean();
  const entries = documents.map((entry): SnapshotEntry => ({
    cardId: entry.cardId,
    quantity: entry.quantity,
    weekAcquired: entry.weekAcquired,
    rarityRank: entry.rarityRank,
    nameKey: entry.nameKey,
    textKey: entry.textKey,
    hasMeta: entry.hasMeta,
    kind: entry.kind ?? null,
    kindRank: entry.kindRank,
    typeCode: entry.typeCode ?? null,
    attribute: entry.attribute ?? null,
    monsterCardTypes: entry.monsterCardTypes,
    race: entry.race ?? null,
    level: entry.level ?? null,
    attack: entry.attack ?? null,
    defense: entry.defense ?? null,
    item: {
      card: entry.card as CollectionItem['card'],
      quantity: entry.quantity,
      weekAcquired: entry.weekAcquired,
      ...(entry.rarity ? { rarity: entry.rarity as CollectionItem['rarity'] } : {}),
    },
  }));
  return { version, entries, sorted: new Map() };
}

/**
 * One player's collection as of now: kept in memory per replica and trusted while its stamp (raised by
 * every recount, read here with one lookup by id) is unchanged, else reloaded. So a 10,000-card
 * collection is filtered and sorted in memory in milliseconds, and never shows a stale answer.
 */
export async function snapshotOf(gameId: string, playerId: string): Promise<Snapshot> {
  const key = stampId(gameId, playerId);
  const stamp = await Stamp.findById(key, { version: 1 }).lean();
  const version = stamp?.version ?? 0;
  let snapshot = snapshots.get(key);
  if (!snapshot || snapshot.version !== version) snapshot = await load(gameId, playerId, version);
  // Re-inserted: the Map's order is the recency order.
  snapshots.delete(key);
  snapshots.set(key, snapshot);
  if (snapshots.size > maxSnapshots) snapshots.delete(snapshots.keys().next().value!);
  return snapshot;
}

const banlistKeys = new WeakMap<object, number>();
let banlistCount = 0;
/** A number per banlist limits object, for the LIMIT order's key. */
function banlistKey(limits: ReadonlyMap<string, number>): number {
  let key = banlistKeys.get(limits);
  if (key === undefined) banlistKeys.set(limits, (key = ++banlistCount));
  return key;
}

/** The snapshot's entries in a sort's order (kept for the next query with the same sort). */
export function sortedEntries(
  snapshot: Snapshot,
  sort: CollectionSort,
  limits: ReadonlyMap<string, number>,
): SnapshotEntry[] {
  // LIMIT's order belongs to one banlist (each is one Map object, kept per process: the contracts' activeBanlistLimits).
  const key = `${sort.category}:${sort.direction}${sort.category === 'LIMIT' ? `:${banlistKey(limits)}` : ''}`;
  let sorted = snapshot.sorted.get(key);
  if (!sorted) {
    sorted = [...snapshot.entries].sort(compareEntries(sort, limits));
    snapshot.sorted.set(key, sorted);
  }
  return sorted;
}

/** Forgets every snapshot (tests that clear the database). */
export const forgetSnapshots = () => snapshots.clear();
