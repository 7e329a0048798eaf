import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A second with more work than this (in microseconds) counts as busy. An idle stack still polls (outbox
 * sweeps, the revocation list): about 25 ms a second in the store, which is not work worth waiting for.
 */
const BUSY_US = 100_000;
/**
 * Quiet seconds before a full collection. V8 shrinks its young generation only when the allocation rate it
 * measured over its last five seconds is low: a young-generation collection after the first quiet second
 * closes the busy period for V8, and the full one comes six seconds later.
 */
const IDLE_SECONDS = 7;
/**
 * Quiet seconds before a first, early full collection: it frees the old generation's garbage a burst left
 * (an import, a week start) without waiting for the young generation's shrink. Measured on a card import's
 * end, the store held 127 MB 5 s after instead of 149.
 */
const EARLY_SECONDS = 2;
/** Full collections tried while V8 still holds much more than its heap uses, each after `IDLE_SECONDS` more. */
const MAX_ATTEMPTS = 3;
/**
 * What V8 may hold beyond what its heap uses once memory went back: a young generation shrunk to two 1 MiB
 * semi-spaces and a few partly used old-space pages, with room to spare.
 */
const SMALL_UNUSED_HEAP_BYTES = 8 * 1024 * 1024;

export interface IdleMemoryProbe {
  /** Work done so far, in microseconds: the process's CPU time, or a thread's event-loop busy time. */
  busyMicros(): number;
  /** Bytes V8 holds beyond what its heap uses: a grown young generation, or freed pages it kept. */
  unusedHeapBytes(): number;
  /** A young-generation collection. */
  collectYoung(): void;
  /** A full collection. */
  collectAll(): void;
}

/**
 * Gives memory back when a process or thread falls idle after work. A load or a burst of requests grows
 * V8's young generation (to 32 MiB in a process) and leaves old-space pages and buffers behind; V8 keeps
 * them while idle, as its own memory reducer rarely runs under Node. Quiet for `EARLY_SECONDS` after a busy
 * second, this asks for a full collection (unless one ran in the last `IDLE_SECONDS`), and once quiet for
 * `IDLE_SECONDS` for another (that one up to `MAX_ATTEMPTS` times, while V8 still holds much more than its
 * heap uses). Busy periods never pay for it; a collection takes 1 to ~50 ms. Returns the
 * function to call once a second.
 */
export function idleMemoryReducer(probe: IdleMemoryProbe): () => void {
  let lastWork = probe.busyMicros();
  let quietSeconds = 0;
  let attemptsLeft = MAX_ATTEMPTS;
  let workSinceCollection = true;
  let secondsSinceFull = Infinity;
  const collectAll = () => {
    probe.collectAll();
    secondsSinceFull = 0;
    // The collection's own time is not work.
    lastWork = probe.busyMicros();
  };
  return () => {
    secondsSinceFull++;
    const work = probe.busyMicros();
    const busy = work - lastWork > BUSY_US;
    lastWork = work;
    if (busy) {
      quietSeconds = 0;
      attemptsLeft = MAX_ATTEMPTS;
      workSinceCollection = true;
      return;
    }
    if (!workSinceCollection) return;
    quietSeconds++;
    if (quietSeconds === 1 && attemptsLeft === MAX_ATTEMPTS) probe.collectYoung();
    // Work that comes back every few seconds pays for at most one full collection per `IDLE_SECONDS`.
    if (quietSeconds === EARLY_SECONDS && attemptsLeft === MAX_ATTEMPTS && secondsSinceFull >= IDLE_SECONDS)
      collectAll();
    if (quietSeconds < IDLE_SECONDS) return;
    collectAll();
    quietSeconds = 0;
    attemptsLeft--;
    workSinceCollection = attemptsLeft > 0 && probe.unusedHeapBytes() > SMALL_UNUSED_HEAP_BYTES;
  };
}

/**
 * What counts as this caller's work: `process`, the CPU time of the whole process (a process that runs
 * one program, such as the store's CLI); `thread`, the busy time of this thread's event loop (a service
 * in a worker thread of a host, where the process's CPU is every service's).
 */
export type WorkMeasure = 'process' | 'thread';

const busyMicros: Record<WorkMeasure, () => number> = {
  process: () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  },
  thread: () => performance.eventLoopUtilization().active * 1000,
};

/**
 * V8's `gc`: the global one when the process was started with `--expose-gc` (the service host, whose
 * workers each get their own), else reached through the flag set at run time, which only a process's
 * single thread should do (flags are the process's). Undefined in another runtime.
 */
function exposedGc(): ((options?: object) => void) | undefined {
  const global = (globalThis as { gc?: unknown }).gc;
  if (typeof global === 'function') return global as (options?: object) => void;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as (options?: object) => void) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the idle memory reducer for this isolate (its own heap: the process's main thread, or a worker
 * thread); without V8's `gc` nothing happens. Returns the function that stops it.
 */
export function reduceMemoryWhenIdle(measure: WorkMeasure = 'process'): () => void {
  const collect = exposedGc();
  if (!collect) return () => {};
  const tick = idleMemoryReducer({
    busyMicros: busyMicros[measure],
    unusedHeapBytes: () =>
      getHeapSpaceStatistics().reduce(
        (unused, space) => unused + space.space_size - space.space_used_size,
        0,
      ),
    collectYoung: () => collect({ type: 'minor', execution: 'sync' }),
    // `gc()` with no options: a full collection in every Node. Node 20's V8 reads any options object as
    // gc(true), a young-generation collection only (measured: `{type: 'major'}` took 2 ms and freed
    // nothing of 120 MB of garbage; `gc()` took 43 ms and freed it).
    collectAll: () => collect(),
  });
  const timer = setInterval(() => {
    try {
      tick();
    } catch {
      // A runtime whose gc refuses these options: the program goes on without giving memory back.
      clearInterval(timer);
    }
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
