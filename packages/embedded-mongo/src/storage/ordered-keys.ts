import { compareValues } from '../bson-values';

// Past this many documents under one key, their `_id` keys go into a Set (removal in constant time).
const SMALL_ID_LIST = 8;

/**
 * One distinct index key: its field values and the `_id` keys of the documents holding it, in the order
 * they were added. Most keys belong to one document or a few, so those are held as a string or a short
 * array rather than a Set (about 150 bytes more per key).
 */
export class KeyEntry {
  private held: string | string[] | Set<string>;
  removed = false;

  constructor(
    readonly values: unknown[],
    idKey: string,
  ) {
    this.held = idKey;
  }

  /** The `_id` keys, in the order they were added. */
  ids(): Iterable<string> {
    return typeof this.held === 'string' ? [this.held] : this.held;
  }

  get size(): number {
    const held = this.held;
    return typeof held === 'string' ? 1 : Array.isArray(held) ? held.length : held.size;
  }

  /** Whether a document other than this one holds the key. */
  heldByOtherThan(idKey: string): boolean {
    const held = this.held;
    if (typeof held === 'string') return held !== idKey;
    const size = this.size;
    return size > 1 || (size === 1 && !(Array.isArray(held) ? held.includes(idKey) : held.has(idKey)));
  }

  add(idKey: string): void {
    const held = this.held;
    if (typeof held === 'string') {
      if (held !== idKey) this.held = [held, idKey];
    } else if (Array.isArray(held)) {
      if (held.includes(idKey)) return;
      if (held.length < SMALL_ID_LIST) held.push(idKey);
      else this.held = new Set([...held, idKey]);
    } else held.add(idKey);
  }

  /** Removes a document; returns how many are left. */
  remove(idKey: string): number {
    const held = this.held;
    if (typeof held === 'string') {
      if (held === idKey) this.held = [];
    } else if (Array.isArray(held)) {
      const at = held.indexOf(idKey);
      if (at >= 0) held.splice(at, 1);
      if (held.length === 1) this.held = held[0];
    } else held.delete(idKey);
    return this.size;
  }
}

/** Where an entry lies against a scanned interval, in index order: before it, inside, or after it. */
export type Position = (entry: KeyEntry) => -1 | 0 | 1;

// Up to this many keys added since the last scan go in one by one; more are sorted and merged at once,
// so bulk loads stay O(n log n) while a write between reads costs one binary search and splice.
const SPLICE_LIMIT = 64;
const SETTLE_AFTER = 4096;

/**
 * An index's distinct keys in key-pattern order (each field ascending or descending as declared), kept
 * sorted lazily: writes only queue, a scan first brings the order up to date.
 */
export class OrderedKeys {
  private sorted: KeyEntry[] = [];
  private pending: KeyEntry[] = [];
  private removedCount = 0;

  constructor(private readonly directions: number[]) {}

  readonly compare = (a: KeyEntry, b: KeyEntry): number => {
    for (let i = 0; i < this.directions.length; i++) {
      const order = compareValues(a.values[i], b.values[i]);
      if (order) return order * this.directions[i];
    }
    return 0;
  };

  added(entry: KeyEntry): void {
    this.pending.push(entry);
    this.settleWhenLarge();
  }

  removed(entry: KeyEntry): void {
    entry.removed = true;
    this.removedCount++;
    this.settleWhenLarge();
  }

  /**
   * An index that is never scanned (one used only for point lookups and unique checks) still brings its
   * order up to date once the queued or removed keys outnumber the sorted ones, so they never pile up.
   */
  private settleWhenLarge(): void {
    const backlog = Math.max(this.pending.length, this.removedCount);
    if (backlog > SETTLE_AFTER && backlog > this.sorted.length) this.current();
  }

  /** Entries inside the interval, walked forward or backward, skipping removed ones. */
  *scan(position: Position, backward: boolean): Generator<KeyEntry> {
    const entries = this.current();
    if (!backward) {
      for (let i = this.firstAtOrAfter(entries, position, 0); i < entries.length; i++) {
        const entry = entries[i];
        if (position(entry) > 0) return;
        if (!entry.removed) yield entry;
      }
      return;
    }
    for (let i = this.firstAtOrAfter(entries, position, 1) - 1; i >= 0; i--) {
      const entry = entries[i];
      if (position(entry) < 0) return;
      if (!entry.removed) yield entry;
    }
  }

  /** The first index whose entry's position is at least `at` (binary search). */
  private firstAtOrAfter(entries: KeyEntry[], position: Position, at: 0 | 1): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (position(entries[middle]) < at) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private current(): KeyEntry[] {
    if (this.removedCount > 0 && this.removedCount * 2 > this.sorted.length) {
      this.sorted = this.sorted.filter((entry) => !entry.removed);
      this.removedCount = 0;
    }
    const pending = this.pending.filter((entry) => !entry.removed);
    this.pending = [];
    if (pending.length <= SPLICE_LIMIT) {
      for (const entry of pending) this.sorted.splice(this.insertionPoint(entry), 0, entry);
    } else this.sorted = merge(this.sorted, pending.sort(this.compare), this.compare);
    return this.sorted;
  }

  private insertionPoint(entry: KeyEntry): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.sorted[middle], entry) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function merge(a: KeyEntry[], b: KeyEntry[], compare: (x: KeyEntry, y: KeyEntry) => number): KeyEntry[] {
  const merged: KeyEntry[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) merged[k++] = compare(a[i], b[j]) <= 0 ? a[i++] : b[j++];
  while (i < a.length) merged[k++] = a[i++];
  while (j < b.length) merged[k++] = b[j++];
  return merged;
}
