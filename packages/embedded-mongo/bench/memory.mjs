// Resident memory of the store's CLI (dist/cli.js) on a copy of a data directory, as the product runs it:
// after start, once settled (idle), after reading every collection whole five times (as the catalog loads
// its view), and settled again; with the CPU the store used for each step.
// Usage: npm run build -w @progression/embedded-mongo && node bench/memory.mjs <data-dir> (e.g. .data/mongo)
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';

const source = process.argv[2];
if (!source) {
  console.error('usage: node bench/memory.mjs <data-dir>');
  process.exit(2);
}
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
// The store gives memory back after 7 quiet seconds; this waits a little longer.
const SETTLE_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-memory-'));
cpSync(source, dataDir, { recursive: true });
const store = spawn(process.execPath, [cli, '--data-dir', dataDir, '--port', '0', '--durability', 'fsync'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
const status = () => {
  const text = readFileSync(`/proc/${store.pid}/status`, 'utf8');
  return Object.fromEntries(['VmRSS', 'VmHWM'].map((key) => [key, Number(new RegExp(`${key}:\\s+(\\d+)`).exec(text)[1])]));
};
// utime + stime of /proc/<pid>/stat, in clock ticks (1/100 s).
const cpuMs = () => {
  const fields = readFileSync(`/proc/${store.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

try {
  const started = performance.now();
  const uri = await new Promise((resolve, reject) => {
    let out = '';
    store.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /mongodb:\S+/.exec(out);
      if (match) resolve(match[0]);
    });
    store.once('exit', (code) => reject(new Error(`the store exited with ${code}`)));
  });
  console.log(`started in ${((performance.now() - started) / 1000).toFixed(1)} s, ${cpuMs()} ms of CPU`);
  console.log(`after start              RSS ${mib(status().VmRSS)}`);
  await sleep(SETTLE_MS);
  console.log(`settled                  RSS ${mib(status().VmRSS)}`);

  const client = await MongoClient.connect(uri);
  const collections = [];
  for (const { name: db } of (await client.db('admin').admin().listDatabases()).databases)
    for (const { name, type } of await client.db(db).listCollections().toArray()) if (type !== 'view') collections.push(client.db(db).collection(name));
  const before = cpuMs();
  let docs = 0;
  for (let round = 0; round < 5; round++) {
    const read = await Promise.all(collections.map((collection) => collection.find({}).toArray()));
    docs = read.reduce((sum, found) => sum + found.length, 0);
  }
  console.log(`after reading ${docs} documents of ${collections.length} collections 5 times: RSS ${mib(status().VmRSS)}, ${cpuMs() - before} ms of CPU`);
  await client.close();
  await sleep(SETTLE_MS);
  const settled = status();
  console.log(`settled                  RSS ${mib(settled.VmRSS)} (highest ${mib(settled.VmHWM)})`);
} finally {
  store.kill('SIGTERM');
  await new Promise((resolve) => store.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
