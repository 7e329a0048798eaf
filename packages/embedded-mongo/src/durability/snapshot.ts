import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Catalog, CatalogChange } from '../storage/catalog';
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

/** Writes a snapshot to a temporary file, syncs it, then renames it into place (never a half snapshot). */
export async function writeSnapshot(path: string, records: Buffer[]): Promise<void> {
  const temporary = `${path}.tmp`;
  const file = await open(temporary, 'w');
  try {
    for (let i = 0; i < records.length; i += 4096) await file.write(Buffer.concat(records.slice(i, i + 4096)));
    await file.datasync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  const directory = await open(dirname(path), 'r');
  await directory.sync().finally(() => directory.close());
}

export const removeFiles = (paths: string[]) => Promise.all(paths.map((path) => rm(path, { force: true })));
