import type { Model, mongo } from 'mongoose';
import { contentHash } from '../domain/ids';

/** What one import did to one collection. */
export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Progress of a long step: `done` of `total` records. */
export type ProgressListener = (step: string, done: number, total: number) => void;

const batchSize = 1000;

/**
 * Brings a collection in line with the imported documents: each is keyed by its natural `_id` and
 * carries a content hash, so only new or changed documents are written (upserts in unordered bulk
 * batches) and a re-import of the same data writes nothing. Documents no longer in the source are kept:
 * other services may still refer to them. `docs` is read once, one document at a time, so only a batch of
 * written documents exists at once beside the snapshot.
 */
export async function syncCollection<T extends { _id: string }>(
  model: Model<never>,
  docs: Iterable<T>,
  total: number,
  step: string,
  onProgress: ProgressListener = () => undefined,
  extraOnInsert: () => Record<string, unknown> = () => ({}),
): Promise<WriteCounts> {
  const existing = new Map<string, string>();
  const cursor = model.collection.find({}, { projection: { contentHash: 1 } });
  for await (const doc of cursor) existing.set(String(doc._id), String(doc.contentHash));

  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  let batch: mongo.AnyBulkWriteOperation[] = [];
  // One batch at a time: two in flight cost the embedded store many times the CPU (growing with its data).
  const flush = async () => {
    if (batch.length) await model.collection.bulkWrite(batch, { ordered: false });
    batch = [];
  };
  let index = 0;
  for (const doc of docs) {
    const { _id, ...content } = doc;
    const hash = contentHash(content);
    const previous = existing.get(_id);
    if (previous === hash) counts.unchanged += 1;
    else if (previous === undefined) {
      counts.inserted += 1;
      batch.push({
        insertOne: { document: { _id, ...content, contentHash: hash, ...extraOnInsert() } as never },
      });
    } else {
      counts.updated += 1;
      batch.push({
        updateOne: { filter: { _id } as never, update: { $set: { ...content, contentHash: hash } } },
      });
    }
    if (batch.length >= batchSize) await flush();
    index += 1;
    if (index % batchSize === 0 || index === total) onProgress(step, index, total);
  }
  await flush();
  return counts;
}
