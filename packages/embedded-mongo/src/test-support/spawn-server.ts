import type { ChildProcessByStdio } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buildSync } from 'esbuild';

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, null>;
  /** Resolves when the process prints this line (the first line is its URI). */
  line(matching: RegExp): Promise<string>;
  /** kill -9, resolved once the process is gone. */
  killHard(): Promise<void>;
}

const manifest = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const libraries = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@progression/'),
);

/** Bundles a TypeScript entry of this package and runs it as a separate process (for kill -9 tests). */
export function spawnServer(entry: string, args: string[]): ServerProcess {
  const bundle = join(tmpdir(), `embedded-mongo-${process.pid}-${Math.random().toString(36).slice(2)}.js`);
  buildSync({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    logLevel: 'silent',
    // Libraries stay outside; the repository's own packages are TypeScript, so they go in.
    external: libraries,
  });
  const child = spawn(process.execPath, [bundle, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_PATH: join(__dirname, '../../../../node_modules') },
  });
  child.once('exit', () => rmSync(bundle, { force: true }));
  const seen: string[] = [];
  const listeners = new Set<() => void>();
  let buffered = '';
  child.stdout.on('data', (data: Buffer) => {
    const lines = (buffered + data.toString()).split('\n');
    buffered = lines.pop() ?? '';
    seen.push(...lines);
    listeners.forEach((listener) => listener());
  });
  const line = (matching: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = seen.find((text) => matching.test(text));
        if (found === undefined) return;
        listeners.delete(check);
        resolve(found);
      };
      listeners.add(check);
      child.once('exit', () => reject(new Error(`the server process exited before printing ${matching}`)));
      check();
    });
  const killHard = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return { child, line, killHard };
}
