import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { idleMemoryReducer, type WorkMeasure } from './index';

const MiB = 1024 * 1024;

/** A program whose work, and the memory V8 holds unused after each collection, the test sets. */
function fakeProgram(unusedAfterCollections: number[]) {
  let cpu = 0;
  const collections: number[] = [];
  const youngCollections: number[] = [];
  let second = 0;
  const tick = idleMemoryReducer({
    busyMicros: () => cpu,
    unusedHeapBytes: () =>
      unusedAfterCollections[Math.min(collections.length - 1, unusedAfterCollections.length - 1)],
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
  it('never collects while the program is busy', () => {
    const program = fakeProgram([MiB]);
    program.run(30, 200_000);
    expect(program.collections).toEqual([]);
    expect(program.youngCollections).toEqual([]);
  });

  it('collects the young generation after a quiet second, everything after two and after seven, and not again while nothing happens', () => {
    const program = fakeProgram([2 * MiB]);
    program.run(3, 200_000);
    program.run(60, 1_000);
    expect(program.youngCollections).toEqual([4]);
    expect(program.collections).toEqual([5, 10]);
  });

  it('tries again, at most three times, while V8 still holds much more than its heap uses', () => {
    const givesBack = fakeProgram([32 * MiB, 32 * MiB, MiB]);
    givesBack.run(1, 200_000);
    givesBack.run(60, 0);
    expect(givesBack.collections).toEqual([3, 8, 15]);

    const neverShrinks = fakeProgram([32 * MiB]);
    neverShrinks.run(1, 200_000);
    neverShrinks.run(60, 0);
    expect(neverShrinks.collections).toEqual([3, 8, 15, 22]);
    expect(neverShrinks.youngCollections).toEqual([2]);
  });

  it('pays for at most one full collection in seven seconds when work comes back every few seconds', () => {
    const program = fakeProgram([MiB]);
    for (let cycle = 0; cycle < 10; cycle++) {
      program.run(1, 200_000);
      program.run(3, 0);
    }
    expect(program.collections.length).toBeGreaterThan(0);
    const gaps = program.collections.slice(1).map((second, index) => second - program.collections[index]!);
    expect(gaps.every((gap) => gap >= 7)).toBe(true);
  });

  it('starts over after new work', () => {
    const program = fakeProgram([MiB]);
    program.run(1, 200_000);
    program.run(10, 0);
    program.run(2, 150_000);
    program.run(10, 0);
    expect(program.collections).toEqual([3, 8, 15, 20]);
  });

  it.each<[WorkMeasure, string[]]>([
    ['process', []],
    ['thread', ['--expose-gc']],
  ])(
    "shrinks V8's young generation and frees the old one's garbage once idle after a burst, measuring work by %s",
    async (measure, nodeOptions) => {
      const child = runIdleChild(measure, nodeOptions);
      try {
        const [, young, , used] = (await child.line(/^grown /)).split(' ').map(Number);
        expect(young).toBeGreaterThan(16 * MiB);
        expect(used).toBeGreaterThan(16 * MiB);
        // Seven quiet seconds, then a full collection: the young generation back under 10 MB (seven digits)
        // from 32 MiB, and the old generation's garbage freed.
        await child.line(/^young \d{1,7} used \d{1,7}$/);
      } finally {
        child.kill();
      }
    },
    30_000,
  );
});

/** Bundles test-support/idle-child.ts and runs it in a process of its own, reading the lines it prints. */
function runIdleChild(measure: WorkMeasure, nodeOptions: string[]) {
  const bundle = join(tmpdir(), `idle-child-${process.pid}-${Math.random().toString(36).slice(2)}.js`);
  const entry = join(__dirname, 'test-support', 'idle-child.ts');
  buildSync({ entryPoints: [entry], outfile: bundle, bundle: true, platform: 'node', logLevel: 'silent' });
  const child = spawn(process.execPath, [...nodeOptions, bundle, measure], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.once('exit', () => rmSync(bundle, { force: true }));
  let seen = '';
  child.stdout.on('data', (data: Buffer) => (seen += data.toString()));
  const line = (matching: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = seen.split('\n').find((text) => matching.test(text));
        if (found !== undefined) resolve(found);
        else if (child.exitCode !== null) reject(new Error(`the child exited before printing ${matching}`));
        else setTimeout(check, 50);
      };
      check();
    });
  return { line, kill: () => child.kill('SIGKILL') };
}
