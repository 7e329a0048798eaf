import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../server';

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
    await client.close();
    await server.stop();

    server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
    client = await MongoClient.connect(server.uri);
    const again = client.db('app').collection('users');
    expect(await again.findOne({ email: 'a@x' }, { projection: { _id: 0 } })).toEqual({ email: 'a@x', name: 'Ann' });
    await expect(again.insertOne({ email: 'b@x' })).rejects.toMatchObject({ code: 11000 });
    expect((await client.db('app').listCollections().toArray()).map((c) => c.name)).toEqual(['users']);
    await client.close();
    await server.stop();
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

    server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
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
    const cli = join(dataDir, '..', `embedded-mongo-cli-${process.pid}.js`);
    buildSync({ entryPoints: [join(__dirname, '..', 'cli.ts')], outfile: cli, bundle: true, platform: 'node', packages: 'external', logLevel: 'silent' });
    const child = spawn(process.execPath, [cli, '--data-dir', dataDir, '--port', '0', '--durability', 'fsync'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_PATH: join(__dirname, '../../../../node_modules') },
    });
    const uri = await new Promise<string>((resolve) => child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim())));
    expect(uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    const client = await MongoClient.connect(uri);
    const counters = client.db('load').collection('events');
    const acknowledged: number[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const n = next++;
        try {
          await counters.insertOne({ _id: n as never, payload: 'x'.repeat(100) });
          acknowledged.push(n);
        } catch {
          return;
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill mid-load once a steady stream of writes has been acknowledged (time-bound for a busy machine).
    const deadline = Date.now() + 10_000;
    while (acknowledged.length < 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    killed = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await Promise.all(writers);
    await client.close(true).catch(() => {});
    rmSync(cli, { force: true });
    expect(acknowledged.length).toBeGreaterThan(50);

    const server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
    const reader = await MongoClient.connect(server.uri);
    const stored = new Set((await reader.db('load').collection('events').find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as unknown as number));
    expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);
    await reader.close();
    await server.stop();
  }, 30_000);
});
