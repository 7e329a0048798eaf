// The whole product on one machine: the embedded MongoDB-compatible server, nats-server with JetStream,
// every service on a free loopback port (listening on 127.0.0.1 only), and the gateway on the public port,
// with its internal port (metrics, health details) on loopback.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startChild, describeExit } from './child.mjs';
import { catalogProgressIn, waitForHealthy } from './health.mjs';
import { acquireDataLock } from './lock.mjs';
import { freePort, isPortFree } from './ports.mjs';
import { findRepoRoot, listServices, serviceUrlVariable } from './repo.mjs';
import { loadOrCreateCredentials } from './secret.mjs';
import { findExecutable } from './setup.mjs';

/** The card data snapshot beside the checkout, when there is one. */
export function defaultCardDataDir(root) {
  const beside = resolve(root, '..', 'shared', 'carddata');
  return existsSync(beside) ? beside : undefined;
}

/**
 * @typedef {object} StackOptions
 * @property {string} [root] the checkout (found from the working directory by default)
 * @property {string} [dataDir] where Mongo, NATS, the token keys and secret, the lock and quiet logs live (default `<root>/.data`)
 * @property {number} [port] the gateway's port; 0 or absent picks a free one
 * @property {string} [host] the address the gateway's port listens on (default all interfaces)
 * @property {'fsync' | 'none'} [durability] how the embedded Mongo writes (default `fsync`)
 * @property {Record<string, string>} [env] extra variables for every service and the gateway
 * @property {Record<string, Record<string, string>>} [serviceEnv] extra variables per service folder name
 * @property {Record<string, string>} [gatewayEnv] extra variables for the gateway
 * @property {string} [mongoUrl] use this MongoDB instead of starting the embedded server
 * @property {string} [natsUrl] use this NATS instead of starting nats-server
 * @property {boolean} [quiet] write children's output to `<dataDir>/logs/<name>.log` instead of stdout
 * @property {(line: string) => void} [log] where our own messages go (default console.log)
 * @property {boolean} [handleSignals] stop on SIGINT/SIGTERM, then exit the process
 * @property {number} [healthTimeoutMs] how long to wait for a green /healthz without the catalog's import
 *   progress moving (default 120 s)
 */

/**
 * @typedef {object} Stack
 * @property {string} url the gateway's public URL (`http://localhost:<port>`)
 * @property {number} port
 * @property {string} internalUrl the gateway's internal port on loopback: `/healthz` with every service's report, `/metrics`
 * @property {string} dataDir
 * @property {string} mongoUrl
 * @property {string} natsUrl
 * @property {Record<string, string>} serviceUrls `{ IDENTITY_URL: 'http://127.0.0.1:<port>', ... }`
 * @property {string | undefined} logDir set in quiet mode
 * @property {() => Promise<void>} stop stops everything in reverse order and releases the data directory
 * @property {Promise<string>} crashed resolves with a message when a process dies unexpectedly (the rest
 *   has been stopped by then)
 */

/**
 * Starts the stack and resolves once the gateway's /healthz (read on its internal port, with the details) is green.
 * @param {StackOptions} [options]
 * @returns {Promise<Stack>}
 */
export async function startStack(options = {}) {
  const root = options.root ?? findRepoRoot();
  const dataDir = resolve(options.dataDir ?? join(root, '.data'));
  const log = options.log ?? ((line) => console.log(line));
  const durability = options.durability ?? 'fsync';
  const logDir = options.quiet ? join(dataDir, 'logs') : undefined;

  const lock = acquireDataLock(dataDir);
  const children = [];
  let stopped = false;
  let stopping = null;
  let reportCrash;
  const crashed = new Promise((resolvePromise) => (reportCrash = resolvePromise));

  // Every caller (Ctrl-C, a crash, the owner) waits for the same single shutdown.
  const stop = () => (stopping ??= shutDown());
  const shutDown = async () => {
    stopped = true;
    process.off('exit', killAll);
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
    // Reverse order: the gateway first, the stores last, so nothing loses a dependency mid-request.
    for (const child of [...children].reverse()) await child.stop();
    lock.release();
  };
  const killAll = () => {
    for (const child of children) child.killNow();
    lock.release();
  };
  const onSignal = (signal) => {
    log(`Stopping Progression (${signal})...`);
    stop().then(() => process.exit(0));
  };
  const onUnexpectedExit = ({ name, recent, ...result }) => {
    if (stopped) return;
    const message = `${name} stopped unexpectedly (${describeExit(result)})${
      recent.length ? `. Its last lines:\n  ${recent.join('\n  ')}` : ''
    }`;
    log(message);
    stop().then(() => reportCrash(message));
  };
  process.on('exit', killAll);
  if (options.handleSignals) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, onSignal);

  const launch = (name, command, args, env, cwd = root) => {
    const child = startChild(name, command, args, {
      cwd,
      env,
      log,
      logFile: logDir && join(logDir, `${name}.log`),
      onUnexpectedExit,
    });
    children.push(child);
    return child;
  };

  try {
    const port = options.port === 0 || options.port === undefined ? await freePort() : options.port;
    if (!(await isPortFree(port)))
      throw new Error(`Port ${port} is already in use; set PORT to another port.`);
    const { JWT_PRIVATE_KEY, ...credentials } = loadOrCreateCredentials(dataDir);
    const baseEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };

    const mongoUrl =
      options.mongoUrl ?? (await startEmbeddedMongo(root, dataDir, durability, baseEnv, launch));
    const natsUrl = options.natsUrl ?? (await startNats(dataDir, baseEnv, launch));

    const services = listServices(root).filter((service) => {
      if (service.manifest.scripts?.build) return true;
      log(`Skipping ${service.folder}: it has no build script yet.`);
      return false;
    });
    const servicePorts = new Map();
    for (const service of services) servicePorts.set(service.service, await freePort());
    const serviceUrls = Object.fromEntries(
      services.map((service) => [
        serviceUrlVariable(service.service),
        `http://127.0.0.1:${servicePorts.get(service.service)}`,
      ]),
    );
    const cardDataDir = process.env.CARD_DATA_DIR ?? defaultCardDataDir(root);
    const sharedEnv = {
      ...baseEnv,
      MONGO_URL: mongoUrl,
      NATS_URL: natsUrl,
      ...credentials,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...(cardDataDir ? { CARD_DATA_DIR: cardDataDir } : {}),
      ...serviceUrls,
      ...options.env,
    };

    for (const service of services) {
      const env = {
        ...sharedEnv,
        // Only identity signs user tokens.
        ...(service.service === 'identity' ? { JWT_PRIVATE_KEY } : {}),
        ...options.serviceEnv?.[service.service],
        PORT: String(servicePorts.get(service.service)),
        HOST: '127.0.0.1',
      };
      launch(
        service.service,
        process.execPath,
        ['--enable-source-maps', builtEntry(service.dir, service.folder)],
        env,
        service.dir,
      );
    }
    const gatewayDir = join(root, 'gateway');
    const internalPort = await freePort();
    launch(
      'gateway',
      process.execPath,
      ['--enable-source-maps', builtEntry(gatewayDir, 'gateway')],
      {
        ...sharedEnv,
        ...options.gatewayEnv,
        PORT: String(port),
        HOST: options.host ?? '0.0.0.0',
        INTERNAL_PORT: String(internalPort),
        INTERNAL_HOST: '127.0.0.1',
      },
      gatewayDir,
    );

    const abort = crashed.then((message) => new Error(message));
    const internalUrl = `http://127.0.0.1:${internalPort}`;
    // A first start imports the card catalog: show how far it has come, once per change.
    let lastProgress;
    await waitForHealthy(`${internalUrl}/healthz`, {
      timeoutMs: options.healthTimeoutMs ?? 120_000,
      abort,
      onWaiting: ({ body }) => {
        const progress = catalogProgressIn(body);
        const moved = progress !== undefined && progress !== lastProgress;
        if (moved) log(`Card catalog: ${progress}`);
        lastProgress = progress;
        return moved;
      },
    });
    return {
      url: `http://localhost:${port}`,
      port,
      internalUrl,
      dataDir,
      mongoUrl,
      natsUrl,
      serviceUrls,
      logDir,
      stop,
      crashed,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `<dir>/dist/index.js`, or an error saying the workspace is not built. */
function builtEntry(dir, folder) {
  const entry = join(dir, 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error(`${folder} is not built (no dist/index.js); run npm run build`);
  return entry;
}

/** Starts the embedded MongoDB-compatible server on a free port; resolves to the URI it prints. */
async function startEmbeddedMongo(root, dataDir, durability, env, launch) {
  const cli = join(root, 'packages', 'embedded-mongo', 'dist', 'cli.js');
  if (!existsSync(cli))
    throw new Error('packages/embedded-mongo is not built (no dist/cli.js); run npm run build');
  const port = await freePort();
  const mongo = launch(
    'mongo',
    process.execPath,
    [cli, '--data-dir', join(dataDir, 'mongo'), '--port', String(port), '--durability', durability],
    env,
  );
  const line = await mongo.waitForLine(/mongodb:\/\/\S+/, 60_000);
  return /mongodb:\/\/\S+/.exec(line)[0];
}

/** Starts nats-server with JetStream storing under the data directory; resolves to its URL when ready. */
async function startNats(dataDir, env, launch) {
  const natsServer = findExecutable('nats-server');
  if (!natsServer) throw new Error('nats-server is not installed: sudo apt-get install -y nats-server');
  const port = await freePort();
  const nats = launch(
    'nats',
    natsServer,
    ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', join(dataDir, 'nats')],
    env,
  );
  await nats.waitForLine(/Server is ready/, 30_000);
  return `nats://127.0.0.1:${port}`;
}
