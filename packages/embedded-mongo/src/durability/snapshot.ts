import { dirname } from 'node:path';
import type { Doc } from '../bson-values';
import { cloneValue } from '../bson-values';
import type { Catalog, CatalogChange } from '../storage/catalog';
import type { FileSystem } from './file-system';
import { syncDirectory, writeAll } from './file-system';
import { encodeRecord, encodeRecordInto } from './records';

/**
 * Records are encoded into a buffer this large and written as it fills. The encoding runs on the event
 * loop between writes, so the buffer bounds how long a request waits behind a snapshot: 1 MiB took about
 * 10 ms a turn, which added up to 200 to 400 ms over the store calls of a stage while a snapshot ran.
 */
const WRITE_CHUNK_BYTES = 64 * 1024;

/** One collection as a snapshot holds it: its creation and indexes, then its documents. */
interface CapturedCollection {
  ns: string;
  catalogChanges: CatalogChange[];
  docs: Doc[];
}

/**
 * The whole catalog at this moment (collections, indexes, documents), captured synchronously. Documents
 * are captured by reference, as stored documents are never changed in place; they are encoded only as
 * the snapshot is written, so a snapshot costs no second copy of the data in memory.
 */
export function captureCatalog(catalog: Catalog): CapturedCollection[] {
  const captured: CapturedCollection[] = [];
  for (const db of catalog.databaseNames()) {
    for (const collection of catalog.collections(db)) {
      const ns = collection.ns;
      const catalogChanges: CatalogChange[] = [
        { op: 'createCollection', ns, options: cloneValue(collection.options) },
        ...collection.indexSpecs().slice(1).map((spec): CatalogChange => ({ op: 'createIndex', ns, spec: cloneValue(spec) })),
      ];
      captured.push({ ns, catalogChanges, docs: [...collection.docs.values()] });
    }
  }
  return captured;
}

function* recordsOf(captured: CapturedCollection[]): Generator<CatalogChange> {
  for (const { ns, catalogChanges, docs } of captured) {
    yield* catalogChanges;
    for (const doc of docs) yield { op: 'put', ns, doc };
  }
}

/**
 * Writes a snapshot to a temporary file, syncs it, renames it into place and syncs the directory:
 * a snapshot file is never half written. A failure leaves no temporary file behind.
 */
export async function writeSnapshot(fs: FileSystem, path: string, captured: CapturedCollection[]): Promise<void> {
  const temporary = `${path}.tmp`;
  try {
    const fd = fs.open(temporary, 'w');
    try {
      const chunk = Buffer.allocUnsafe(WRITE_CHUNK_BYTES);
      let used = 0;
      for (const change of recordsOf(captured)) {
        let end = encodeRecordInto(change, chunk, used);
        if (end === undefined && used > 0) {
          await writeAll(fs, fd, chunk.subarray(0, used));
          used = 0;
          end = encodeRecordInto(change, chunk, 0);
        }
        // A record larger than the chunk is written on its own.
        if (end === undefined) await writeAll(fs, fd, encodeRecord(change));
        else used = end;
      }
      if (used > 0) await writeAll(fs, fd, chunk.subarray(0, used));
      await fs.datasync(fd);
    } finally {
      fs.close(fd);
    }
    await fs.rename(temporary, path);
  } catch (error) {
    await fs.remove(temporary).catch(() => undefined);
    throw error;
  }
  await syncDirectory(fs, dirname(path));
}
