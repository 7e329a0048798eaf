import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A second with more CPU than this (in microseconds) counts as busy. */
const BUSY_CPU_US = 20_000;
/**
 * Quiet seconds before a full collection. V8 shrinks its young generation only when the allocation rate it
 * measured over its last five seconds is low: a young-generation collection after the first quiet second
 * closes the busy period for V8, and the full one comes six seconds later.
 */
const IDLE_SECONDS = 7;
/** Full collections tried while the young generation stays large, each after `IDLE_SECONDS` more. */
const MAX_ATTEMPTS = 3;
/** The young generation's size once shrunk back (two 1 MiB semi-spaces, with room to spare). */
const SMALL_NEW_SPACE_BYTES = 4 * 1024 * 1024;

export interface IdleMemoryProbe {
  /** CPU used by the process so far, in microseconds. */
  cpuMicros(): number;
  /** Bytes V8 holds for its young generation. */
  newSpaceBytes(): number;
  /** A young-generation collection. */
  collectYoung(): void;
  /** A full, memory-reducing collection. */
  collectAll(): void;
}

/**
 * Gives memory back when the store falls idle after work. A load or a burst of reads grows V8's young
 * generation to 32 MiB and leaves old-space pages and buffers behind; V8 keeps them while the process is
 * idle, as its own memory reducer rarely runs under Node. Once the store has been quiet for `IDLE_SECONDS`
 * after a busy second, this asks for a full, memory-reducing collection (again, up to `MAX_ATTEMPTS` times,
 * while the young generation stays large). Busy periods never pay for it; a collection takes 1 to ~50 ms.
 * Returns the function to call once a second.
 */
export function idleMemoryReducer(probe: IdleMemoryProbe): () => void {
  let lastCpu = probe.cpuMicros();
  let quietSeconds = 0;
  let attemptsLeft = MAX_ATTEMPTS;
  let workSinceCollection = true;
  return () => {
    const cpu = probe.cpuMicros();
    const busy = cpu - lastCpu > BUSY_CPU_US;
    lastCpu = cpu;
    if (busy) {
      quietSeconds = 0;
      attemptsLeft = MAX_ATTEMPTS;
      workSinceCollection = true;
      return;
    }
    if (!workSinceCollection) return;
    quietSeconds++;
    if (quietSeconds === 1 && attemptsLeft === MAX_ATTEMPTS) probe.collectYoung();
    if (quietSeconds < IDLE_SECONDS) return;
    probe.collectAll();
    // The collection's own CPU is not work.
    lastCpu = probe.cpuMicros();
    quietSeconds = 0;
    attemptsLeft--;
    workSinceCollection = attemptsLeft > 0 && probe.newSpaceBytes() > SMALL_NEW_SPACE_BYTES;
  };
}

/**
 * Starts the idle memory reducer for this process (the CLI's: a process that only runs the store). V8's
 * `gc` is reached through `--expose-gc` set at run time; without it (another runtime), nothing happens.
 * Returns the function that stops it.
 */
export function reduceMemoryWhenIdle(): () => void {
  let gc: unknown;
  try {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc');
  } catch {
    return () => {};
  }
  if (typeof gc !== 'function') return () => {};
  const collect = gc as (options: object) => void;
  const tick = idleMemoryReducer({
    cpuMicros: () => {
      const { user, system } = process.cpuUsage();
      return user + system;
    },
    newSpaceBytes: () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0,
    collectYoung: () => collect({ type: 'minor', execution: 'sync' }),
    // `last-resort`: V8's most thorough collection, which also shrinks the young generation when the
    // allocation rate is low.
    collectAll: () => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }),
  });
  const timer = setInterval(() => {
    try {
      tick();
    } catch {
      // A runtime whose gc refuses these options: the store goes on without giving memory back.
      clearInterval(timer);
    }
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
