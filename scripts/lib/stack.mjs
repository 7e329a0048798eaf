// The whole product on one machine: the embedded MongoDB-compatible server, nats-server with JetStream,
// every service on a free loopback port, and the gateway on the public port.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startChild, describeExit } from './child.mjs';
import { waitForHealthy } from './health.mjs';
import { acquireDataLock } from './lock.mjs';
import { freePort, isPortFree } from './ports.mjs';
import { findRepoRoot, listServices, serviceUrlVariable } from './repo.mjs';
import { loadOrCreateJwtSecret } from './secret.mjs';
import { findExecutable } from './setup.mjs';

/** The card data snapshot beside the checkout, when there is one. */
export function defaultCardDataDir(root) {
  const beside = resolve(root, '..', 'shared', 'carddata');
  return existsSync(beside) ? beside : undefined;
}

/**
 * Starts the stack and resolves once the gateway's /healthz is green.
 *
 * Options: `root` (the checkout), `dataDir`, `port` (the gateway's; 0 picks a free one), `durability`
 * (`fsync` | `none`, for the embedded Mongo), `env` (extra variables for every service and the gateway),
 * `serviceEnv` (`{ [service]: env }`), `gatewayEnv`, `mongoUrl` / `natsUrl` (use these servers instead of
 * starting the embedded ones), `quiet` (children's output to `<dataDir>/logs/<name>.log`), `log`,
 * `handleSignals` (stop on SIGINT/SIGTERM, then exit), `healthTimeoutMs`.
 *
 * Resolves to `{ url, port, dataDir, mongoUrl, natsUrl, serviceUrls, logDir, stop(), crashed }`; `crashed`
 * resolves with a message when a process dies unexpectedly (everything else has been stopped by then).
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
    const jwtSecret = loadOrCreateJwtSecret(dataDir);
    const baseEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };

    const mongoUrl =
      options.mongoUrl ?? (await startEmbeddedMongo(root, dataDir, durability, baseEnv, launch));
    const natsUrl = options.natsUrl ?? (await startNats(dataDir, baseEnv, launch));

    const services = listServices(root);
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
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...(cardDataDir ? { CARD_DATA_DIR: cardDataDir } : {}),
      ...serviceUrls,
      ...options.env,
    };

    for (const service of services) {
      const env = {
        ...sharedEnv,
        ...options.serviceEnv?.[service.service],
        PORT: String(servicePorts.get(service.service)),
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
    launch(
      'gateway',
      process.execPath,
      ['--enable-source-maps', builtEntry(gatewayDir, 'gateway')],
      {
        ...sharedEnv,
        ...options.gatewayEnv,
        PORT: String(port),
      },
      gatewayDir,
    );

    const abort = crashed.then((message) => new Error(message));
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, {
      timeoutMs: options.healthTimeoutMs ?? 120_000,
      abort,
    });
    return {
      url: `http://localhost:${port}`,
      port,
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
