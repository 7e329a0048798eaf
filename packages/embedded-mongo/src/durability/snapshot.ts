import { dirname } from 'node:path';
import type { Catalog, CatalogChange } from '../storage/catalog';
import type { FileSystem } from './file-system';
import { syncDirectory, writeAll } from './file-system';
import { encodeRecord } from './records';

/** The whole catalog as log records (collections, indexes, documents), captured synchronously. */
export function captureCatalog(catalog: Catalog): Buffer[] {
  const records: Buffer[] = [];
  for (const db of catalog.databaseNames()) {
    for (const collection of catalog.collections(db)) {
      const ns = collection.ns;
      records.push(encodeRecord({ op: 'createCollection', ns, options: collection.options }));
      for (const spec of collection.indexSpecs().slice(1)) records.push(encodeRecord({ op: 'createIndex', ns, spec }));
      for (const doc of collection.docs.values()) records.push(encodeRecord({ op: 'put', ns, doc } as CatalogChange));
    }
  }
  return records;
}

/**
 * Writes a snapshot to a temporary file, syncs it, renames it into place and syncs the directory:
 * a snapshot file is never half written. A failure leaves no temporary file behind.
 */
export async function writeSnapshot(fs: FileSystem, path: string, records: Buffer[]): Promise<void> {
  const temporary = `${path}.tmp`;
  try {
    const fd = fs.open(temporary, 'w');
    try {
      for (let i = 0; i < records.length; i += 4096) await writeAll(fs, fd, Buffer.concat(records.slice(i, i + 4096)));
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
