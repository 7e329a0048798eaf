import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@progression/service-kit/testing';

// The catalog's resident memory as it really runs: in a worker of the service host (the embedded default)
// or as a process of its own (PROGRESSION_LAYOUT=processes, Kubernetes, compose). Linux only (/proc).

/** How the catalog is run. */
export type Layout = 'hosted' | 'process';

/** The service host and the catalog worker's limits, as scripts/lib/stack.mjs starts them. */
const hostScript = join(__dirname, '..', '..', '..', 'scripts', 'lib', 'service-host.mjs');
const hostNodeOptions = ['--optimize-for-size'];
const hostEnv = { MALLOC_ARENA_MAX: '2', UV_THREADPOOL_SIZE: '8' };
const catalogLimits = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 768 };

/** One start of the catalog: until ready, its process's resident memory then, a while after, and at most. */
export interface StartFigures {
  readySeconds: number;
  /** Of the whole process: the host's with the catalog in it, or the catalog's own. */
  rssAtReadyMb: number;
  rssSettledMb: number;
  peakRssMb: number;
  /** The host's resident memory before the catalog's worker started (hosted only). */
  emptyHostMb?: number;
}

const megabytes = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const canMeasureResidentMemory = () => existsSync('/proc/self/status');

async function untilReady(url: string, process: ChildProcess): Promise<void> {
  for (;;) {
    if (process.exitCode !== null)
      throw new Error(`the catalog ended (code ${process.exitCode}) before it was ready`);
    const ready = await fetch(`${url}/readyz`).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the built catalog (`entry`) with `env` laid out as `layout` says, measures it until ready and
 * `settleMs` after, and stops it.
 */
export async function measureStart(
  layout: Layout,
  entry: string,
  env: Record<string, string>,
  settleMs = 2000,
): Promise<StartFigures> {
  const port = await freePort();
  const serviceEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  };
  const started = performance.now();
  let child: ChildProcess;
  let emptyHostMb: number | undefined;
  let stop: () => void;
  if (layout === 'hosted') {
    child = fork(hostScript, [], {
      execArgv: hostNodeOptions,
      env: { ...process.env, ...hostEnv },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message: { op?: string }) => message.op === 'ready' && resolve());
      child.once('exit', () => reject(new Error('the service host ended at start')));
    });
    emptyHostMb = megabytes(child.pid!, 'VmRSS');
    child.send({ op: 'start', run: 1, name: 'catalog', entry, env: serviceEnv, limits: catalogLimits });
    stop = () => child.send({ op: 'stop', run: 1 });
  } else {
    // As the stack runs a process of its own: with source maps.
    child = spawn(process.execPath, ['--enable-source-maps', entry], { env: serviceEnv, stdio: 'ignore' });
    stop = () => child.kill('SIGTERM');
  }
  try {
    await untilReady(`http://127.0.0.1:${port}`, child);
    const readySeconds = (performance.now() - started) / 1000;
    const rssAtReadyMb = megabytes(child.pid!, 'VmRSS');
    await sleep(settleMs);
    return {
      readySeconds,
      rssAtReadyMb,
      rssSettledMb: megabytes(child.pid!, 'VmRSS'),
      peakRssMb: megabytes(child.pid!, 'VmHWM'),
      emptyHostMb,
    };
  } finally {
    if (child.exitCode === null) {
      if (layout === 'hosted')
        child.on('message', (message: { op?: string }) => message.op === 'exit' && child.kill('SIGTERM'));
      stop();
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killed);
    }
  }
}
