import type { CatalogChange } from '../storage/catalog';
import type { FileSystem } from './file-system';
import { writeAll } from './file-system';
import { encodeRecord, encodeRecordInto } from './records';

const INITIAL_BATCH_BYTES = 64 * 1024;
/** A batch buffer up to this size is kept for the next batch; a larger one (a rare huge write) is dropped. */
const KEPT_BATCH_BYTES = 1024 * 1024;

/**
 * The records of one batch, encoded one after another into a buffer that is reused from batch to batch:
 * no buffer per record, whose garbage would pile up outside the JS heap between collections.
 */
class Batch {
  private buffer = Buffer.allocUnsafe(INITIAL_BATCH_BYTES);
  length = 0;
  count = 0;

  /** Encodes a record at the end; returns its length in bytes. */
  append(change: CatalogChange): number {
    const start = this.length;
    let end = encodeRecordInto(change, this.buffer, start);
    if (end === undefined) {
      const record = encodeRecord(change);
      const larger = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, start + record.length));
      this.buffer.copy(larger, 0, 0, start);
      record.copy(larger, start);
      this.buffer = larger;
      end = start + record.length;
    }
    this.length = end;
    this.count++;
    return end - start;
  }

  get bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  /** Empties the batch for reuse; false when its buffer grew too large to keep. */
  reset(): boolean {
    this.length = 0;
    this.count = 0;
    return this.buffer.length <= KEPT_BATCH_BYTES;
  }
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  // Whoever waits sees the failure; nobody waiting is not an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** What the log tells its store. */
export interface LogEvents {
  /** The next `count` records, in append order, are durable. */
  onDurable(count: number): void;
  /**
   * A write or sync failed: nothing after the last durable record can be trusted to be on disk.
   * `tailCut` says whether the file was cut back to that record.
   */
  onFailure(error: Error, tailCut: boolean): void;
}

/**
 * The append-only log with group commit: records appended while a batch is being written join the next
 * batch, and with `sync` a batch counts as durable only once fdatasync returns. Batches are written only
 * after `ready` (the previous log closed, the directory entry of this file synced), so logs become durable
 * in order. The first failure is final: no record is ever appended after a torn or unsynced one.
 */
export class AppendLog {
  private pending = new Batch();
  /** The buffer of the last batch written, ready for the batch after the next. */
  private spare?: Batch;
  private pendingDone?: Deferred;
  private inFlight?: Promise<void>;
  private flushing = false;
  private failure?: Error;
  private durableLength = 0;
  private readonly fd: number;
  /**
   * Log bytes since the last snapshot: those appended here, plus the older logs' when this log follows a
   * recovery. Rotation starts a new log and snapshot past a size.
   */
  bytes = 0;

  constructor(
    readonly path: string,
    private readonly fs: FileSystem,
    private readonly sync: boolean,
    private readonly events: LogEvents,
    private readonly ready: Promise<void>,
  ) {
    // A log is always a new generation's file, so it starts empty.
    this.fd = fs.open(path, 'a');
    ready.catch(() => undefined);
  }

  append(change: CatalogChange): void {
    this.bytes += this.pending.append(change);
  }

  /** Resolves once every record appended so far (and every log before this one) is durable. */
  commit(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending.count === 0) return this.inFlight ?? this.ready;
    this.pendingDone ??= deferred();
    if (!this.flushing) {
      this.flushing = true;
      void this.flushLoop();
    }
    return this.pendingDone.promise;
  }

  private async flushLoop(): Promise<void> {
    // Let the commands arriving in the same turn join this batch.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await this.ready;
    } catch (error) {
      this.fail(error as Error, this.pendingDone ?? deferred());
      return;
    }
    while (this.pending.count > 0) {
      const batch = this.pending;
      const done = this.pendingDone ?? deferred();
      this.pending = this.spare ?? new Batch();
      this.spare = undefined;
      this.pendingDone = undefined;
      this.inFlight = done.promise;
      try {
        await writeAll(this.fs, this.fd, batch.bytes);
        if (this.sync) await this.fs.datasync(this.fd);
      } catch (error) {
        this.fail(error as Error, done);
        return;
      }
      const { length, count } = batch;
      if (batch.reset()) this.spare = batch;
      this.durableLength += length;
      this.events.onDurable(count);
      done.resolve();
    }
    this.flushing = false;
  }

  private fail(error: Error, batch: Deferred): void {
    this.failure = error;
    this.flushing = false;
    this.pending.reset();
    const tailCut = this.cutTail();
    this.events.onFailure(error, tailCut);
    batch.reject(error);
    this.pendingDone?.reject(error);
    this.pendingDone = undefined;
  }

  /** Cuts the file back to its last durable record, so a restart cannot replay what was never acknowledged. */
  private cutTail(): boolean {
    try {
      this.fs.truncate(this.path, this.durableLength);
      void this.fs.datasync(this.fd).catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  }

  /** Makes everything appended durable, then closes the file (shutdown and rotation). */
  async close(): Promise<void> {
    try {
      await this.commit();
    } finally {
      this.fs.close(this.fd);
    }
  }
}
