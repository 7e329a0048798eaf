import { mkdirSync, readdirSync, readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog } from '../storage/catalog';
import { lockDataDir } from './lock';
import { AppendLog } from './log';
import { decodeRecords, encodeRecord } from './records';
import { captureCatalog, removeFiles, writeSnapshot } from './snapshot';

export type Durability = 'fsync' | 'none' | 'memory';

/** A new snapshot is taken (and the log restarted) once the log passes this size. */
const SNAPSHOT_AFTER_LOG_BYTES = 64 * 1024 * 1024;

const snapshotFile = (generation: number) => `snapshot-${String(generation).padStart(8, '0')}.bson`;
const logFile = (generation: number) => `log-${String(generation).padStart(8, '0')}.bin`;
const generationOf = (name: string, prefix: string) =>
  name.startsWith(prefix) && /^\w+-\d{8}\.(bson|bin)$/.test(name) ? Number(name.slice(prefix.length, prefix.length + 8)) : undefined;

/**
 * Keeps the catalog on disk: recovery at open (newest snapshot, then the logs after it, a torn tail
 * truncated), every change appended to the log, periodic snapshots, a lock on the directory.
 */
export class DurableStore {
  private log?: AppendLog;
  private generation = 0;
  private snapshotting?: Promise<void>;
  private releaseLock?: () => void;

  private constructor(
    private readonly catalog: Catalog,
    private readonly dataDir: string | undefined,
    private readonly mode: Durability,
  ) {}

  static async open(catalog: Catalog, dataDir: string | undefined, mode: Durability): Promise<DurableStore> {
    const store = new DurableStore(catalog, dataDir, mode);
    if (mode !== 'memory') {
      if (!dataDir) throw new Error(`durability '${mode}' needs a dataDir`);
      mkdirSync(dataDir, { recursive: true });
      store.releaseLock = lockDataDir(dataDir);
      try {
        store.recover();
        await store.rotate();
      } catch (error) {
        store.releaseLock();
        throw error;
      }
    }
    catalog.onChange((change) => {
      if (!store.log) return;
      store.log.append(encodeRecord(change));
    });
    return store;
  }

  /** Resolves once every change made so far is durable as the mode promises. */
  commit(): Promise<void> {
    if (!this.log) return Promise.resolve();
    const committed = this.log.commit();
    if (this.log.bytes > SNAPSHOT_AFTER_LOG_BYTES && !this.snapshotting) {
      this.snapshotting = this.rotate().finally(() => (this.snapshotting = undefined));
    }
    return committed;
  }

  private recover(): void {
    const dataDir = this.dataDir as string;
    const names = readdirSync(dataDir);
    const snapshots = names.map((name) => generationOf(name, 'snapshot-')).filter((g): g is number => g !== undefined);
    const logs = names.map((name) => generationOf(name, 'log-')).filter((g): g is number => g !== undefined);
    const base = snapshots.length ? Math.max(...snapshots) : 0;
    if (snapshots.length) {
      const { changes } = decodeRecords(readFileSync(join(dataDir, snapshotFile(base))));
      for (const change of changes) this.catalog.replay(change);
    }
    const replayed = logs.filter((generation) => generation >= base).sort((a, b) => a - b);
    for (const generation of replayed) {
      const path = join(dataDir, logFile(generation));
      const bytes = readFileSync(path);
      const { changes, validLength } = decodeRecords(bytes);
      for (const change of changes) this.catalog.replay(change);
      if (validLength < bytes.length) truncateSync(path, validLength);
    }
    this.generation = Math.max(base, ...logs, 0);
  }

  /** Starts a new log and writes a snapshot of everything before it, then removes older files. */
  private async rotate(): Promise<void> {
    const dataDir = this.dataDir as string;
    const previousLog = this.log;
    this.generation += 1;
    const generation = this.generation;
    const records = captureCatalog(this.catalog);
    this.log = new AppendLog(join(dataDir, logFile(generation)), this.mode === 'fsync');
    await previousLog?.close();
    await writeSnapshot(join(dataDir, snapshotFile(generation)), records);
    const obsolete = readdirSync(dataDir).filter((name) => {
      const older = generationOf(name, 'snapshot-') ?? generationOf(name, 'log-');
      return older !== undefined && older < generation;
    });
    await removeFiles(obsolete.map((name) => join(dataDir, name)));
  }

  /** Flushes and closes the log (a clean shutdown), then releases the lock. */
  async close(): Promise<void> {
    await this.snapshotting;
    await this.log?.close();
    this.log = undefined;
    this.releaseLock?.();
  }
}

