// The whole product on one machine: the embedded MongoDB-compatible server, nats-server with JetStream,
// every service on a free loopback port (listening on 127.0.0.1 only), and the gateway on the public port,
// with its internal port (metrics, health details) on loopback. A process that dies is started again
// (member.mjs); the stack stops only when one keeps dying, or when asked.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startChild } from './child.mjs';
import { catalogProgressIn, needsCardData, notReadyIn, waitForHealthy } from './health.mjs';
import { acquireDataLock } from './lock.mjs';
import { KeepsDyingError, keepRunning } from './member.mjs';
import { freePort, isPortFree } from './ports.mjs';
import { findRepoRoot, listServices, serviceUrlVariable } from './repo.mjs';
import { defaultRestartPolicy } from './restart-policy.mjs';
import { CREDENTIAL_FILES, loadOrCreateCredentials, STORE_USER, writePrivate } from './secret.mjs';
import { findExecutable } from './setup.mjs';

/** nats-server's configuration in the data directory (it holds the password, so it is private too). */
export const NATS_CONFIG_FILE = 'nats.conf';

/** The card data snapshot beside the checkout, when there is one. */
export function defaultCardDataDir(root) {
  const beside = resolve(root, '..', 'shared', 'carddata');
  return existsSync(beside) ? beside : undefined;
}

/** How long a start waits before it says which services it still waits for. */
const QUIET_WAIT_MS = 5_000;

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
 * @property {Partial<import('./restart-policy.mjs').RestartPolicy>} [restart] when a dead process is started
 *   again, and how many deaths stop the stack
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
 * @property {Record<string, number>} pids the process id of each member now (`mongo`, `nats`, each service, `gateway`)
 * @property {() => Promise<void>} stop stops everything in reverse order and releases the data directory
 * @property {Promise<string>} crashed resolves with a message when a process keeps dying (the rest has been
 *   stopped by then)
 *
 * The URLs and pids are read when asked: a process started again may have had to take a new port.
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
  const policy = { ...defaultRestartPolicy, ...options.restart };

  const lock = acquireDataLock(dataDir);
  /** In start order; stopped in reverse. */
  const members = [];
  /** Every child process not yet gone, whichever member started it. */
  const live = new Set();
  /** The environment each member was last started with: who must follow when a URL changes. */
  const lastEnv = new Map();
  let stopped = false;
  let stopping = null;
  let reportCrash;
  const crashed = new Promise((resolvePromise) => (reportCrash = resolvePromise));

  // Every caller (Ctrl-C, a process that keeps dying, the owner) waits for the same single shutdown, which
  // ends only when every child is gone.
  const stop = () => (stopping ??= shutDown());
  const shutDown = async () => {
    stopped = true;
    // A process dying from now on (killed by a second Ctrl-C, or by losing a dependency) is not restarted.
    for (const member of members) member.hold();
    // Reverse order: the gateway first, the stores last, so nothing loses a dependency mid-request.
    for (const member of [...members].reverse()) await member.stop();
    await Promise.all([...live].map((child) => child.stop()));
    process.off('exit', killAll);
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
    lock.release();
  };
  const killAll = () => {
    for (const child of live) child.killNow();
    lock.release();
  };
  // Signals stay handled until every child is gone: a second Ctrl-C (or a first one while a failure is
  // stopping the stack) kills what is left at once rather than leaving it behind.
  const onSignal = (signal) => {
    if (stopping) {
      log(`Stopping Progression now (${signal}): killing what is left...`);
      for (const child of live) child.killNow();
      return;
    }
    log(`Stopping Progression (${signal})...`);
    stop().then(() => process.exit(0));
  };
  const giveUp = (message) => {
    const [first, ...lastLines] = message.split('\n');
    log([`${first}. Stopping Progression.`, ...lastLines].join('\n'));
    if (!stopping) stop().then(() => reportCrash(message));
  };
  process.on('exit', killAll);
  if (options.handleSignals) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, onSignal);

  const spawnChild = (name, command, args, env, cwd = root) => {
    if (stopped) throw new Error('Progression is stopping');
    const child = startChild(name, command, args, {
      cwd,
      env,
      log,
      logFile: logDir && join(logDir, `${name}.log`),
    });
    live.add(child);
    child.exited.then(() => live.delete(child));
    lastEnv.set(name, env);
    return child;
  };

  /**
   * Restarts every other member started with `oldUrl`'s address (host and port) in its environment, so it
   * reaches `name` again (by address: a URL given with credentials or a path still counts).
   */
  const followMove = (name, oldUrl) => {
    const address = new RegExp(`${new URL(oldUrl).host.replaceAll('.', '\\.')}(?!\\d)`);
    const mentions = (value) => address.test(value);
    const dependants = members.filter(
      (member) => member.name !== name && Object.values(lastEnv.get(member.name) ?? {}).some(mentions),
    );
    if (dependants.length === 0) return;
    log(
      `${name} has a new address; starting ${dependants.map((member) => member.name).join(', ')} again to reach it.`,
    );
    for (const member of dependants) void member.restart();
  };

  /** Keeps `name` running; `spawn` starts one run, `url` says where it is reached now (to notice a move). */
  const supervise = (name, { spawn, whenReady, url = () => undefined }) => {
    let before;
    const member = keepRunning({
      name,
      spawn: () => {
        before = url();
        return spawn();
      },
      whenReady,
      afterStart: () => {
        log(`${name} is running again.`);
        if (before !== undefined && url() !== before) followMove(name, before);
      },
      policy,
      log,
      onGiveUp: giveUp,
    });
    members.push(member);
    return member;
  };

  try {
    const port = options.port === 0 || options.port === undefined ? await freePort() : options.port;
    if (!(await isPortFree(port)))
      throw new Error(`Port ${port} is already in use; set PORT to another port.`);
    // The store passwords reach the services only inside MONGO_URL and NATS_URL.
    const { JWT_PRIVATE_KEY, MONGO_PASSWORD, NATS_PASSWORD, ...credentials } =
      loadOrCreateCredentials(dataDir);
    const baseEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
    const ports = new Map();
    const urls = { mongo: options.mongoUrl, nats: options.natsUrl };

    if (!urls.mongo)
      await supervise(
        'mongo',
        embeddedMongo(root, dataDir, durability, MONGO_PASSWORD, baseEnv, spawnChild, ports, urls),
      ).ready;
    if (!urls.nats)
      await supervise('nats', natsServer(dataDir, NATS_PASSWORD, baseEnv, spawnChild, ports, urls)).ready;

    const services = listServices(root).filter((service) => {
      if (service.manifest.scripts?.build) return true;
      log(`Skipping ${service.folder}: it has no build script yet.`);
      return false;
    });
    for (const service of services) ports.set(service.service, await freePort());
    const serviceUrls = () =>
      Object.fromEntries(
        services.map((service) => [
          serviceUrlVariable(service.service),
          `http://127.0.0.1:${ports.get(service.service)}`,
        ]),
      );
    const cardDataDir = process.env.CARD_DATA_DIR ?? defaultCardDataDir(root);
    // Read at each start: a neighbour, the store or NATS may have moved since.
    const sharedEnv = () => ({
      ...baseEnv,
      MONGO_URL: urls.mongo,
      NATS_URL: urls.nats,
      ...credentials,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...(cardDataDir ? { CARD_DATA_DIR: cardDataDir } : {}),
      ...serviceUrls(),
      ...options.env,
    });

    for (const service of services) {
      const entry = builtEntry(service.dir, service.folder);
      supervise(service.service, {
        url: () => serviceUrls()[serviceUrlVariable(service.service)],
        spawn: async () => {
          ports.set(service.service, await portFor(ports.get(service.service)));
          const env = {
            ...sharedEnv(),
            // Only identity signs user tokens.
            ...(service.service === 'identity' ? { JWT_PRIVATE_KEY } : {}),
            // The chat bot's buttons open pages of the web app the gateway serves.
            ...(service.service === 'integrations'
              ? { WEB_APP_URL: process.env.WEB_APP_URL ?? `http://localhost:${port}` }
              : {}),
            ...options.serviceEnv?.[service.service],
            PORT: String(ports.get(service.service)),
            HOST: '127.0.0.1',
          };
          return spawnChild(
            service.service,
            process.execPath,
            ['--enable-source-maps', entry],
            env,
            service.dir,
          );
        },
      });
    }
    const gatewayDir = join(root, 'gateway');
    const gatewayEntry = builtEntry(gatewayDir, 'gateway');
    ports.set('gateway-internal', await freePort());
    const internalUrl = () => `http://127.0.0.1:${ports.get('gateway-internal')}`;
    supervise('gateway', {
      spawn: async () => {
        // The public port is the one people use: it is never changed, a start waits for it instead.
        if (!(await isPortFree(port))) throw new Error(`port ${port} is in use`);
        ports.set('gateway-internal', await portFor(ports.get('gateway-internal')));
        const env = {
          ...sharedEnv(),
          ...options.gatewayEnv,
          PORT: String(port),
          HOST: options.host ?? '0.0.0.0',
          INTERNAL_PORT: String(ports.get('gateway-internal')),
          INTERNAL_HOST: '127.0.0.1',
        };
        return spawnChild(
          'gateway',
          process.execPath,
          ['--enable-source-maps', gatewayEntry],
          env,
          gatewayDir,
        );
      },
    });

    await waitForHealthy(() => `${internalUrl()}/healthz`, {
      timeoutMs: options.healthTimeoutMs ?? 120_000,
      abort: crashed.then((message) => new KeepsDyingError(message)),
      onWaiting: reportWaiting(log, () => shownMongoUrl(urls.mongo, dataDir)),
    });
    return {
      url: `http://localhost:${port}`,
      port,
      get internalUrl() {
        return internalUrl();
      },
      dataDir,
      get mongoUrl() {
        return urls.mongo;
      },
      get natsUrl() {
        return urls.nats;
      },
      get serviceUrls() {
        return serviceUrls();
      },
      get pids() {
        return Object.fromEntries(
          [...live].filter((child) => child.alive()).map((child) => [child.name, child.pid]),
        );
      },
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

/**
 * The port a process had before when it is still free, so nothing has to follow it; a fresh one when
 * something else took it meanwhile (or for a first start).
 */
async function portFor(previous) {
  if (previous !== undefined && (await isPortFree(previous))) return previous;
  return freePort();
}

/**
 * The embedded MongoDB-compatible server as a stack member, letting in only the store user (its password
 * file is in the data directory); `urls.mongo` is its URL with those credentials once ready.
 */
function embeddedMongo(root, dataDir, durability, password, env, spawnChild, ports, urls) {
  const cli = join(root, 'packages', 'embedded-mongo', 'dist', 'cli.js');
  if (!existsSync(cli))
    throw new Error('packages/embedded-mongo is not built (no dist/cli.js); run npm run build');
  return {
    url: () => urls.mongo,
    spawn: async () => {
      ports.set('mongo', await portFor(ports.get('mongo')));
      const args = [cli, '--data-dir', join(dataDir, 'mongo'), '--port', String(ports.get('mongo'))];
      const passwordFile = join(dataDir, CREDENTIAL_FILES.MONGO_PASSWORD);
      args.push('--durability', durability, '--username', STORE_USER, '--password-file', passwordFile);
      return spawnChild('mongo', process.execPath, args, env);
    },
    whenReady: async (mongo) => {
      await mongo.waitForLine(/mongodb:\/\/\S+/, 60_000);
      const credentials = `${STORE_USER}:${encodeURIComponent(password)}`;
      urls.mongo = `mongodb://${credentials}@127.0.0.1:${ports.get('mongo')}/?authSource=admin`;
    },
  };
}

/**
 * nats-server with JetStream storing under the data directory as a stack member, letting in only the store
 * user (its configuration, password included, is private to the owner); `urls.nats` with those credentials
 * once ready.
 */
function natsServer(dataDir, password, env, spawnChild, ports, urls) {
  const executable = findExecutable('nats-server');
  if (!executable) throw new Error('nats-server is not installed: sudo apt-get install -y nats-server');
  return {
    url: () => urls.nats,
    spawn: async () => {
      ports.set('nats', await portFor(ports.get('nats')));
      const config = join(dataDir, NATS_CONFIG_FILE);
      writePrivate(
        config,
        [
          `listen: "127.0.0.1:${ports.get('nats')}"`,
          `authorization { user: ${JSON.stringify(STORE_USER)}, password: ${JSON.stringify(password)} }`,
          `jetstream { store_dir: ${JSON.stringify(join(dataDir, 'nats'))} }`,
          '',
        ].join('\n'),
      );
      return spawnChild('nats', executable, ['-c', config], env);
    },
    whenReady: async (nats) => {
      await nats.waitForLine(/Server is ready/, 30_000);
      urls.nats = `nats://${STORE_USER}:${encodeURIComponent(password)}@127.0.0.1:${ports.get('nats')}`;
    },
  };
}

/**
 * What a start says while it waits for a green /healthz: the card catalog's import progress once per
 * change, how to give it card data when it has none (then it waits without a time limit: for a person),
 * and after a few quiet seconds which services it still waits for, once per change.
 */
function reportWaiting(log, mongoUrl) {
  const since = Date.now();
  let lastProgress;
  let lastWaiting;
  let toldHowToImport = false;
  return ({ body }) => {
    const progress = catalogProgressIn(body);
    const moved = progress !== undefined && progress !== lastProgress;
    if (moved) log(`Card catalog: ${progress}`);
    lastProgress = progress;
    if (needsCardData(progress)) {
      if (!toldHowToImport) log(howToGiveCardData(mongoUrl()));
      toldHowToImport = true;
      return true;
    }
    // Said again when the services waited for change, not at every step of the catalog's progress.
    const waiting = notReadyIn(body);
    const names = waiting.map(([name]) => name).join(', ');
    if (names && names !== lastWaiting && Date.now() - since >= QUIET_WAIT_MS) {
      log(`Waiting for ${waiting.map(([name, why]) => `${name} (${why})`).join(', ')}...`);
      lastWaiting = names;
    }
    return moved;
  };
}

/**
 * The store's URL to show on screen: its password, if any, read from its file in the data directory by
 * the shell (`$(cat .../mongo-password)`) rather than printed.
 */
function shownMongoUrl(mongoUrl, dataDir) {
  const url = new URL(mongoUrl);
  if (!url.password) return mongoUrl;
  url.password = 'PASSWORD';
  return url.href.replace('PASSWORD', `$(cat ${join(dataDir, CREDENTIAL_FILES.MONGO_PASSWORD)})`);
}

function howToGiveCardData(mongoUrl) {
  return (
    'The card catalog has no cards; Progression is ready once it has. Give it card data in the layout of ' +
    '../shared/carddata (ygoprodeck/, banlists/, pack-odds/): stop with Ctrl-C and start again with ' +
    'CARD_DATA_DIR=<folder> npm start, or import it now from another terminal with ' +
    `MONGO_URL="${mongoUrl}" npm run import:cards -- --dir <folder>`
  );
}
