// The whole product on one machine: the embedded MongoDB-compatible server, nats-server with JetStream,
// every service on a free loopback port (listening on 127.0.0.1 only), and the gateway on the public port,
// with its internal port (metrics, health details) on loopback. A process that dies is started again
// (member.mjs); the stack stops only when one keeps dying, or when asked.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './child.mjs';
import { warmCodeCaches } from './code-cache.mjs';
import { serviceHost } from './hosted-child.mjs';
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
 * @property {'hosted' | 'processes'} [layout] `hosted` (the default, or `PROGRESSION_LAYOUT`): the services
 *   run together in one service host process, each in its own worker thread; `processes`: one process each
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
 * @property {Record<string, number>} pids the process id of each process now (`mongo`, `nats`, `gateway`, and
 *   `host` or each service, by layout)
 * @property {Record<string, string>} instances which run of each member is the current one (its pid, or
 *   `<host pid>/<run>` for a hosted service): it changes when the member is started again
 * @property {(name: string) => void} crash ends a member at once, as a crash would (SIGKILL for a process, its
 *   worker ended for a hosted service)
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
    // The signal handlers stay: a Ctrl-C that comes once everything is gone, while the owner is on its way
    // out with the stack's outcome, must not end the process as a signal would.
    lock.release();
  };
  const killAll = () => {
    for (const child of live) child.killNow();
    lock.release();
  };
  // Signals stay handled for good: a second Ctrl-C (or a first one while a failure is stopping the stack)
  // kills what is left at once rather than leaving it behind, and one after that changes nothing.
  const onSignal = (signal) => {
    if (stopped && live.size === 0) return;
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

  /** Notes a started child (a process or a hosted service) as live until it ends. */
  const track = (child, env) => {
    live.add(child);
    child.exited.then(() => live.delete(child));
    lastEnv.set(child.name, env);
    return child;
  };
  const spawnChild = (name, command, args, env, cwd = root, { ipc = false } = {}) => {
    if (stopped) throw new Error('Progression is stopping');
    const logFile = logDir && join(logDir, `${name}.log`);
    return track(startChild(name, command, args, { cwd, env, log, logFile, ipc }), env);
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

    // The store and NATS start side by side, and the services as soon as their addresses are known: a
    // service loads its code while the store reads its data, then connects when the store answers.
    const stores = [];
    const addresses = [];
    const addressOf = (start) => addresses.push(new Promise((resolvePromise) => start(resolvePromise)));
    if (!urls.mongo)
      addressOf((known) =>
        stores.push(
          supervise(
            'mongo',
            embeddedMongo(root, dataDir, durability, MONGO_PASSWORD, baseEnv, spawnChild, ports, urls, known),
          ).ready,
        ),
      );
    if (!urls.nats)
      addressOf((known) =>
        stores.push(
          supervise('nats', natsServer(dataDir, NATS_PASSWORD, baseEnv, spawnChild, ports, urls, known))
            .ready,
        ),
      );
    // A store that cannot start at all rejects its `ready` before its address is known.
    await Promise.race([Promise.all(addresses), Promise.all(stores)]);

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

    const layout = options.layout ?? process.env.PROGRESSION_LAYOUT ?? 'hosted';
    if (!['hosted', 'processes'].includes(layout))
      throw new Error(`PROGRESSION_LAYOUT must be hosted or processes, not ${layout}`);
    const host =
      layout === 'hosted'
        ? superviseHost(root, baseEnv, spawnChild, supervise, () => stopped, hostedEntries(root, services))
        : null;

    /** Starts a service or the gateway: in the service host, or as its own process. */
    const startMember = async (name, entry, env, cwd) => {
      if (!host) return spawnChild(name, process.execPath, ['--enable-source-maps', entry], env, cwd);
      const running = await host.running();
      if (stopped) throw new Error('Progression is stopping');
      const logFile = logDir && join(logDir, `${name}.log`);
      return track(running.start(name, entry, { env, limits: workerLimits(name), logFile, log }), env);
    };

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
            // The card image cache beside the rest of the data, whatever the working directory.
            ...(service.service === 'catalog' ? { DATA_DIR: dataDir } : {}),
            ...options.serviceEnv?.[service.service],
            PORT: String(ports.get(service.service)),
            HOST: '127.0.0.1',
          };
          return startMember(service.service, entry, env, service.dir);
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
        return startMember('gateway', gatewayEntry, env, gatewayDir);
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
          [...live].filter((child) => child.alive() && !child.hosted).map((child) => [child.name, child.pid]),
        );
      },
      get instances() {
        return Object.fromEntries(
          [...live]
            .filter((child) => child.alive())
            .map((child) => [child.name, child.instance ?? String(child.pid)]),
        );
      },
      crash(name) {
        for (const child of live) if (child.name === name) child.killNow();
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

/**
 * The service host as a stack member (before the services, so it stops after them). `running()` resolves
 * with the host now running and ready, waiting while it is started again after a death, and throws once
 * the stack is stopping (`isStopping`), so a service's start never waits for a host that will not come.
 */
function superviseHost(root, env, spawnChild, supervise, isStopping, entries) {
  // Beside this module; a bench that bundles the stack has no module URL, and runs from the checkout.
  const script = import.meta.url
    ? fileURLToPath(new URL('./service-host.mjs', import.meta.url))
    : join(root, 'scripts', 'lib', 'service-host.mjs');
  let current = null;
  let isReadyNow = false;
  const waiters = new Set();
  const wakeAll = () => {
    for (const wake of waiters) wake();
    waiters.clear();
  };
  supervise('host', {
    spawn: async () => {
      isReadyNow = false;
      const hostEnv = {
        // glibc gives each thread malloc arenas of its own, which keep what they freed: with a dozen
        // workers two arenas hold the host about 100 MB smaller (measured), at no measurable cost.
        MALLOC_ARENA_MAX: '2',
        ...SMALL_MALLOC,
        // The services share the host's libuv threadpool (file reads, argon2's hashing): more than the 4
        // one process would have.
        UV_THREADPOOL_SIZE: '8',
        ...env,
      };
      // Only the first start after a build makes any; later ones find them and end at once.
      await warmCodeCaches(entries, HOST_NODE_FLAGS, hostEnv);
      const child = spawnChild('host', process.execPath, hostArgs(script), hostEnv, root, { ipc: true });
      current = serviceHost(child);
      return child;
    },
    whenReady: async (child) => {
      await Promise.race([
        current.ready,
        child.exited.then(() => Promise.reject(new Error('the service host ended at start'))),
      ]);
      isReadyNow = true;
      wakeAll();
    },
  });
  return {
    async running() {
      for (;;) {
        if (isStopping()) throw new Error('Progression is stopping');
        if (isReadyNow && current?.alive()) return current;
        // Woken when a host is ready; the timer notices a stop (or a host death) meanwhile.
        await new Promise((resolvePromise) => {
          waiters.add(resolvePromise);
          setTimeout(resolvePromise, 250);
        });
      }
    },
  };
}

/**
 * Node's options for the service host process. V8's size-over-speed mode holds the host about 100 MB
 * smaller (measured with every service hosted); `gc` lets each worker give memory back once idle
 * (@progression/idle-memory), as V8 flags cannot be set safely from a dozen threads at run time; source
 * maps stay off here, as each worker would keep its bundle's map in its own heap (the `processes` layout
 * keeps them, for debugging).
 */
const HOST_NODE_FLAGS = ['--optimize-for-size', '--expose-gc'];
function hostArgs(script) {
  return [...HOST_NODE_FLAGS, script];
}

/** The built entries the service host runs: every service's and the gateway's. */
function hostedEntries(root, services) {
  return [
    ...services.map((service) => builtEntry(service.dir, service.folder)),
    builtEntry(join(root, 'gateway'), 'gateway'),
  ];
}

/**
 * Each hosted service's worker limits: a small young generation (garbage is collected sooner; a service's
 * requests are short-lived) and an old generation cap, so a service that leaks or runs away ends alone
 * (and is started again) instead of taking the host's memory.
 */
function workerLimits(service) {
  return {
    maxYoungGenerationSizeMb: 2,
    maxOldGenerationSizeMb: service === 'catalog' ? 768 : 384,
  };
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
 * glibc raises its mmap threshold (up to 32 MB) each time a large block is freed, and serves later large
 * blocks from its heap, where freed memory stays resident and a zero-filled block is written whole: a
 * fixed 128 KiB threshold keeps large buffers in mappings of their own, returned when freed and resident
 * only where written. The store then keeps about 15 MB fewer freed message buffers after an import, and
 * the host about 40 MB less (each service's BSON serializer holds a 17 MB zero-filled buffer of which it
 * writes a few pages); measured, no slower in either.
 */
const SMALL_MALLOC = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * Node's options for the store process:
 * - a young generation of at most 4 MiB semi-spaces (Node's default grows to 16): a week start or an
 *   import grows it to its largest, and V8 shrinks it back only when it judges the allocation rate low,
 *   which the store's steady trickle of polls keeps it from judging;
 * - old-generation pages compacted at each full collection (rare under load, as most are young-generation
 *   ones; and the idle collection, @progression/idle-memory): the documents an import or a run of stages
 *   replaced leave pages partly used, which V8 otherwise keeps.
 * Measured (runtime bench and `npm run bench -- --start`): once idle after three 32-player week starts the
 * store holds 118 MB instead of 155, after 96 stages 174 instead of 241, after the card import 129 instead
 * of 158; the week start and the stages within the runs' noise. `--optimize-for-size` saved about as much
 * but made a stage 30 % slower to reach the collection.
 * `--expose-gc` from the start: @progression/idle-memory would otherwise set it at run time, and V8 then
 * refuses the code cache the store saved (made under other flags) at its next start.
 */
const STORE_NODE_OPTIONS = ['--max-semi-space-size=4', '--compact-on-every-full-gc', '--expose-gc'];

/**
 * The embedded MongoDB-compatible server as a stack member, letting in only the store user (its password
 * file is in the data directory); `urls.mongo` is its URL with those credentials from each start on
 * (`addressKnown` is called then), before it is ready.
 */
function embeddedMongo(root, dataDir, durability, password, env, spawnChild, ports, urls, addressKnown) {
  const cli = join(root, 'packages', 'embedded-mongo', 'dist', 'cli.js');
  if (!existsSync(cli))
    throw new Error('packages/embedded-mongo is not built (no dist/cli.js); run npm run build');
  return {
    url: () => urls.mongo,
    spawn: async () => {
      ports.set('mongo', await portFor(ports.get('mongo')));
      const credentials = `${STORE_USER}:${encodeURIComponent(password)}`;
      urls.mongo = `mongodb://${credentials}@127.0.0.1:${ports.get('mongo')}/?authSource=admin`;
      addressKnown();
      const args = [
        ...STORE_NODE_OPTIONS,
        cli,
        '--data-dir',
        join(dataDir, 'mongo'),
        '--port',
        String(ports.get('mongo')),
      ];
      const passwordFile = join(dataDir, CREDENTIAL_FILES.MONGO_PASSWORD);
      args.push('--durability', durability, '--username', STORE_USER, '--password-file', passwordFile);
      return spawnChild('mongo', process.execPath, args, { ...SMALL_MALLOC, ...env });
    },
    whenReady: async (mongo) => {
      await mongo.waitForLine(/mongodb:\/\/\S+/, 60_000);
    },
  };
}

/**
 * nats-server with JetStream storing under the data directory as a stack member, letting in only the store
 * user (its configuration, password included, is private to the owner); `urls.nats` with those credentials
 * from each start on (`addressKnown` is called then).
 */
function natsServer(dataDir, password, env, spawnChild, ports, urls, addressKnown) {
  const executable = findExecutable('nats-server');
  if (!executable) throw new Error('nats-server is not installed: sudo apt-get install -y nats-server');
  return {
    url: () => urls.nats,
    spawn: async () => {
      ports.set('nats', await portFor(ports.get('nats')));
      urls.nats = `nats://${STORE_USER}:${encodeURIComponent(password)}@127.0.0.1:${ports.get('nats')}`;
      addressKnown();
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
