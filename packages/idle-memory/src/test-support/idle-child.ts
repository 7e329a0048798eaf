import { getHeapSpaceStatistics } from 'node:v8';
import { isMainThread, Worker } from 'node:worker_threads';
import { reduceMemoryWhenIdle, type WorkMeasure } from '../index';

// A program that grows V8's young generation with a burst of surviving objects and leaves tens of MB of
// garbage in its old generation, then idles with the idle memory reducer on, printing each second the young
// generation's size and the heap's use. With `thread`, the process (started with --expose-gc, as the
// service host is) runs it in a worker thread instead, measured by its event loop.
const measure = (process.argv[2] ?? 'process') as WorkMeasure;
if (measure === 'thread' && isMainThread) {
  new Worker(__filename, { argv: ['thread'] });
} else {
  const newSpace = () =>
    getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
  reduceMemoryWhenIdle(measure);
  // Objects kept 400,000 at a time: the last ones outlive collections into the old generation, and once
  // this returns they are garbage that only a full collection frees.
  const burst = () => {
    let kept: unknown[] = [];
    for (let i = 0; i < 3_000_000; i++) {
      kept.push({ i, text: `x${i}` });
      if (kept.length > 400_000) kept = [];
    }
  };
  burst();
  process.stdout.write(`grown ${newSpace()} used ${process.memoryUsage().heapUsed}\n`);
  setInterval(
    () => process.stdout.write(`young ${newSpace()} used ${process.memoryUsage().heapUsed}\n`),
    1000,
  );
}
