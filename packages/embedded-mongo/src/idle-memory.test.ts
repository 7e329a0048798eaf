import { join } from 'node:path';
import { idleMemoryReducer } from './idle-memory';
import { spawnServer } from './test-support/spawn-server';

const MiB = 1024 * 1024;

/** A process whose CPU use and young generation the test sets second by second. */
function fakeProcess(newSpace: number[]) {
  let cpu = 0;
  const collections: number[] = [];
  const youngCollections: number[] = [];
  let second = 0;
  const tick = idleMemoryReducer({
    cpuMicros: () => cpu,
    newSpaceBytes: () => newSpace[Math.min(collections.length - 1, newSpace.length - 1)],
    collectYoung: () => youngCollections.push(second),
    collectAll: () => {
      collections.push(second);
      cpu += 30_000; // a collection's own CPU is not work
    },
  });
  const run = (seconds: number, cpuPerSecond: number) => {
    for (let i = 0; i < seconds; i++) {
      second++;
      cpu += cpuPerSecond;
      tick();
    }
  };
  return { run, collections, youngCollections };
}

describe('idle memory reducer', () => {
  it('never collects while the store is busy', () => {
    const store = fakeProcess([MiB]);
    store.run(30, 200_000);
    expect(store.collections).toEqual([]);
    expect(store.youngCollections).toEqual([]);
  });

  it('collects the young generation after a quiet second, everything after seven, and not again while nothing happens', () => {
    const store = fakeProcess([2 * MiB]);
    store.run(3, 200_000);
    store.run(60, 1_000);
    expect(store.youngCollections).toEqual([4]);
    expect(store.collections).toEqual([10]);
  });

  it('tries again, at most three times, while the young generation stays large', () => {
    const shrinksOnSecondTry = fakeProcess([32 * MiB, MiB]);
    shrinksOnSecondTry.run(1, 200_000);
    shrinksOnSecondTry.run(60, 0);
    expect(shrinksOnSecondTry.collections).toEqual([8, 15]);

    const neverShrinks = fakeProcess([32 * MiB]);
    neverShrinks.run(1, 200_000);
    neverShrinks.run(60, 0);
    expect(neverShrinks.collections).toEqual([8, 15, 22]);
    expect(neverShrinks.youngCollections).toEqual([2]);
  });

  it('starts over after new work', () => {
    const store = fakeProcess([MiB]);
    store.run(1, 200_000);
    store.run(10, 0);
    store.run(2, 100_000);
    store.run(10, 0);
    expect(store.collections).toEqual([8, 20]);
  });

  it("shrinks V8's young generation in a process that fell idle after a burst", async () => {
    const child = spawnServer(join(__dirname, 'test-support', 'idle-child.ts'), []);
    try {
      const grown = Number((await child.line(/^grown /)).split(' ')[1]);
      expect(grown).toBeGreaterThan(16 * MiB);
      // Seven quiet seconds, then a collection: back under 10 MB (seven digits), from 32 MiB.
      await child.line(/^young \d{1,7}$/);
    } finally {
      await child.killHard();
    }
  }, 30_000);
});
