import { getHeapSpaceStatistics } from 'node:v8';
import { reduceMemoryWhenIdle } from '../idle-memory';

// A process that grows V8's young generation with a burst of surviving objects, then idles with the CLI's
// idle memory reducer on, printing the young generation's size each second.
const newSpace = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
reduceMemoryWhenIdle();
function burst() {
  let kept: unknown[] = [];
  for (let i = 0; i < 3_000_000; i++) {
    kept.push({ i, text: `x${i}` });
    if (kept.length > 400_000) kept = [];
  }
}
burst();
process.stdout.write(`grown ${newSpace()}\n`);
setInterval(() => process.stdout.write(`young ${newSpace()}\n`), 1000);
