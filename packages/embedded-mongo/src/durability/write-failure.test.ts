import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../server';
import type { Faults } from '../test-support/faulty-file-system';
import { faultyFileSystem } from '../test-support/faulty-file-system';

const refused = /^Writes are refused: writing the log .*log-\d{8}\.bin failed at .*\(EIO: i\/o error, \w+\)/;

describe('a failed log write', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
    dirs.push(dir);
    return dir;
  };

  const contents = async (uri: string) => {
    const client = await MongoClient.connect(uri);
    const docs = await client.db('app').collection('cards').find().sort({ _id: 1 }).toArray();
    await client.close();
    return docs;
  };

  it.each<[string, Partial<Faults>]>([
    ['a write error', { failWrite: true }],
    ['a torn write', { tornWrite: true }],
    ['a failed fsync', { failSync: true }],
    ['a torn write on a disk that cannot cut it back', { tornWrite: true, failTruncate: true }],
  ])('after %s: the unpersisted changes are rolled back, writes are refused, reads go on, a restart has every acknowledged write', async (_name, fault) => {
    const dir = dataDir();
    const { fs, faults } = faultyFileSystem();
    const warnings: string[] = [];
    const server = await startEmbeddedMongo({ dataDir: dir, durability: 'fsync', fileSystem: fs, warn: (m) => warnings.push(m) });
    const client = await MongoClient.connect(server.uri);
    const cards = client.db('app').collection<{ _id: string; n?: number }>('cards');
    await cards.insertMany([{ _id: 'a', n: 1 }, { _id: 'b', n: 2 }]);

    Object.assign(faults, fault);
    const failed = await Promise.allSettled([
      cards.insertOne({ _id: 'c' }),
      cards.updateOne({ _id: 'a' }, { $set: { n: 10 } }),
      cards.deleteOne({ _id: 'b' }),
      client.db('app').collection('other').insertOne({ x: 1 }),
    ]);
    for (const result of failed) expect(result).toMatchObject({ status: 'rejected', reason: { code: 96, message: expect.stringMatching(refused) } });

    Object.assign(faults, { failWrite: false, tornWrite: false, failSync: false, failTruncate: false });
    await expect(cards.insertOne({ _id: 'd' })).rejects.toMatchObject({ code: 96, message: expect.stringMatching(refused) });
    await expect(cards.createIndex({ n: 1 })).rejects.toMatchObject({ code: 96 });
    expect(await cards.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 'a', n: 1 }, { _id: 'b', n: 2 }]);
    expect((await client.db('app').listCollections().toArray()).map((c) => c.name)).toEqual(['cards']);
    expect(warnings).toEqual([expect.stringMatching(refused)]);
    expect(warnings[0]).toMatch(/change\(s\) not yet on disk were rolled back/);
    await client.close();
    await server.stop();

    const recovery: string[] = [];
    const restarted = await startEmbeddedMongo({ dataDir: dir, durability: 'fsync', warn: (m) => recovery.push(m) });
    expect(await contents(restarted.uri)).toEqual([{ _id: 'a', n: 1 }, { _id: 'b', n: 2 }]);
    // Only a torn record the failing disk could not cut back is left for recovery to drop.
    expect(recovery).toEqual(fault.failTruncate ? [expect.stringMatching(/ended in a torn write/)] : []);
    await restarted.stop();
  });

  it('a snapshot that cannot be written keeps the older snapshot and logs, and writes go on', async () => {
    const dir = dataDir();
    const { fs, faults } = faultyFileSystem();
    const warnings: string[] = [];
    const server = await startEmbeddedMongo({ dataDir: dir, durability: 'fsync', fileSystem: fs, warn: (m) => warnings.push(m), snapshotAfterLogBytes: 2048 });
    const client = await MongoClient.connect(server.uri);
    const cards = client.db('app').collection<{ _id: number; text: string }>('cards');
    faults.failSnapshot = true;
    for (let n = 0; n < 40; n++) await cards.insertOne({ _id: n, text: 'x'.repeat(200) });
    expect(warnings[0]).toMatch(/a snapshot could not be written .*EIO.*the older snapshot and logs are kept/);
    expect(readdirSync(dir).filter((name) => name.startsWith('snapshot-') || name.startsWith('log-')).sort()).toEqual(
      expect.arrayContaining(['log-00000001.bin', 'log-00000002.bin', 'snapshot-00000001.bson']),
    );
    await client.close();
    await server.stop();

    const restarted = await startEmbeddedMongo({ dataDir: dir, durability: 'fsync', warn: () => {} });
    expect((await contents(restarted.uri)).map((doc) => doc._id)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    await restarted.stop();
  });
});
