import mongoose from 'mongoose';

/**
 * Every document of every collection of the connected database, by collection and in `_id` order: two
 * snapshots taken around a request are equal only when it wrote nothing (a read must not).
 */
export async function databaseSnapshot(): Promise<Record<string, unknown[]>> {
  const collections = await mongoose.connection.db!.collections();
  const snapshot: Record<string, unknown[]> = {};
  for (const collection of collections.sort((a, b) => a.collectionName.localeCompare(b.collectionName)))
    snapshot[collection.collectionName] = await collection.find().sort({ _id: 1 }).toArray();
  return snapshot;
}
