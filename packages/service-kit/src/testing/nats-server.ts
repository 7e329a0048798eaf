import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface NatsServerHandle {
  url: string;
  stop(): Promise<void>;
}

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? 'nats-server';

/**
 * Starts a real `nats-server` with JetStream on a loopback port (one it picks unless `port` is given, as for
 * starting it again where its clients reconnect) and a temporary store.
 */
export async function startNatsServer(options: { port?: number } = {}): Promise<NatsServerHandle> {
  // -1: nats-server picks a free port itself and logs it (a port picked here could be taken first).
  const requested = options.port ?? -1;
  const storeDir = await mkdtemp(join(tmpdir(), 'progression-nats-'));
  const child = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(requested), '-sd', storeDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`nats-server did not start:\n${output}`)), 10_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening for client connections on [^\s]*:(\d+)/.exec(output);
      if (listening && output.includes('Server is ready')) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
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
