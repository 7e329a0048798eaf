import type { Collection } from 'mongodb';

/**
 * Writers inserting `{_id: n}` for n = 0, 1, 2... concurrently, recording which inserts were attempted
 * and which were acknowledged; a writer stops at its first failure (the server went away).
 */
export function startWriteLoad(collection: Collection, writers = 8, payloadBytes = 100) {
  const acknowledged: number[] = [];
  const attempted = new Set<number>();
  let next = 0;
  let stopped = false;
  const writer = async () => {
    while (!stopped) {
      const n = next++;
      attempted.add(n);
      try {
        await collection.insertOne({ _id: n as never, payload: 'x'.repeat(payloadBytes) });
        acknowledged.push(n);
      } catch {
        return;
      }
    }
  };
  const running = Array.from({ length: writers }, writer);
  return {
    acknowledged,
    attempted,
    /** Waits until `count` inserts in all are acknowledged (or a busy machine's time runs out). */
    async acknowledgedAtLeast(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (acknowledged.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    /** Stops the writers: none starts another insert; resolves once every insert in flight has ended. */
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}
