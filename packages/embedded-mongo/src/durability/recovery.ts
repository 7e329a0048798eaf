import { basename, join } from 'node:path';
import type { Catalog, CatalogChange } from '../storage/catalog';
import { compactValue } from '../storage/compact';
import type { FileSystem } from './file-system';
import { fileSize, syncDirectory, syncFile } from './file-system';
import { damagedCopyName, generationOf, logFile, snapshotFile } from './files';
import { findIntactRecord, readRest, replayRecords } from './records';

/** Recovery found damage it must not repair by itself: the server does not start. */
export class CorruptDataError extends Error {
  override name = 'CorruptDataError';
}

const refusal = (path: string, offset: number, why: string, action: string) =>
  new CorruptDataError(
    `${path} is damaged at byte ${offset}: ${why}. The server does not start and has changed nothing. ` +
      `Copy the data directory first; then ${action}, and start again.`,
  );

/**
 * Loads the newest snapshot and replays every log from its generation on. Only a torn final write is
 * repaired: the damaged file is copied aside (named for the time), cut back to its last intact record and
 * the drop is reported. Damage anywhere else refuses to start.
 */
export async function recover(catalog: Catalog, dataDir: string, fs: FileSystem, warn: (message: string) => void): Promise<Recovered> {
  const names = fs.readdir(dataDir);
  const generations = (kind: 'snapshot' | 'log') =>
    names.map((name) => generationOf(name, kind)).filter((g): g is number => g !== undefined).sort((a, b) => a - b);
  const snapshots = generations('snapshot');
  const base = snapshots.at(-1) ?? 0;
  // Records are applied as they are read, so no file is ever held whole. Damage found after some were
  // applied still refuses to start: the catalog being built is then dropped, and no file has changed.
  // A change keeps nothing of the read buffer (a document is compacted as it is stored; the rest here).
  const apply = (change: CatalogChange) => catalog.replay(change.op === 'put' ? change : (compactValue(change) as CatalogChange));
  if (snapshots.length) {
    const path = join(dataDir, snapshotFile(base));
    const { validLength, size } = replayRecords(fs, path, apply);
    if (validLength < size)
      throw refusal(path, validLength, 'a snapshot is complete and synced before it is used, so this is damage on disk', 'restore the data directory from a backup');
  }
  const logs = generations('log').filter((generation) => generation >= base);
  const paths = logs.map((generation) => join(dataDir, logFile(generation)));
  let logBytes = 0;
  for (const [index, path] of paths.entries()) {
    const { validLength, size } = replayRecords(fs, path, apply);
    logBytes += validLength;
    if (validLength === size) {
      // A process killed between a write and its sync leaves records only the page cache holds; they are
      // served from now on, and the next log must not become durable before them.
      await syncFile(fs, path);
      continue;
    }
    const later = paths.slice(index + 1).find((laterPath) => fileSize(fs, laterPath) > 0);
    if (later)
      throw refusal(path, validLength, `the later log ${later} holds changes written after it, so this is not a torn final write`, `truncate ${path} to ${validLength} bytes if the changes after that point may be lost, or restore from a backup`);
    const intact = findIntactRecord(readRest(fs, path, validLength), 0);
    if (intact !== undefined)
      throw refusal(path, validLength, `intact records follow at byte ${validLength + intact}, so this is not a torn final write`, `truncate the file to ${validLength} bytes if the changes after that point may be lost, or restore from a backup`);
    await cutTornTail(fs, dataDir, path, size, validLength, warn);
  }
  return { generation: Math.max(base, ...logs, 0), snapshot: snapshots.length > 0 ? base : undefined, logBytes };
}

/** What recovery loaded. */
export interface Recovered {
  /** The newest generation found (of a snapshot or a log). */
  generation: number;
  /** The generation of the snapshot loaded, if there was one. */
  snapshot?: number;
  /** The intact bytes of the logs replayed after that snapshot. */
  logBytes: number;
}

async function cutTornTail(fs: FileSystem, dataDir: string, path: string, length: number, validLength: number, warn: (message: string) => void) {
  const copy = join(dataDir, damagedCopyName(basename(path), new Date()));
  fs.copyFile(path, copy);
  fs.truncate(path, validLength);
  const fd = fs.open(path, 'r');
  try {
    await fs.datasync(fd);
  } finally {
    fs.close(fd);
  }
  await syncDirectory(fs, dataDir);
  warn(
    `${path} ended in a torn write: dropped its last ${length - validLength} bytes (from byte ${validLength}), ` +
      `a write that was never acknowledged. The file as found is kept as ${copy}.`,
  );
}
