import { performance } from 'node:perf_hooks';
import { aggregate as mingoAggregate, find as mingoFind } from 'mingo';
import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '../src';

// 100k small documents: durable inserts, point finds by _id and by a unique index, filter+sort+limit,
// $group, RSS; beside each, the same operation with mingo in-process (the ratio is protocol + index overhead).
const DOCS = 100_000;
const SAMPLES = 2_000;
// mingo has no index: each of its point finds scans all documents, so it gets fewer samples.
const MINGO_SAMPLES = 100;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];
const ms = (value: number) => `${value.toFixed(3)} ms`;

// CPU time per operation (server and client together) is steadier than latency on a shared machine.
async function timeEach(count: number, run: (i: number) => Promise<unknown> | unknown) {
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), cpuMs: (cpu.user + cpu.system) / 1000 / count };
}

async function main() {
  const dataDir = process.argv[2];
  const server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
  const client = await MongoClient.connect(server.uri);
  const collection = client.db('bench').collection('cards');
  await collection.createIndex({ code: 1 }, { unique: true });
  const docs = Array.from({ length: DOCS }, (_, i) => ({ _id: new ObjectId(), code: `c${i}`, rarity: i % 7, atk: (i * 37) % 3000, name: `card ${i}` }));

  const tenK = performance.now();
  await collection.insertMany(docs.slice(0, 10_000));
  const tenKSeconds = (performance.now() - tenK) / 1000;
  const rest = performance.now();
  for (let i = 10_000; i < DOCS; i += 10_000) await collection.insertMany(docs.slice(i, i + 10_000));
  const insertRate = (DOCS - 10_000) / ((performance.now() - rest) / 1000);

  const plain = docs.map((d) => ({ ...d }));
  const pick = (i: number) => docs[(i * 7919) % DOCS];
  // Untimed warm-up: the inserts' garbage and JIT would otherwise land on whichever section runs first.
  for (let i = 0; i < 500; i++) await collection.findOne({ _id: pick(i + SAMPLES)._id });
  (globalThis as { gc?: () => void }).gc?.();
  const byId = await timeEach(SAMPLES, (i) => collection.findOne({ _id: pick(i)._id }));
  const byIdMingo = await timeEach(MINGO_SAMPLES, (i) => mingoFind(plain, { _id: pick(i)._id }).next());
  const byCode = await timeEach(SAMPLES, (i) => collection.findOne({ code: pick(i).code }));
  const byCodeMingo = await timeEach(MINGO_SAMPLES, (i) => mingoFind(plain, { code: pick(i).code }).next());
  const sorted = await timeEach(20, () => collection.find({ rarity: 3 }).sort({ atk: -1 }).limit(20).toArray());
  const sortedMingo = await timeEach(20, () => mingoFind(plain, { rarity: 3 }).sort({ atk: -1 }).limit(20).all());
  const pipeline = [{ $group: { _id: '$rarity', n: { $sum: 1 }, atk: { $avg: '$atk' } } }];
  const grouped = await timeEach(10, () => collection.aggregate(pipeline).toArray());
  const groupedMingo = await timeEach(10, () => mingoAggregate(plain, pipeline));
  (globalThis as { gc?: () => void }).gc?.();
  const rss = process.memoryUsage().rss / 1048576;

  type Timing = Awaited<ReturnType<typeof timeEach>>;
  const line = (name: string, ours: Timing, theirs: Timing) =>
    console.log(
      `${name.padEnd(34)} p50 ${ms(ours.p50)}  p99 ${ms(ours.p99)}  cpu/op ${ms(ours.cpuMs)}   mingo p50 ${ms(theirs.p50)}  ratio ${(ours.p50 / theirs.p50).toFixed(3)}x`,
    );
  console.log(`embedded-mongo bench: ${DOCS} small documents, durability fsync`);
  console.log(`insertMany 10k durable                ${tenKSeconds.toFixed(3)} s (target <= 1 s)`);
  console.log(`insertMany durable                    ${Math.round(insertRate)} inserts/s`);
  line('point find by _id (target <= 0.3)', byId, byIdMingo);
  line('point find by unique index', byCode, byCodeMingo);
  line('find filter+sort+limit 20', sorted, sortedMingo);
  line('aggregate $group', grouped, groupedMingo);
  console.log(`RSS with ${DOCS} documents (server and client in one process) ${rss.toFixed(0)} MiB`);
  await client.close();
  await server.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
