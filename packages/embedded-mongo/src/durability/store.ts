import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandError } from '../errors';
import { writesRefused } from '../errors';
import type { Catalog, CatalogChange } from '../storage/catalog';
import type { FileSystem } from './file-system';
import { fileSize, syncDirectory } from './file-system';
import { generationOf, logFile, snapshotFile } from './files';
import { lockDataDir } from './lock';
import { AppendLog } from './log';
import { recover } from './recovery';
import { captureCatalog, writeSnapshot } from './snapshot';

export type Durability = 'fsync' | 'none' | 'memory';

export interface StoreOptions {
  dataDir?: string;
  mode: Durability;
  fs: FileSystem;
  /** Where the store says what went wrong (a torn tail dropped, a failed log write, a failed snapshot). */
  warn: (message: string) => void;
  /** A new snapshot is taken (and the log restarted) once the log passes this size. */
  snapshotAfterLogBytes: number;
}

/**
 * Keeps the catalog on disk: recovery at open, every change appended to the log with the step that
 * undoes it, periodic snapshots, a lock on the directory. A change counts as settled once durable; a failed
 * log write undoes every unsettled change and refuses every later one, so memory never holds a change
 * that the disk may not.
 */
export class DurableStore {
  private log?: AppendLog;
  private generation = 0;
  private snapshotting?: Promise<void>;
  private releaseLock?: () => void;
  /** How to undo each change not yet durable, oldest first. */
  private unsettled: Array<() => void> = [];
  /** Set by the first failed log write: every later write is refused with it. */
  failure?: CommandError;

  private constructor(
    private readonly catalog: Catalog,
    private readonly options: StoreOptions,
  ) {}

  static async open(catalog: Catalog, options: StoreOptions): Promise<DurableStore> {
    const store = new DurableStore(catalog, options);
    const { dataDir, mode } = options;
    if (mode !== 'memory') {
      if (!dataDir) throw new Error(`durability '${mode}' needs a dataDir`);
      mkdirSync(dataDir, { recursive: true });
      store.releaseLock = lockDataDir(dataDir);
      try {
        const recovered = await recover(catalog, dataDir, options.fs, options.warn);
        store.generation = recovered.generation;
        // A new directory gets its first snapshot at once (it is empty). Otherwise the snapshot and logs
        // just replayed stay as they are and a new log follows them: rewriting a whole snapshot here would
        // hold up every start (32 MB of data took 0.7 s of CPU and its fsync). Their bytes count toward
        // the next rotation, so the logs a start replays stay within the snapshot threshold.
        if (recovered.snapshot === undefined) await store.rotate();
        else await store.continueAfter(recovered.snapshot, recovered.logBytes);
      } catch (error) {
        await store.log?.close().catch(() => undefined);
        store.releaseLock();
        throw error;
      }
    }
    catalog.onChange((change, undo) => store.record(change, undo));
    return store;
  }

  /** Whether every change made so far is durable (a read may then run without showing an unsettled one). */
  get settled(): boolean {
    return this.unsettled.length === 0;
  }

  /** Resolves once every change made so far is durable as the mode promises; rejects if it cannot be. */
  commit(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.log) return Promise.resolve();
    // A failed batch is answered with the store's refusal, which says what failed and what to do.
    const committed = this.log.commit().catch((error: unknown) => Promise.reject(this.failure ?? error));
    if (this.log.bytes > this.options.snapshotAfterLogBytes && !this.snapshotting) {
      this.snapshotting = this.rotate()
        .catch((error: unknown) => this.options.warn(`a snapshot could not be written (${String(error)}); the older snapshot and logs are kept`))
        .finally(() => (this.snapshotting = undefined));
    }
    return committed;
  }

  private record(change: CatalogChange, undo: () => void): void {
    if (!this.log) return;
    if (this.failure) {
      undo();
      throw this.failure;
    }
    this.log.append(change);
    this.unsettled.push(undo);
  }

  private settle(count: number): void {
    this.unsettled.splice(0, count);
  }

  private fail(cause: Error, path: string, tailCut: boolean): void {
    if (this.failure) return;
    const undone = this.unsettled.length;
    for (const undo of this.unsettled.reverse()) undo();
    this.unsettled = [];
    const at = new Date().toISOString();
    this.failure = writesRefused(
      `Writes are refused: writing the log ${path} failed at ${at} (${cause.message}). Every acknowledged write is on disk; ` +
        'reads go on. Fix the disk, then restart the server.',
    );
    this.options.warn(
      `${this.failure.message} ${undone} change(s) not yet on disk were rolled back` +
        (tailCut ? '.' : ', and the log could not be cut back to its last acknowledged record: a restart may replay them.'),
    );
  }

  /** What the log tells the store: which changes are durable, and a failure (about the log at `path`). */
  private logEvents(path: string) {
    return { onDurable: (count: number) => this.settle(count), onFailure: (error: Error, tailCut: boolean) => this.fail(error, path, tailCut) };
  }

  /**
   * Starts the next log after recovery without a snapshot (`logBytes` of logs already follow snapshot
   * `base`), then removes what recovery no longer reads: files older than that snapshot, an unfinished
   * snapshot (no rotation runs yet) and older logs that hold nothing.
   */
  private async continueAfter(base: number, logBytes: number): Promise<void> {
    const { dataDir, fs, mode } = this.options as StoreOptions & { dataDir: string };
    const generation = this.generation + 1;
    const path = join(dataDir, logFile(generation));
    // The log opens its file in its constructor; the directory entry is synced before its first write.
    let opened!: () => void;
    const ready = new Promise<void>((resolve) => (opened = resolve)).then(() => syncDirectory(fs, dataDir));
    this.log = new AppendLog(path, fs, mode === 'fsync', this.logEvents(path), ready);
    opened();
    this.log.bytes = logBytes;
    this.generation = generation;
    await ready;
    // Housekeeping only: what cannot be removed now is removed by the next rotation.
    try {
      const leftovers = fs.readdir(dataDir).filter((name) => {
        if (generationOf(name, 'snapshot-tmp') !== undefined) return true;
        const older = generationOf(name, 'snapshot') ?? generationOf(name, 'log');
        if (older === undefined || older >= generation) return false;
        return older < base || (generationOf(name, 'log') !== undefined && fileSize(fs, join(dataDir, name)) === 0);
      });
      await Promise.all(leftovers.map((name) => fs.remove(join(dataDir, name))));
    } catch (error) {
      this.options.warn(`files recovery no longer reads could not be removed (${String(error)}); they are kept`);
    }
  }

  /**
   * Starts a new log and snapshots everything before it, then removes older files. The new log writes
   * nothing until the previous one is closed (durable) and its own directory entry is synced.
   */
  private async rotate(): Promise<void> {
    const { dataDir, fs, mode } = this.options as StoreOptions & { dataDir: string };
    const previous = this.log;
    const generation = this.generation + 1;
    const records = captureCatalog(this.catalog);
    const path = join(dataDir, logFile(generation));
    // The previous log is closed only once the new file exists: if it cannot be created, nothing changed.
    let opened!: () => void;
    const closed = new Promise<void>((resolve) => (opened = resolve)).then(() => previous?.close());
    this.log = new AppendLog(path, fs, mode === 'fsync', this.logEvents(path), closed.then(() => syncDirectory(fs, dataDir)));
    opened();
    this.generation = generation;
    await closed;
    await writeSnapshot(fs, join(dataDir, snapshotFile(generation)), records);
    const obsolete = fs.readdir(dataDir).filter((name) => {
      const older = generationOf(name, 'snapshot') ?? generationOf(name, 'log') ?? generationOf(name, 'snapshot-tmp');
      return older !== undefined && older < generation;
    });
    await Promise.all(obsolete.map((name) => fs.remove(join(dataDir, name))));
  }

  /** Flushes and closes the log (a clean shutdown), then releases the lock. */
  async close(): Promise<void> {
    const failedBefore = this.failure !== undefined;
    await this.snapshotting;
    const log = this.log;
    this.log = undefined;
    try {
      await log?.close();
    } catch (error) {
      if (!failedBefore) throw error;
    } finally {
      this.releaseLock?.();
    }
  }
}
