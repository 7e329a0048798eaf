import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';

// Reads beside durable writes (fsync): a read waits until every write before it is on disk, so its latency
// under write load shows what that costs. 8 writers (one insert at a time each) and 1 reader (point finds
// by _id), on separate connections, for a few seconds each: reads alone, writes alone, both.
const SECONDS = 4;
const WRITERS = 8;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;

async function main() {
  const server = await startEmbeddedMongo({ dataDir: process.argv[2], durability: 'fsync' });
  const writerClient = await MongoClient.connect(server.uri, { maxPoolSize: WRITERS });
  const readerClient = await MongoClient.connect(server.uri, { maxPoolSize: 1 });
  const written = writerClient.db('bench').collection('events');
  const read = readerClient.db('bench').collection('events');
  await written.insertMany(Array.from({ length: 1000 }, (_, i) => ({ _id: -1 - i as never, payload: 'x'.repeat(100) })));
  let nextId = 0;

  async function run(readers: number, writers: number) {
    const until = performance.now() + SECONDS * 1000;
    const latencies: number[] = [];
    let writes = 0;
    const reader = async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await read.findOne({ _id: -1 - Math.floor(Math.random() * 1000) as never });
        latencies.push(performance.now() - start);
      }
    };
    const writer = async () => {
      while (performance.now() < until) {
        await written.insertOne({ _id: nextId++ as never, payload: 'x'.repeat(100) });
        writes++;
      }
    };
    await Promise.all([...Array.from({ length: readers }, reader), ...Array.from({ length: writers }, writer)]);
    const reads = latencies.length ? `reads ${Math.round(latencies.length / SECONDS)}/s  p50 ${percentile(latencies, 0.5).toFixed(3)} ms  p99 ${percentile(latencies, 0.99).toFixed(3)} ms` : '';
    return `${reads}${reads && writes ? '   ' : ''}${writes ? `writes ${Math.round(writes / SECONDS)}/s` : ''}`;
  }

  console.log(`embedded-mongo mixed bench: fsync, ${WRITERS} writers and 1 reader on their own connections, ${SECONDS} s each`);
  console.log(`reads alone                  ${await run(1, 0)}`);
  console.log(`writes alone                 ${await run(0, WRITERS)}`);
  console.log(`reads beside writes          ${await run(1, WRITERS)}`);
  await writerClient.close();
  await readerClient.close();
  await server.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
