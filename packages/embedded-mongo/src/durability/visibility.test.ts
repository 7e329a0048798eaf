import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { EmbeddedMongo } from '../server';
import { startEmbeddedMongo } from '../server';
import { faultyFileSystem } from '../test-support/faulty-file-system';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a promise is still unsettled after a moment. */
async function stillPending(promise: Promise<unknown>) {
  const pending = Symbol('pending');
  return (await Promise.race([promise.then(() => 'settled', () => 'settled'), tick(150).then(() => pending)])) === pending;
}

describe('what other connections see of a write in fsync mode', () => {
  let dataDir: string;
  let server: EmbeddedMongo;
  let writer: MongoClient;
  let reader: MongoClient;
  let harness: ReturnType<typeof faultyFileSystem>;
  let releaseSync: () => void;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
    harness = faultyFileSystem();
    server = await startEmbeddedMongo({ dataDir, durability: 'fsync', fileSystem: harness.fs, warn: () => {} });
    // Two clients: two connections, as two services would have.
    writer = await MongoClient.connect(server.uri);
    reader = await MongoClient.connect(server.uri);
    await writer.db('app').collection('c').insertOne({ _id: 0 as never });
    harness.faults.holdSync = new Promise<void>((resolve) => (releaseSync = resolve));
  });
  afterEach(async () => {
    releaseSync();
    await writer.close();
    await reader.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a read waits until the write before it is on disk, then sees it', async () => {
    const written = writer.db('app').collection('c').insertOne({ _id: 1 as never });
    await tick(50);
    const read = reader.db('app').collection('c').find().toArray();
    expect(await stillPending(read)).toBe(true);
    expect(await stillPending(written)).toBe(true);
    harness.faults.holdSync = undefined;
    releaseSync();
    await written;
    expect(await read).toEqual([{ _id: 0 }, { _id: 1 }]);
  });

  it('a read waiting on a write whose fsync fails sees the data without it', async () => {
    const written = writer.db('app').collection('c').insertOne({ _id: 1 as never });
    await tick(50);
    const read = reader.db('app').collection('c').find().toArray();
    expect(await stillPending(read)).toBe(true);
    harness.faults.failSync = true;
    releaseSync();
    await expect(written).rejects.toMatchObject({ code: 96 });
    expect(await read).toEqual([{ _id: 0 }]);
  });

  it('deleteIndexes and dropIndexes are acknowledged only once on disk', async () => {
    const c = writer.db('app').collection('c');
    harness.faults.holdSync = undefined;
    await c.createIndexes([{ key: { a: 1 } }, { key: { b: 1 } }]);
    harness.faults.holdSync = new Promise<void>((resolve) => (releaseSync = resolve));
    const deleted = writer.db('app').command({ deleteIndexes: 'c', index: 'a_1' });
    expect(await stillPending(deleted)).toBe(true);
    harness.faults.holdSync = undefined;
    releaseSync();
    await deleted;
    await c.dropIndex('b_1');
    await writer.close();
    await reader.close();
    await server.stop();

    server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
    writer = await MongoClient.connect(server.uri);
    reader = await MongoClient.connect(server.uri);
    expect((await writer.db('app').collection('c').listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('syncs the directory after creating a log file, before writing to it', async () => {
    const opened = harness.trace.indexOf('open log-00000001.bin');
    const synced = harness.trace.indexOf(`fsync ${dataDir.split('/').at(-1)}`, opened);
    const firstWrite = harness.trace.indexOf('write log-00000001.bin');
    expect(opened).toBeGreaterThanOrEqual(0);
    expect(synced).toBeGreaterThan(opened);
    expect(firstWrite).toBeGreaterThan(synced);
  });
});

describe('a restart on existing data', () => {
  it('syncs each log it replayed before it starts the next, and the directory before writing to that one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
    try {
      const first = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
      let client = await MongoClient.connect(first.uri);
      await client.db('app').collection('c').insertOne({ _id: 1 as never });
      await client.close();
      await first.stop();

      // The records of log 1 may be only in the page cache (a process killed before its sync): they are
      // served after the restart, so they must be on disk before anything the restart writes is.
      const { fs, trace } = faultyFileSystem();
      const server = await startEmbeddedMongo({ dataDir, durability: 'fsync', fileSystem: fs, warn: () => {} });
      client = await MongoClient.connect(server.uri);
      await client.db('app').collection('c').insertOne({ _id: 2 as never });
      await client.close();
      await server.stop();
      const replayedSynced = trace.indexOf('datasync log-00000001.bin');
      const opened = trace.indexOf('open log-00000002.bin');
      const directorySynced = trace.indexOf(`fsync ${dataDir.split('/').at(-1)}`, opened);
      const firstWrite = trace.indexOf('write log-00000002.bin');
      expect(replayedSynced).toBeGreaterThanOrEqual(0);
      expect(opened).toBeGreaterThan(replayedSynced);
      expect(directorySynced).toBeGreaterThan(opened);
      expect(firstWrite).toBeGreaterThan(directorySynced);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
