import { performance } from 'node:perf_hooks';
import { find as mingoFind } from 'mingo';
import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '../src';

// An indexed find as services make it: equality on the index's first field selecting 1% of 100k documents,
// sorted on its next field, limit 100 (target p50 <= 2 ms); beside it, the same query by a plain mingo scan
// over the same documents, and the plan explain reports.
const DOCS = 100_000;
const GROUPS = 100;
const SAMPLES = 1_000;
const MINGO_SAMPLES = 50;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];
const ms = (value: number) => `${value.toFixed(3)} ms`;

async function timeEach(count: number, run: (i: number) => Promise<unknown> | unknown) {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

type Stage = { stage: string; inputStage?: Stage; indexName?: string; direction?: string; indexBounds?: unknown };

async function main() {
  const server = await startEmbeddedMongo({ durability: 'memory' });
  const client = await MongoClient.connect(server.uri);
  const entries = client.db('bench').collection('entries');
  await entries.createIndex({ gameId: 1, week: 1 });
  const docs = Array.from({ length: DOCS }, (_, i) => ({
    _id: new ObjectId(),
    gameId: `g${i % GROUPS}`,
    week: (i * 7919) % DOCS,
    playerId: `p${i % 1000}`,
  }));
  for (let i = 0; i < DOCS; i += 10_000) await entries.insertMany(docs.slice(i, i + 10_000));
  const plain = docs.map((doc) => ({ ...doc }));

  const query = (i: number) => ({ gameId: `g${(i * 37) % GROUPS}` });
  for (let i = 0; i < 200; i++) await entries.find(query(i)).sort({ week: 1 }).limit(100).toArray();
  (globalThis as { gc?: () => void }).gc?.();
  const ours = await timeEach(SAMPLES, (i) => entries.find(query(i)).sort({ week: 1 }).limit(100).toArray());
  const theirs = await timeEach(MINGO_SAMPLES, (i) => mingoFind(plain, query(i)).sort({ week: 1 }).limit(100).all());
  const explained = await entries.find(query(1)).sort({ week: 1 }).limit(100).explain('executionStats');
  const stages: string[] = [];
  for (let stage: Stage | undefined = explained.queryPlanner.winningPlan as Stage; stage; stage = stage.inputStage)
    stages.push(stage.stage === 'IXSCAN' ? `IXSCAN ${stage.indexName} ${stage.direction} ${JSON.stringify(stage.indexBounds)}` : stage.stage);

  console.log(`embedded-mongo indexed find: ${DOCS} documents, equality on gameId (1%), sort week, limit 100`);
  console.log(`  embedded server  p50 ${ms(ours.p50)}  p99 ${ms(ours.p99)}   (target p50 <= 2 ms)`);
  console.log(`  mingo scan       p50 ${ms(theirs.p50)}  p99 ${ms(theirs.p99)}   ratio ${(ours.p50 / theirs.p50).toFixed(3)}x`);
  console.log(`  explain          ${stages.join(' <- ')}`);
  console.log(`  examined         ${explained.executionStats.totalDocsExamined} documents for ${explained.executionStats.nReturned} returned`);
  await client.close();
  await server.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
