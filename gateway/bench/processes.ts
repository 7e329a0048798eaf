/** Child processes of the benchmark: each part of the stack runs alone, as in production. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

const children: ChildProcess[] = [];

/** Stops `child` with the others at the end; `cleanUp` runs once it has exited. */
export function track(child: ChildProcess, cleanUp?: () => void): void {
  children.push(child);
  if (cleanUp) child.once('exit', cleanUp);
}

export interface Started {
  child: ChildProcess;
  pid: number;
}

/** Extra node flags for a named process, e.g. `--cpu-prof` when BENCH_PROFILE names a directory. */
function nodeFlags(name: string): string[] {
  const dir = process.env.BENCH_PROFILE;
  if (!dir || name === 'bare koa') return [];
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name.replace(/\W+/g, '-')}.cpuprofile`];
}

/** Waits until a process answers on `/healthz` (any answer: it listens). */
export async function waitUntilAnswering(name: string, port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    // Any answer means it listens (the gateway in front of bare Koa reports that upstream as not ready).
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start`);
}

/** Starts a Node program and waits until it answers on `/healthz`. */
export async function startNodeProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
): Promise<Started> {
  const child = spawn(process.execPath, [...nodeFlags(name), ...args], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(child);
  await waitUntilAnswering(name, port, child);
  return { child, pid: child.pid! };
}

/** Starts the embedded Mongo's CLI (in memory) and resolves with the URI it prints. */
export function startEmbeddedMongoProcess(cli: string, port: number): Promise<Started & { uri: string }> {
  const child = spawn(process.execPath, [cli, '--durability', 'memory', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n')) resolve({ child, pid: child.pid!, uri: line.trim() });
    });
    child.once('exit', (code) => reject(new Error(`embedded mongo exited with ${code}`)));
  });
}

/** Stops every child with SIGTERM and waits for it to exit (profiles are written on exit). */
export async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc. */
export function cpuMillisOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
