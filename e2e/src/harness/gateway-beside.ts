// A gateway of a suite's own in front of the shared stack's services: for a suite whose only difference is
// the gateway's settings (fixture frontends, another federation manifest). A gateway starts in a second or
// two; a whole stack of its own took ten or more.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from '../../../scripts/lib/child.mjs';
import { waitForHealthy } from '../../../scripts/lib/health.mjs';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { CREDENTIAL_FILES } from '../../../scripts/lib/secret.mjs';
import { findRepoRoot } from '../../../scripts/lib/repo.mjs';

/** Where the shared stack is, as its suites read it. */
export interface StackAddresses {
  dataDir: string;
  serviceUrls: Record<string, string>;
}

export interface GatewayBeside {
  url: string;
  port: number;
  internalUrl: string;
  /** The folder of its log (`gateway.log`) and of anything the suite writes for it (a manifest). */
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built gateway as its own process on free loopback ports, with the stack's keys and service
 * addresses and `gatewayEnv(dir)` on top (it may write a file into `dir`, e.g. a federation manifest).
 * Resolves once its `/healthz` is green, so every service behind it answers.
 */
export async function startGatewayBeside(
  stack: StackAddresses,
  gatewayEnv: (dir: string) => Record<string, string>,
): Promise<GatewayBeside> {
  const root = findRepoRoot(__dirname);
  const dir = mkdtempSync(join(tmpdir(), 'progression-e2e-gateway-'));
  let child: ReturnType<typeof startChild> | undefined;
  // A run that ends without stopping it (an interrupted run, a suite that timed out) takes it along.
  const killNow = () => child?.killNow();
  process.once('exit', killNow);
  const stop = async () => {
    process.off('exit', killNow);
    await child?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    mkdirSync(join(dir, 'logs'));
    // The stack's keys are in its data folder, read as they are (the stack owns them).
    const stored = (name: 'JWT_PUBLIC_KEY' | 'SERVICE_SECRET') =>
      readFileSync(join(stack.dataDir, CREDENTIAL_FILES[name]), 'utf8').trim();
    const [port, internalPort] = [await freePort(), await freePort()];
    child = startChild('gateway', process.execPath, [join(root, 'gateway', 'dist', 'index.js')], {
      cwd: join(root, 'gateway'),
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        LOG_LEVEL: 'warn',
        JWT_PUBLIC_KEY: stored('JWT_PUBLIC_KEY'),
        SERVICE_SECRET: stored('SERVICE_SECRET'),
        ...stack.serviceUrls,
        ...gatewayEnv(dir),
        PORT: String(port),
        HOST: '127.0.0.1',
        INTERNAL_PORT: String(internalPort),
        INTERNAL_HOST: '127.0.0.1',
      },
      logFile: join(dir, 'logs', 'gateway.log'),
      log: () => undefined,
    });
    const started = child;
    const internalUrl = `http://127.0.0.1:${internalPort}`;
    await waitForHealthy(`${internalUrl}/healthz`, {
      timeoutMs: 60_000,
      abort: started.exited.then(() => new Error(`the gateway exited: ${started.recentOutput().join('\n')}`)),
    });
    return { url: `http://localhost:${port}`, port, internalUrl, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
