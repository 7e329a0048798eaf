// Runs async tasks with a cap on how many run at once: the machines this runs on have few cores.
import { availableParallelism } from 'node:os';

/** A sensible cap for CPU-heavy child processes (builds): the core count, at least 1, at most 4. */
export function defaultConcurrency() {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** Runs `worker(item)` for every item, at most `limit` at a time; resolves to the results in order. */
export async function runPool(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
