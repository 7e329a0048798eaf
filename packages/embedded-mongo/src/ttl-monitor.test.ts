import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from './server';

const until = async (condition: () => Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
  return condition();
};

describe('TTL indexes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-ttl-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('removes documents past their expiry, durably, and leaves fresh, dateless and compound-indexed ones', async () => {
    const server = await startEmbeddedMongo({ dataDir, ttlMonitorIntervalMs: 50 });
    const client = await MongoClient.connect(server.uri);
    const markers = client.db('ttl').collection('markers');
    const other = client.db('ttl').collection('other');
    await markers.createIndex({ processedAt: 1 }, { expireAfterSeconds: 60 });
    await other.createIndex({ at: 1, kind: 1 }, { expireAfterSeconds: 0 });
    const old = new Date(Date.now() - 120_000);
    await markers.insertMany([
      { _id: 'old', processedAt: old } as never,
      { _id: 'old-in-array', processedAt: [new Date(), old] } as never,
      { _id: 'fresh', processedAt: new Date() } as never,
      { _id: 'not-a-date', processedAt: 5 } as never,
      { _id: 'missing' } as never,
    ]);
    await other.insertOne({ _id: 'compound', at: old, kind: 'x' } as never);

    const ids = async () => (await markers.find().sort({ _id: 1 }).toArray()).map((doc) => doc._id);
    expect(await until(async () => (await ids()).length === 3)).toBe(true);
    expect(await ids()).toEqual(['fresh', 'missing', 'not-a-date']);
    expect(await other.countDocuments()).toBe(1);
    await client.close();
    await server.stop();

    // The removals were logged like any write: a restart does not bring them back.
    const restarted = await startEmbeddedMongo({ dataDir });
    const again = await MongoClient.connect(restarted.uri);
    const survivors = await again.db('ttl').collection('markers').find().sort({ _id: 1 }).toArray();
    expect(survivors.map((doc) => doc._id)).toEqual(['fresh', 'missing', 'not-a-date']);
    await again.close();
    await restarted.stop();
  });
});
