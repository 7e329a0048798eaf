import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface NatsServerHandle {
  url: string;
  stop(): Promise<void>;
}

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? 'nats-server';

/**
 * Starts a real `nats-server` with JetStream on a loopback port (a free one unless `port` is given, as for
 * starting it again where its clients reconnect) and a temporary store.
 */
export async function startNatsServer(options: { port?: number } = {}): Promise<NatsServerHandle> {
  const port = options.port ?? (await freePort());
  const storeDir = await mkdtemp(join(tmpdir(), 'progression-nats-'));
  const child = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`nats-server did not start:\n${output}`)), 10_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
