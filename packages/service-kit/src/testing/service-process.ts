import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { TEST_KEYS } from './tokens';
import { workspaceDir } from './workspace';

export interface ServiceProcessOptions {
  /** The service's workspace, relative to the repository root (e.g. `services/catalog`). */
  workspace: string;
  /** The service's environment; PORT (0: the service reports the port it bound), HOST (loopback) and the test keys are filled in, LOG_LEVEL defaults to warn. */
  env: Record<string, string>;
  /** Receives each line the service writes to stdout (its JSON log); without it stdout is dropped. */
  onStdoutLine?: (line: string) => void;
  /** When the service counts as started; by default when its /readyz answers 200. */
  isReady?: (url: string) => Promise<boolean>;
  timeoutMs?: number;
}

export interface ServiceProcess {
  url: string;
  stop(): Promise<void>;
}

const readyz = (url: string) =>
  fetch(`${url}/readyz`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Another service, bundled from its source and run as its own process, as in production (services never
 * import each other). Each call bundles into its own folder under the service's dist (inside the repository,
 * so third-party packages resolve from node_modules), so parallel test files do not race.
 */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const serviceDir = workspaceDir(options.workspace);
  mkdirSync(join(serviceDir, 'dist'), { recursive: true });
  const outdir = mkdtempSync(join(serviceDir, 'dist', 'test-process-'));
  const nodeBuild = require.resolve('@progression/node-build/bin/node-build.mjs');
  await promisify(execFile)(process.execPath, [nodeBuild, '--outdir', outdir, 'src/index.ts'], {
    cwd: serviceDir,
  });
  // PORT=0: the service binds a port the system picks and reports it over IPC (announceListening). A
  // port picked here first could be taken by another test file's process before the service binds it.
  const child: ChildProcess = spawn(process.execPath, [join(outdir, 'index.js')], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: '0',
      ...TEST_KEYS,
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', options.onStdoutLine ? 'pipe' : 'ignore', 'inherit', 'ipc'],
  });
  if (options.onStdoutLine) createInterface({ input: child.stdout! }).on('line', options.onStdoutLine);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(outdir, { recursive: true, force: true });
  };
  const notReady = async () => {
    await stop();
    return new Error(`${options.workspace} did not become ready`);
  };

  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  const port = await new Promise<number | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    child.on('message', (message: { type?: string; port?: number } | undefined) => {
      if (message?.type === 'listening' && typeof message.port === 'number') {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  if (port === undefined) throw await notReady();
  // The channel has said what it was for; left open it would keep this test process alive.
  if (child.connected) child.disconnect();

  const url = `http://127.0.0.1:${port}`;
  const isReady = options.isReady ?? readyz;
  while (!(await isReady(url))) {
    if (child.exitCode !== null || Date.now() > deadline) throw await notReady();
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { url, stop };
}
