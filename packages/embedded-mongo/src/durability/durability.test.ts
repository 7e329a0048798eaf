import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Collection } from 'mongodb';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../server';
import { spawnServer } from '../test-support/spawn-server';
import { startWriteLoad } from '../test-support/write-load';

const freshDir = () => mkdtempSync(join(tmpdir(), 'embedded-mongo-'));

describe('durability', () => {
  const dirs: string[] = [];
  const dir = () => {
    const created = freshDir();
    dirs.push(created);
    return created;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('keeps documents, indexes and drops across a clean restart', async () => {
    const dataDir = dir();
    let server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
    let client = await MongoClient.connect(server.uri);
    const users = client.db('app').collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([{ email: 'a@x' }, { email: 'b@x' }]);
    await users.updateOne({ email: 'a@x' }, { $set: { name: 'Ann' } });
    await client.db('app').collection('gone').insertOne({ x: 1 });
    await client.db('app').collection('gone').drop();
    const stats = await client.db('app').stats();
    expect(stats.dataSize).toBeGreaterThan(0);
    await client.close();
    await server.stop();

    server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
    client = await MongoClient.connect(server.uri);
    // Sizes are not counted as recovery replays the documents, but when asked.
    expect(await client.db('app').stats()).toMatchObject({ objects: stats.objects, dataSize: stats.dataSize });
    const again = client.db('app').collection('users');
    expect(await again.findOne({ email: 'a@x' }, { projection: { _id: 0 } })).toEqual({ email: 'a@x', name: 'Ann' });
    await expect(again.insertOne({ email: 'b@x' })).rejects.toMatchObject({ code: 11000 });
    expect((await client.db('app').listCollections().toArray()).map((c) => c.name)).toEqual(['users']);
    await client.close();
    await server.stop();
  });

  it('starts on the snapshot and logs it finds without rewriting them, and folds the logs once they pass the threshold', async () => {
    const dataDir = dir();
    const files = () => readdirSync(dataDir).filter((name) => /^(log|snapshot)-/.test(name)).sort();
    const run = async (work: (cards: Collection<{ _id: number; text: string }>) => Promise<unknown>) => {
      const server = await startEmbeddedMongo({ dataDir, durability: 'fsync', snapshotAfterLogBytes: 8 * 1024 });
      const client = await MongoClient.connect(server.uri);
      const result = await work(client.db('app').collection('cards'));
      await client.close();
      await server.stop();
      return result;
    };
    const insert = (from: number, count: number) => (cards: Collection<{ _id: number; text: string }>) =>
      cards.insertMany(Array.from({ length: count }, (_, n) => ({ _id: from + n, text: 'x'.repeat(100) })));
    const ids = (cards: Collection<{ _id: number; text: string }>) => cards.find().map((card) => card._id).toArray();

    await run(insert(0, 20));
    expect(files()).toEqual(['log-00000001.bin', 'snapshot-00000001.bson']);
    const snapshot = readFileSync(join(dataDir, 'snapshot-00000001.bson'));
    // Two restarts with nothing written: the snapshot is kept as it was, and no empty log piles up.
    expect(await run(ids)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(await run(ids)).toHaveLength(20);
    expect(files()).toEqual(['log-00000001.bin', 'log-00000003.bin', 'snapshot-00000001.bson']);
    expect(readFileSync(join(dataDir, 'snapshot-00000001.bson'))).toEqual(snapshot);
    // The logs of earlier runs count toward the threshold: passing it folds them all into one snapshot.
    await run(insert(20, 60));
    expect(files()).toEqual(['log-00000005.bin', 'snapshot-00000005.bson']);
    expect(await run(ids)).toEqual(Array.from({ length: 80 }, (_, n) => n));
  });

  it('refuses a second server on the same data directory', async () => {
    const dataDir = dir();
    const server = await startEmbeddedMongo({ dataDir, durability: 'none' });
    await expect(startEmbeddedMongo({ dataDir, durability: 'none' })).rejects.toThrow(/in use by process/);
    await server.stop();
  });

  it('recovers up to the last valid record when the log ends in a torn write', async () => {
    const dataDir = dir();
    let server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
    let client = await MongoClient.connect(server.uri);
    await client.db('app').collection('c').insertMany([{ n: 1 }, { n: 2 }]);
    await client.close();
    await server.stop();
    const log = readdirSync(dataDir).find((name) => name.startsWith('log-')) as string;
    appendFileSync(join(dataDir, log), Buffer.from([40, 0, 0, 0, 1, 2, 3, 4, 5, 6]));

    server = await startEmbeddedMongo({ dataDir, durability: 'fsync', warn: () => {} });
    client = await MongoClient.connect(server.uri);
    expect(await client.db('app').collection('c').countDocuments()).toBe(2);
    await client.db('app').collection('c').insertOne({ n: 3 });
    await client.close();
    await server.stop();
    server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
    client = await MongoClient.connect(server.uri);
    expect(await client.db('app').collection('c').countDocuments()).toBe(3);
    await client.close();
    await server.stop();
  });

  it('keeps every acknowledged write when the server process is killed under load', async () => {
    const dataDir = dir();
    const server = spawnServer(join(__dirname, '..', 'cli.ts'), ['--data-dir', dataDir, '--port', '0', '--durability', 'fsync']);
    const uri = await server.line(/^mongodb:/);
    expect(uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    const client = await MongoClient.connect(uri);
    const load = startWriteLoad(client.db('load').collection('events'));
    // Kill mid-load once a steady stream of writes has been acknowledged.
    await load.acknowledgedAtLeast(200);
    // No new insert after the kill: it would wait for the server to come back.
    const stopped = load.stop();
    await server.killHard();
    await stopped;
    await client.close(true).catch(() => {});
    expect(load.acknowledged.length).toBeGreaterThan(50);

    const restarted = await startEmbeddedMongo({ dataDir, durability: 'fsync', warn: () => {} });
    const reader = await MongoClient.connect(restarted.uri);
    const stored = (await reader.db('load').collection('events').find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as unknown as number);
    expect(load.acknowledged.filter((n) => !stored.includes(n))).toEqual([]);
    expect(stored.filter((n) => !load.attempted.has(n))).toEqual([]);
    await reader.close();
    await restarted.stop();
  }, 30_000);
});
