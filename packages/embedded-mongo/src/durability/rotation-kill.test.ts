import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../server';
import { spawnServer } from '../test-support/spawn-server';
import { startWriteLoad } from '../test-support/write-load';

describe('kill -9 during a snapshot rotation', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it.each([
    ['while the new snapshot is half written', 'snapshot'],
    ['after the snapshot is synced, before it is renamed into place', 'rename'],
    ['while the older files are being removed', 'remove'],
  ])('%s: every acknowledged write survives and nothing unattempted appears', async (_when, hangAt) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
    dirs.push(dataDir);
    const server = spawnServer(join(__dirname, '..', 'test-support', 'rotation-child.ts'), [dataDir, hangAt]);
    const client = await MongoClient.connect(await server.line(/^mongodb:/));
    const load = startWriteLoad(client.db('load').collection('events'), 8, 500);
    await server.line(/^rotating$/);
    // Writes go on into the new log while the rotation is stuck; kill once some of them are acknowledged.
    const atRotation = load.acknowledged.length;
    await load.acknowledgedAtLeast(atRotation + 100);
    expect(load.acknowledged.length).toBeGreaterThanOrEqual(atRotation + 100);
    // No new insert after the kill: it would wait for the server to come back.
    const stopped = load.stop();
    await server.killHard();
    await stopped;
    await client.close(true).catch(() => {});

    const restarted = await startEmbeddedMongo({ dataDir, durability: 'fsync', warn: () => {} });
    const reader = await MongoClient.connect(restarted.uri);
    const stored = (await reader.db('load').collection('events').find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as unknown as number);
    expect(load.acknowledged.filter((n) => !stored.includes(n))).toEqual([]);
    expect(stored.filter((n) => !load.attempted.has(n))).toEqual([]);
    await reader.close();
    await restarted.stop();
    // The restart removes the unfinished snapshot and whatever is older than the snapshot it loaded.
    const files = readdirSync(dataDir).filter((name) => /^(log|snapshot)-/.test(name));
    const generation = (name: string) => Number(/-(\d{8})\./.exec(name)![1]);
    const snapshots = files.filter((name) => name.startsWith('snapshot-'));
    expect(snapshots).toEqual([expect.stringMatching(/^snapshot-\d{8}\.bson$/)]);
    expect(files.filter((name) => generation(name) < generation(snapshots[0]!))).toEqual([]);
  }, 30_000);
});
