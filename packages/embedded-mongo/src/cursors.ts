import { calculateObjectSize, Long } from 'bson';
import type { Doc } from './bson-values';
import { cursorNotFound } from './errors';
import { batchBytes } from './wire/messages';

/**
 * A batch stops before it would pass this many bytes of documents (one larger document still goes alone).
 * mongod allows 16 MiB; smaller batches cost a few more getMore round trips, while every reply is built
 * whole in memory (and bson's serialization buffer keeps the pages the largest reply touched).
 */
export const MAX_BATCH_BYTES = 1024 * 1024;
const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
const SWEEP_INTERVAL_MS = 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  shape?: (doc: Doc) => Doc;
  position: number;
  lastUsed: number;
}

/** Open cursors by id; results are held until read, killed, exhausted or idle for ten minutes. */
export class CursorRegistry {
  private readonly open = new Map<string, OpenCursor>();
  private nextId = BigInt(Date.now()) * 1000n;
  private lastSweep = 0;

  /**
   * Takes the first batch and registers the rest; the reply's `cursor` document. `shape` (a projection)
   * is applied to each document as its batch is taken.
   */
  firstBatch(ns: string, docs: Doc[], batchSize?: number, single = false, shape?: (doc: Doc) => Doc): Doc {
    this.sweep();
    const size = batchSize && batchSize > 0 ? batchSize : DEFAULT_FIRST_BATCH;
    const batch = takeBatch(docs, 0, size, shape);
    let id = Long.ZERO;
    if (batch.length < docs.length && !single) {
      this.nextId += 1n;
      id = Long.fromBigInt(this.nextId);
      this.open.set(id.toString(), { ns, docs, shape, position: batch.length, lastUsed: Date.now() });
    }
    return { firstBatch: batch, id, ns };
  }

  /** The next batch of an open cursor (getMore). */
  nextBatch(id: Long | number | bigint, ns: string, batchSize?: number): Doc {
    const key = String(id);
    const cursor = this.open.get(key);
    if (!cursor || cursor.ns !== ns) throw cursorNotFound(key);
    const batch = takeBatch(cursor.docs, cursor.position, batchSize && batchSize > 0 ? batchSize : Infinity, cursor.shape);
    cursor.position += batch.length;
    cursor.lastUsed = Date.now();
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(key);
    return { nextBatch: batch, id: exhausted ? Long.ZERO : Long.fromString(key), ns };
  }

  kill(ids: unknown[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) {
      const long = Long.fromString(String(id));
      (this.open.delete(long.toString()) ? killed : notFound).push(long);
    }
    return { killed, notFound };
  }

  get size(): number {
    return this.open.size;
  }

  /** Drops idle cursors; at most once a second, and never with none open, so single-batch finds stay cheap. */
  private sweep(): void {
    if (this.open.size === 0) return;
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [id, cursor] of this.open) if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(id);
  }
}

function takeBatch(docs: Doc[], from: number, count: number, shape?: (doc: Doc) => Doc): Doc[] {
  const end = Math.min(docs.length, from + count);
  // The first document always goes in, so a batch of one needs no size count.
  if (end - from <= 1) return shape ? docs.slice(from, end).map(shape) : docs.slice(from, end);
  const batch: Doc[] = [];
  let bytes = 0;
  for (let index = from; index < end; index++) {
    const doc = shape ? shape(docs[index]) : docs[index];
    const size = calculateObjectSize(doc);
    if (bytes + size > MAX_BATCH_BYTES && index > from) break;
    bytes += size;
    batch.push(doc);
  }
  // Each array element adds its type byte and its index as a name.
  batchBytes.set(batch, bytes + batch.length * 9);
  return batch;
}
