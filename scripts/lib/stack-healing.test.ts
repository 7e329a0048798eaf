import { spawn } from 'node:child_process';
import { writeFileSync, rmSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fetchOnce } from './health.mjs';
import { isProcessAlive, LOCK_FILE } from './lock.mjs';
import { startStack } from './stack.mjs';
import { makeFakeCheckout } from './fake-stack';
import { eventually } from '@progression/service-kit/testing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const portOf = (url: string) => Number(new URL(url).port);

describe.each(['hosted', 'processes'] as const)('a running stack heals itself (%s layout)', (layout) => {
  let root: string;
  const dataDir = () => join(root, '.data');
  const logged: string[] = [];

  beforeEach(() => {
    root = makeFakeCheckout();
    logged.length = 0;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const start = (extra: Parameters<typeof startStack>[0] = {}) =>
    startStack({
      root,
      dataDir: dataDir(),
      port: 0,
      mongoUrl: 'mongodb://127.0.0.1:9/',
      quiet: true,
      log: (line) => logged.push(line),
      layout,
      ...extra,
    });

  /** Green /healthz, and a request through the gateway's public port reaches identity. */
  const servesAgain = async (stack: Awaited<ReturnType<typeof start>>) =>
    (await fetchOnce(`${stack.internalUrl}/healthz`)).status === 200 &&
    (await fetchOnce(`${stack.url}/identity`)).status === 200;

  it.each(['identity', 'gateway', 'nats'])(
    'starts %s again after a crash, on the same port, and serves again',
    async (name) => {
      const stack = await start();
      try {
        const before = {
          instance: stack.instances[name],
          urls: { ...stack.serviceUrls },
          nats: stack.natsUrl,
        };
        const others = { ...stack.instances };
        delete others[name];
        const internalUrl = stack.internalUrl;
        stack.crash(name);
        await eventually(`${name} running again`, () => logged.includes(`${name} is running again.`), {
          timeoutMs: 15_000,
          everyMs: 100,
        });
        expect(stack.instances[name]).not.toBe(before.instance);
        await eventually('the gateway serving again', () => servesAgain(stack), {
          timeoutMs: 15_000,
          everyMs: 100,
        });
        expect(stack.serviceUrls).toEqual(before.urls);
        expect(stack.natsUrl).toBe(before.nats);
        expect(stack.internalUrl).toBe(internalUrl);
        // Only what died was started again.
        const { [name]: _restarted, ...othersNow } = stack.instances;
        expect(othersNow).toEqual(others);
        const cause = name !== 'nats' && layout === 'hosted' ? 'exit code 1' : 'signal SIGKILL';
        expect(logged).toContainEqual(
          expect.stringMatching(new RegExp(`^${name} died \\(${cause}\\); starting it again in 0\\.5 s\\.`)),
        );
      } finally {
        await stack.stop();
      }
    },
  );

  if (layout === 'hosted')
    it('starts every hosted service again when the host process itself is killed, and serves again', async () => {
      const stack = await start();
      try {
        const before = { ...stack.instances };
        process.kill(stack.pids.host, 'SIGKILL');
        await eventually(
          'every hosted member running again',
          () =>
            ['identity', 'catalog', 'gateway'].every(
              (name) => stack.instances[name] !== undefined && stack.instances[name] !== before[name],
            ),
          { timeoutMs: 20_000, everyMs: 100 },
        );
        await eventually('the gateway serving again', () => servesAgain(stack), {
          timeoutMs: 15_000,
          everyMs: 100,
        });
        expect(stack.instances.nats).toBe(before.nats);
        expect(logged).toContainEqual(
          expect.stringMatching(/^identity died \(its host process ended\); starting it again in 0\.5 s\./),
        );
      } finally {
        await stack.stop();
      }
    });

  if (layout === 'hosted')
    it('stops at once when asked while the host process is down and its services wait for it', async () => {
      const stack = await start();
      const pids = Object.values(stack.pids);
      process.kill(stack.pids.host, 'SIGKILL');
      await eventually(
        'the services waiting for a new host',
        () => logged.some((line) => /^identity died/.test(line)),
        {
          timeoutMs: 10_000,
          everyMs: 50,
        },
      );
      const asked = Date.now();
      await stack.stop();
      expect(Date.now() - asked).toBeLessThan(5_000);
      for (const pid of [...pids, ...Object.values(stack.pids)]) expect(isProcessAlive(pid)).toBe(false);
    });

  it('gives a service whose port was taken meanwhile a new one, and restarts the gateway to reach it', async () => {
    const stack = await start();
    let squatter: Server | undefined;
    try {
      const oldUrl = stack.serviceUrls.IDENTITY_URL;
      const gatewayBefore = stack.instances.gateway;
      stack.crash('identity');
      // Take its port in the half second before it is started again.
      await eventually(
        'the old port free',
        async () => {
          squatter = await listenOn(portOf(oldUrl)).catch(() => undefined);
          return squatter !== undefined;
        },
        { timeoutMs: 15_000, everyMs: 100 },
      );
      await eventually('identity on a new port', () => stack.serviceUrls.IDENTITY_URL !== oldUrl, {
        timeoutMs: 15_000,
        everyMs: 100,
      });
      await eventually(
        'the gateway started again',
        () => stack.instances.gateway !== undefined && stack.instances.gateway !== gatewayBefore,
        { timeoutMs: 15_000, everyMs: 100 },
      );
      await eventually('the gateway serving again', () => servesAgain(stack), {
        timeoutMs: 15_000,
        everyMs: 100,
      });
      const gatewayEnv = JSON.parse((await fetchOnce(`${stack.url}/identity`)).body).env;
      expect(gatewayEnv.PORT).toBe(String(portOf(stack.serviceUrls.IDENTITY_URL)));
      expect(logged).toContain('identity has a new address; starting catalog, gateway again to reach it.');
    } finally {
      squatter?.close();
      await stack.stop();
    }
  });

  it('stops the stack and says so when a process keeps dying', async () => {
    const stack = await start({
      serviceEnv: { catalog: { CRASH_AFTER_MS: '300' } },
      restart: { maxDeaths: 3, windowMs: 60_000, firstDelayMs: 100, maxDelayMs: 200 },
    });
    const pids = Object.values(stack.pids);
    const message = await stack.crashed;
    expect(message).toMatch(
      /^catalog keeps dying: 3 times within 60 seconds, the last time with exit code 3\nIts last lines:\n {2}listening on \d+\n {2}giving up$/,
    );
    expect(logged).toContainEqual(
      expect.stringMatching(
        /^catalog died \(exit code 3\); starting it again in 0\.1 s\. Its last lines: listening on \d+ \| giving up$/,
      ),
    );
    expect(logged).toContainEqual(
      expect.stringMatching(/^catalog died \(exit code 3\); starting it again in 0\.2 s\./),
    );
    expect(logged).toContainEqual(
      expect.stringMatching(
        /^catalog keeps dying: 3 times within 60 seconds, the last time with exit code 3\. Stopping Progression\.\nIts last lines:\n {2}listening on \d+\n {2}giving up$/,
      ),
    );
    for (const pid of pids) expect(isProcessAlive(pid)).toBe(false);
    expect(existsSync(join(dataDir(), LOCK_FILE))).toBe(false);
  });

  it('leaves no process behind when Ctrl-C comes twice while a failure stops the stack', async () => {
    // `npm start` in miniature: a process of its own, stopping on signals. Identity dies for good at once
    // and catalog ignores SIGTERM, so the stop that follows would wait its whole grace period.
    const runner = join(root, 'run-stack.mjs');
    const processes = layout === 'hosted' ? ['host', 'nats'] : ['catalog', 'gateway', 'identity', 'nats'];
    writeFileSync(
      runner,
      `import { startStack } from ${JSON.stringify(require.resolve('./stack.mjs'))};
const stack = await startStack({
  root: ${JSON.stringify(root)}, dataDir: ${JSON.stringify(dataDir())}, port: 0, quiet: true, handleSignals: true,
  mongoUrl: 'mongodb://127.0.0.1:9/', restart: { maxDeaths: 1 }, layout: ${JSON.stringify(layout)},
  serviceEnv: { identity: { CRASH_AFTER_MS: '1500' }, catalog: { IGNORE_SIGTERM: '1' } },
});
console.log('pids ' + JSON.stringify(stack.pids));
console.log('stopped: ' + (await stack.crashed).split('\\n')[0]);
process.exit(1);
`,
    );
    const child = spawn(process.execPath, [runner], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines: string[] = [];
    createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await eventually('the stack running', () => lines.some((line) => line.startsWith('pids ')), {
        timeoutMs: 30_000,
        everyMs: 100,
      });
      const pids: Record<string, number> = JSON.parse(
        lines.find((line) => line.startsWith('pids '))!.slice(5),
      );
      await eventually(
        'the failure stopping the stack',
        () => lines.some((line) => line.includes('Stopping Progression.')),
        { timeoutMs: 15_000, everyMs: 100 },
      );
      const stopAsked = Date.now();
      child.kill('SIGINT');
      await sleep(50);
      child.kill('SIGINT');
      expect(await exited).toBe(1);
      // Well within catalog's 10 s grace: the second Ctrl-C killed it.
      expect(Date.now() - stopAsked).toBeLessThan(5_000);
      expect(lines).toContain('Stopping Progression now (SIGINT): killing what is left...');
      expect(lines).toContain(
        'stopped: identity keeps dying: once within 3 minutes, the last time with exit code 3',
      );
      expect(Object.keys(pids).sort()).toEqual(processes);
      for (const pid of Object.values(pids)) expect(isProcessAlive(pid)).toBe(false);
      expect(existsSync(join(dataDir(), LOCK_FILE))).toBe(false);
    } finally {
      child.kill('SIGKILL');
    }
  }, 40_000);
});

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
