import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Binary, MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../server';

const MiB = 1024 * 1024;
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Documents with binary data of their own, and text, so that a log or snapshot spans several read buffers. */
const smallDocs = Array.from({ length: 2500 }, (_, n) => ({
  _id: n,
  data: new Binary(createHash('sha512').update(String(n)).digest()),
  text: `document ${n} `.repeat(60),
}));
// Larger than the buffers files are read, snapshots written and log batches kept through (1 MiB each).
const large = { _id: 'large', data: new Binary(Buffer.alloc(2 * MiB, 7)), text: 'x'.repeat(3 * MiB) };

async function expectAllStored(dataDir: string) {
  const server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
  const client = await MongoClient.connect(server.uri);
  try {
    const docs = client.db('app').collection('docs');
    const stored = await docs.find({ _id: { $ne: 'large' as never } }).sort({ _id: 1 }).toArray();
    expect(stored.map((doc) => [doc._id, digest((doc.data as Binary).buffer), doc.text])).toEqual(
      smallDocs.map((doc) => [doc._id, digest(doc.data.buffer), doc.text]),
    );
    const big = await docs.findOne({ _id: 'large' as never });
    expect(big?.text).toBe(large.text);
    expect(digest((big?.data as Binary).buffer)).toBe(digest(large.data.buffer));
  } finally {
    await client.close();
    await server.stop();
  }
}

describe('records larger than the buffers', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('keeps every document, binary data included, through the log, a snapshot and restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
    dirs.push(dataDir);
    // A small snapshot threshold: the inserts below rotate the log, so a snapshot is written while they go on.
    const server = await startEmbeddedMongo({ dataDir, durability: 'fsync', snapshotAfterLogBytes: 2 * MiB });
    const client = await MongoClient.connect(server.uri);
    const docs = client.db('app').collection('docs');
    // One batch of about 1.6 MiB of records, then one record of 5 MiB.
    await docs.insertMany(smallDocs as never[]);
    await docs.insertOne(large as never);
    await client.close();
    await server.stop();

    // A restart reads snapshot and log; one write past a tiny threshold then folds everything, the large
    // record included, into a snapshot, which the next restart reads.
    await expectAllStored(dataDir);
    const folding = await startEmbeddedMongo({ dataDir, durability: 'fsync', snapshotAfterLogBytes: 1 });
    const writer = await MongoClient.connect(folding.uri);
    await writer.db('app').collection('other').insertOne({ fold: true });
    await writer.close();
    await folding.stop();
    const snapshot = readdirSync(dataDir).find((name) => name.startsWith('snapshot-')) as string;
    expect(statSync(join(dataDir, snapshot)).size).toBeGreaterThan(6 * MiB);
    await expectAllStored(dataDir);
  }, 30_000);
});
