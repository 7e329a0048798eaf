import { appendFileSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../server';

/** A data directory holding log-00000001.bin with one record per acknowledged insert of n = 1..count. */
async function dataDirWithInserts(count: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
  const server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
  const client = await MongoClient.connect(server.uri);
  await client.db('app').createCollection('c');
  for (let n = 1; n <= count; n++) await client.db('app').collection('c').insertOne({ _id: n as never });
  await client.close();
  await server.stop();
  return { dataDir, log: join(dataDir, 'log-00000001.bin') };
}

/** Byte offsets where each record of a log file starts. */
function recordOffsets(bytes: Buffer): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < bytes.length; offset += 8 + bytes.readUInt32LE(offset)) offsets.push(offset);
  return offsets;
}

async function storedIds(dataDir: string, warn: (message: string) => void = () => {}) {
  const server = await startEmbeddedMongo({ dataDir, durability: 'fsync', warn });
  const client = await MongoClient.connect(server.uri);
  const ids = (await client.db('app').collection('c').find().toArray()).map((doc) => doc._id as unknown as number);
  await client.close();
  await server.stop();
  return ids;
}

describe('recovery', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const prepared = async (count: number) => {
    const made = await dataDirWithInserts(count);
    dirs.push(made.dataDir);
    return made;
  };

  it('drops only a torn final write, says so, and keeps the file as found aside', async () => {
    const { dataDir, log } = await prepared(3);
    const intact = readFileSync(log);
    // A crash half-way through the next record: its header and part of its body reached the disk.
    const next = intact.subarray(recordOffsets(intact).at(-1));
    appendFileSync(log, next.subarray(0, next.length - 3));
    const warnings: string[] = [];
    expect(await storedIds(dataDir, (m) => warnings.push(m))).toEqual([1, 2, 3]);
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`log-00000001\\.bin ended in a torn write: dropped its last ${next.length - 3} bytes \\(from byte ${intact.length}\\), a write that was never acknowledged\\. The file as found is kept as .*log-00000001\\.bin\\.damaged-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z\\.`)),
    ]);
    const copy = readdirSync(dataDir).find((name) => name.includes('.damaged-')) as string;
    expect(readFileSync(join(dataDir, copy))).toEqual(Buffer.concat([intact, next.subarray(0, next.length - 3)]));
  });

  it('refuses to start on a record damaged in the middle of a log, naming the file and byte, and changes nothing', async () => {
    const { dataDir, log } = await prepared(4);
    const bytes = readFileSync(log);
    const damaged = recordOffsets(bytes)[2];
    bytes[damaged + 12] ^= 0xff;
    writeFileSync(log, bytes);
    const before = readdirSync(dataDir).sort();

    await expect(startEmbeddedMongo({ dataDir, durability: 'fsync' })).rejects.toThrow(
      `${log} is damaged at byte ${damaged}: intact records follow at byte ${recordOffsets(bytes)[3]}, so this is not a torn final write.`,
    );
    expect(readFileSync(log)).toEqual(bytes);
    expect(readdirSync(dataDir).sort()).toEqual(before);

    // The operator's way out the message gives: cut the file at the damaged record, accepting the loss.
    truncateSync(log, damaged);
    expect(await storedIds(dataDir)).toEqual([1]);
  });

  it('refuses to start on a damaged snapshot', async () => {
    const { dataDir } = await prepared(2);
    // One more insert past a tiny threshold folds the logs into snapshot-00000003.bson.
    const server = await startEmbeddedMongo({ dataDir, durability: 'fsync', snapshotAfterLogBytes: 1 });
    const client = await MongoClient.connect(server.uri);
    await client.db('app').collection('c').insertOne({ _id: 3 as never });
    await client.close();
    await server.stop();
    const snapshot = join(dataDir, 'snapshot-00000003.bson');
    const bytes = readFileSync(snapshot);
    bytes[bytes.length - 2] ^= 0xff;
    writeFileSync(snapshot, bytes);
    await expect(startEmbeddedMongo({ dataDir, durability: 'fsync' })).rejects.toThrow(
      new RegExp(`${snapshot} is damaged at byte \\d+: a snapshot is complete and synced before it is used`),
    );
  });

  it('refuses to start when a log with a damaged end is followed by a later log holding changes', async () => {
    const { dataDir, log } = await prepared(2);
    copyFileSync(log, join(dataDir, 'log-00000002.bin'));
    appendFileSync(log, Buffer.from([40, 0, 0, 0, 1, 2, 3]));
    await expect(startEmbeddedMongo({ dataDir, durability: 'fsync' })).rejects.toThrow(
      `${log} is damaged at byte ${readFileSync(log).length - 7}: the later log ${join(dataDir, 'log-00000002.bin')} holds changes written after it`,
    );
  });
});
