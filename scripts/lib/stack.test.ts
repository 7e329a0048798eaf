import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { fetchOnce } from './health.mjs';
import { AlreadyRunningError, LOCK_FILE } from './lock.mjs';
import { CREDENTIAL_FILES } from './secret.mjs';
import { startStack } from './stack.mjs';
import { makeFakeCheckout, onStop } from './fake-stack';

// A gateway whose detailed health reports the catalog importing (10% for 0.9 s from the first poll, then
// 60% until 1.8 s) before it turns green.
const importingGateway = `${onStop}
const http = require('node:http');
http.createServer((request, response) => response.end('{"status":"ok"}')).listen(Number(process.env.PORT), process.env.HOST);
let firstPoll;
http.createServer((request, response) => {
  firstPoll ??= Date.now();
  const elapsed = Date.now() - firstPoll;
  const catalog = elapsed < 900 ? 'importing 10%' : elapsed < 1800 ? 'importing 60%' : 'ok';
  response.statusCode = catalog === 'ok' ? 200 : 503;
  response.end(JSON.stringify({ status: catalog === 'ok' ? 'ok' : 'fail', services: { catalog: { status: 'fail', checks: { mongo: 'ok', catalog } } } }));
}).listen(Number(process.env.INTERNAL_PORT), process.env.INTERNAL_HOST);
onStop(() => process.exit(0));
`;

// A gateway whose detailed health reports a catalog without cards for 1.5 s, then green (cards imported).
const cardlessGateway = `${onStop}
const http = require('node:http');
http.createServer((request, response) => response.end('{"status":"ok"}')).listen(Number(process.env.PORT), process.env.HOST);
let firstPoll;
http.createServer((request, response) => {
  firstPoll ??= Date.now();
  const catalog = Date.now() - firstPoll < 4500 ? 'no cards imported' : 'ok';
  response.statusCode = catalog === 'ok' ? 200 : 503;
  response.end(JSON.stringify({ status: catalog === 'ok' ? 'ok' : 'fail', services: { catalog: { status: 'fail', checks: { mongo: 'ok', catalog } } } }));
}).listen(Number(process.env.INTERNAL_PORT), process.env.INTERNAL_HOST);
onStop(() => process.exit(0));
`;

/** This machine's IPv4 addresses other than loopback (none on a machine without a network). */
const nonLoopbackAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address!.address);

describe('startStack', () => {
  let root: string;
  const dataDir = () => join(root, '.data');

  beforeEach(() => {
    root = makeFakeCheckout();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  // The services here never connect to Mongo: a placeholder URL keeps the test about the orchestration.
  const start = (extra: Parameters<typeof startStack>[0] = {}) =>
    startStack({
      root,
      dataDir: dataDir(),
      port: 0,
      mongoUrl: 'mongodb://127.0.0.1:9/',
      quiet: true,
      log: () => {},
      ...extra,
    });

  it('starts nats-server and every service, and the gateway reaches them', async () => {
    const stack = await start({ serviceEnv: { catalog: { ONLY_CATALOG: 'yes' } } });
    try {
      const health = await fetchOnce(`${stack.internalUrl}/healthz`);
      expect(health.status).toBe(200);
      const identityEnv = JSON.parse(health.body).env;
      expect(identityEnv.NATS_URL).toBe(stack.natsUrl);
      expect(identityEnv.CATALOG_URL).toBe(stack.serviceUrls.CATALOG_URL);
      expect(identityEnv.ONLY_CATALOG).toBeUndefined();

      const catalog = await fetchOnce(`${stack.serviceUrls.CATALOG_URL}/healthz`);
      expect(JSON.parse(catalog.body).env.ONLY_CATALOG).toBe('yes');
      expect(existsSync(join(dataDir(), 'nats', 'jetstream'))).toBe(true);
      expect(readFileSync(join(dataDir(), 'logs', 'identity.log'), 'utf8')).toMatch(/listening on \d+/);
    } finally {
      await stack.stop();
    }
  });

  it('runs the services and the gateway in one host process by default, each in a worker of its own', async () => {
    const stack = await start();
    try {
      expect(Object.keys(stack.pids).sort()).toEqual(['host', 'nats']);
      for (const name of ['identity', 'catalog', 'gateway'])
        expect(stack.instances[name]).toMatch(new RegExp(`^${stack.pids.host}/\\d+$`));
      const identity = JSON.parse((await fetchOnce(`${stack.serviceUrls.IDENTITY_URL}/healthz`)).body);
      const catalog = JSON.parse((await fetchOnce(`${stack.serviceUrls.CATALOG_URL}/healthz`)).body);
      expect(identity.pid).toBe(stack.pids.host);
      // Each its own environment, as its own process would have.
      expect(identity.env.PORT).not.toBe(catalog.env.PORT);
    } finally {
      await stack.stop();
    }
  });

  it('runs each service and the gateway as its own process with the processes layout', async () => {
    const stack = await start({ layout: 'processes' });
    try {
      expect(Object.keys(stack.pids).sort()).toEqual(['catalog', 'gateway', 'identity', 'nats']);
      expect(stack.instances.identity).toBe(String(stack.pids.identity));
    } finally {
      await stack.stop();
    }
  });

  it('generates the token keys and the service secret once, private, and gives the private key to identity only', async () => {
    const stack = await start();
    try {
      const envOf = async (url: string) => JSON.parse((await fetchOnce(`${url}/healthz`)).body).env;
      const identityEnv = await envOf(stack.serviceUrls.IDENTITY_URL);
      const catalogEnv = await envOf(stack.serviceUrls.CATALOG_URL);
      const stored = (name: keyof typeof CREDENTIAL_FILES) =>
        readFileSync(join(dataDir(), CREDENTIAL_FILES[name]), 'utf8').trim();
      for (const name of Object.keys(CREDENTIAL_FILES) as (keyof typeof CREDENTIAL_FILES)[])
        expect(statSync(join(dataDir(), CREDENTIAL_FILES[name])).mode & 0o777).toBe(0o600);
      expect(stored('JWT_PRIVATE_KEY')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
      expect(stored('SERVICE_SECRET').length).toBeGreaterThanOrEqual(32);
      expect(identityEnv.JWT_PRIVATE_KEY).toBe(stored('JWT_PRIVATE_KEY'));
      expect(catalogEnv.JWT_PRIVATE_KEY).toBeUndefined();
      for (const env of [identityEnv, catalogEnv]) {
        expect(env.JWT_PUBLIC_KEY).toBe(stored('JWT_PUBLIC_KEY'));
        expect(env.SERVICE_SECRET).toBe(stored('SERVICE_SECRET'));
      }
    } finally {
      await stack.stop();
    }
  });

  it('binds every service and the internal port to loopback, only the gateway port to every interface', async () => {
    const stack = await start();
    try {
      const identity = new URL(stack.serviceUrls.IDENTITY_URL);
      expect(JSON.parse((await fetchOnce(`${identity.origin}/healthz`)).body).env.HOST).toBe('127.0.0.1');
      const internal = new URL(stack.internalUrl);
      expect((await fetchOnce(`http://127.0.0.1:${stack.port}/`)).status).toBe(200);
      for (const address of nonLoopbackAddresses()) {
        expect((await fetchOnce(`http://${address}:${identity.port}/healthz`)).status).toBe(0);
        expect((await fetchOnce(`http://${address}:${internal.port}/healthz`)).status).toBe(0);
        expect((await fetchOnce(`http://${address}:${stack.port}/`)).status).toBe(200);
      }
    } finally {
      await stack.stop();
    }
  });

  it('refuses a second start on the same data directory while the first runs', async () => {
    const stack = await start();
    try {
      await expect(start()).rejects.toThrow(AlreadyRunningError);
      await expect(start()).rejects.toThrow(
        `Progression is already running (pid ${process.pid}) with data in ${dataDir()}`,
      );
    } finally {
      await stack.stop();
    }
  });

  it('stops every process and releases the data directory, keeping the secret for the next start', async () => {
    const first = await start();
    const secret = readFileSync(join(dataDir(), CREDENTIAL_FILES.SERVICE_SECRET), 'utf8');
    const publicKey = readFileSync(join(dataDir(), CREDENTIAL_FILES.JWT_PUBLIC_KEY), 'utf8');
    await first.stop();
    expect((await fetchOnce(`http://127.0.0.1:${first.port}/healthz`)).status).toBe(0);
    expect((await fetchOnce(`${first.serviceUrls.IDENTITY_URL}/healthz`)).status).toBe(0);
    expect(existsSync(join(dataDir(), LOCK_FILE))).toBe(false);

    const second = await start();
    await second.stop();
    expect(readFileSync(join(dataDir(), CREDENTIAL_FILES.SERVICE_SECRET), 'utf8')).toBe(secret);
    expect(readFileSync(join(dataDir(), CREDENTIAL_FILES.JWT_PUBLIC_KEY), 'utf8')).toBe(publicKey);
  });

  it('fails to start with the reason when a service is not built', async () => {
    rmSync(join(root, 'services/catalog/dist'), { recursive: true });
    await expect(start()).rejects.toThrow('services/catalog is not built');
    expect(existsSync(join(dataDir(), LOCK_FILE))).toBe(false);
  });

  it("shows the card catalog's import progress while it waits, once per change, waiting on while it moves", async () => {
    writeFileSync(join(root, 'gateway/dist/index.js'), importingGateway);
    const logged: string[] = [];
    // Green only after 1.8 s: each change of progress gives the wait another 1.5 s.
    const stack = await start({ log: (line) => logged.push(line), healthTimeoutMs: 1500 });
    try {
      expect(logged.filter((line) => line.startsWith('Card catalog'))).toEqual([
        'Card catalog: importing 10%',
        'Card catalog: importing 60%',
      ]);
      expect((await fetchOnce(`${stack.internalUrl}/healthz`)).status).toBe(200);
    } finally {
      await stack.stop();
    }
  });

  it('says how to give the catalog card data when it has none, and waits for it without a time limit', async () => {
    writeFileSync(join(root, 'gateway/dist/index.js'), cardlessGateway);
    const logged: string[] = [];
    const stack = await start({
      log: (line) => logged.push(line),
      // Time enough to start the process on a busy machine; the catalog has no cards for longer than that.
      healthTimeoutMs: 3_000,
      mongoUrl: 'mongodb://progression:s3cret@127.0.0.1:9/?authSource=admin',
    });
    try {
      expect(logged.filter((line) => line.startsWith('Card catalog'))).toEqual([
        'Card catalog: no cards imported',
      ]);
      const hints = logged.filter((line) => line.includes('CARD_DATA_DIR'));
      expect(hints).toHaveLength(1);
      expect(hints[0]).toMatch(/^The card catalog has no cards; Progression is ready once it has\./);
      // The password is read from its file by the shell, never printed.
      expect(hints[0]).toContain(
        `MONGO_URL="mongodb://progression:$(cat ${dataDir()}/mongo-password)@127.0.0.1:9/?authSource=admin" npm run import:cards -- --dir <folder>`,
      );
      expect(hints[0]).not.toContain('s3cret');
    } finally {
      await stack.stop();
    }
  });
});
