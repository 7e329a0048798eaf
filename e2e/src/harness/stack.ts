// The real stack for a browser test: a temporary data directory, free ports, no fsync (unless asked), quiet logs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../../scripts/lib/stack.mjs';
import { findRepoRoot } from '../../../scripts/lib/repo.mjs';
import { seedDataDir } from './data-template';
import { startGatewayBeside } from './gateway-beside';

export interface TestStackOptions {
  /** Extra variables for every service and the gateway. */
  env?: Record<string, string>;
  /** Extra variables per service, keyed by its folder name under services/ (e.g. `identity`). */
  serviceEnv?: Record<string, Record<string, string>>;
  /** Extra variables for the gateway (e.g. a directory holding fixture microfrontends). */
  gatewayEnv?: Record<string, string>;
  /**
   * A federation manifest to serve instead of the built one (remote name -> remote entry URL), for fixture
   * remotes. A string is a path to a manifest file; an object is written into the data directory. Either
   * way the gateway gets its path as `FEDERATION_MANIFEST`.
   */
  federationManifest?: string | Record<string, unknown>;
  /** Keep the data directory after stop (to read the logs of a failure). */
  keepData?: boolean;
  /** How the embedded store writes: `none` (default, quickest) or `fsync` (as npm start runs it). */
  durability?: 'none' | 'fsync';
  /**
   * Start on an empty data directory, with the catalog's whole first import. By default a stack starts on a
   * copy of a directory where a stack has started once (see `data-template.ts`), as `npm start` on existing
   * data does.
   */
  emptyData?: boolean;
  /**
   * A stack of its own even inside a run of the browser tests, where a suite without options gets the
   * run's shared stack (see shared-stack.ts): for a test that crashes or counts the stack's members.
   */
  own?: boolean;
}

export interface TestStack {
  /** The gateway: `http://localhost:<port>`. */
  url: string;
  port: number;
  /** The gateway's internal port on loopback: `/healthz` with every service's report, `/metrics`. */
  internalUrl: string;
  dataDir: string;
  mongoUrl: string;
  natsUrl: string;
  /** `{ IDENTITY_URL: 'http://127.0.0.1:<port>', ... }` */
  serviceUrls: Record<string, string>;
  /** Where each stack process writes its log (`<name>.log`). */
  logDir: string;
  /** The last lines a stack process logged (`mongo`, `nats`, `gateway` or a service name). */
  logOf(name: string, lines?: number): string;
  /** The process id of each stack process now (`mongo`, `nats`, `host`): one that died is started again. */
  pids(): Record<string, number>;
  /** Which run of each member is the current one (`mongo`, `nats`, `host`, `gateway`, each service). */
  instances(): Record<string, string>;
  /** Ends a member at once, as a crash would (a hosted service's worker ends; a process is killed -9). */
  crash(name: string): void;
  /** Stops everything and removes the data directory (unless `keepData`). */
  stop(): Promise<void>;
}

/**
 * The stack for a test: inside a run of the browser tests, a suite that asks for nothing in particular
 * gets the run's shared stack (started once, see shared-stack.ts); otherwise, or with options, one of its
 * own.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const shared = sharedStackFromEnvironment();
  const keys = Object.keys(options);
  if (keys.length === 0) return shared ? sharedTestStack(shared) : startOwnTestStack();
  // Other gateway settings alone: a gateway of the suite's own in front of the shared stack's services.
  if (shared && keys.every((key) => key === 'gatewayEnv' || key === 'federationManifest'))
    return sharedStackBehindOwnGateway(shared, options);
  return startOwnTestStack(options);
}

/**
 * What the shared stack runs with beside the defaults: games' scheduler looks every second (10 s by
 * default), so the scheduled week starts' suite sees a start within a second without a stack of its own.
 */
export const sharedStackOptions: TestStackOptions = { serviceEnv: { games: { SCHEDULE_POLL_MS: '1000' } } };

/** Starts every service (on loopback) and the gateway on free ports against a data directory of its own. */
export async function startOwnTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const root = findRepoRoot(__dirname);
  const dataDir = mkdtempSync(join(tmpdir(), 'progression-e2e-'));
  if (!options.emptyData) await seedDataDir(root, dataDir);
  const gatewayEnv = { ...options.gatewayEnv };
  if (options.federationManifest !== undefined) {
    gatewayEnv.FEDERATION_MANIFEST = writeManifest(dataDir, options.federationManifest);
  }
  const messages: string[] = [];
  try {
    const stack = await startStack({
      root,
      dataDir,
      port: 0,
      durability: options.durability ?? 'none',
      quiet: true,
      log: (line: string) => messages.push(line),
      env: { LOG_LEVEL: 'warn', ...options.env },
      serviceEnv: options.serviceEnv,
      gatewayEnv,
    });
    const logDir = stack.logDir ?? join(dataDir, 'logs');
    return {
      logDir,
      url: stack.url,
      port: stack.port,
      internalUrl: stack.internalUrl,
      dataDir,
      mongoUrl: stack.mongoUrl,
      natsUrl: stack.natsUrl,
      serviceUrls: stack.serviceUrls,
      logOf: (name, lines = 50) => tail(join(logDir, `${name}.log`), lines),
      pids: () => stack.pids,
      instances: () => stack.instances,
      crash: (name) => stack.crash(name),
      async stop() {
        await stack.stop();
        if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // Say what the stack said: a test failing at start-up is otherwise hard to read.
    const detail = error instanceof Error ? error.message : String(error);
    const logs = ['mongo', 'nats', 'gateway'].map(
      (name) => `--- ${name}\n${tail(join(dataDir, 'logs', `${name}.log`), 20)}`,
    );
    throw new Error(
      `The test stack did not start: ${detail}\n${messages.join('\n')}\n${logs.join('\n')}\n(data in ${dataDir})`,
      { cause: error },
    );
  }
}

function writeManifest(dataDir: string, manifest: string | Record<string, unknown>): string {
  if (typeof manifest === 'string') return manifest;
  const path = join(dataDir, 'federation-manifest.json');
  writeFileSync(path, JSON.stringify(manifest, null, 2));
  return path;
}

function tail(path: string, lines: number): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Where the run's global setup leaves the shared stack's addresses for the suites (an environment variable). */
export const sharedStackVariable = 'PROGRESSION_E2E_SHARED_STACK';

type SharedStackAddresses = Pick<
  TestStack,
  'url' | 'port' | 'internalUrl' | 'dataDir' | 'logDir' | 'mongoUrl' | 'natsUrl' | 'serviceUrls'
>;

/** What a suite needs to reach a stack another process started. */
export function sharedStackAddresses(stack: TestStack): string {
  const { url, port, internalUrl, dataDir, logDir, mongoUrl, natsUrl, serviceUrls } = stack;
  return JSON.stringify({ url, port, internalUrl, dataDir, logDir, mongoUrl, natsUrl, serviceUrls });
}

/** The addresses of the run's shared stack, if this run has one. */
function sharedStackFromEnvironment(): SharedStackAddresses | undefined {
  const addresses = process.env[sharedStackVariable];
  return addresses ? (JSON.parse(addresses) as SharedStackAddresses) : undefined;
}

const notShared = (what: string) => () => {
  throw new Error(`The shared test stack does not ${what}: start one with startTestStack({ own: true })`);
};

/** The run's shared stack. Its members are the run's to manage: a suite only uses it. */
function sharedTestStack(stack: SharedStackAddresses): TestStack {
  return {
    ...stack,
    logOf: (name, lines = 50) => tail(join(stack.logDir, `${name}.log`), lines),
    pids: notShared('report its processes'),
    instances: notShared('report its members'),
    crash: notShared('crash its members'),
    // The run's global teardown stops it.
    stop: async () => undefined,
  };
}

/** The shared stack's services behind a gateway of the suite's own, started with the suite's settings. */
async function sharedStackBehindOwnGateway(
  stack: SharedStackAddresses,
  options: TestStackOptions,
): Promise<TestStack> {
  const gateway = await startGatewayBeside(stack, (dir) => ({
    ...options.gatewayEnv,
    ...(options.federationManifest !== undefined && {
      FEDERATION_MANIFEST: writeManifest(dir, options.federationManifest),
    }),
  }));
  const logDir = join(gateway.dir, 'logs');
  return {
    ...sharedTestStack(stack),
    url: gateway.url,
    port: gateway.port,
    internalUrl: gateway.internalUrl,
    logOf: (name, lines = 50) => tail(join(name === 'gateway' ? logDir : stack.logDir, `${name}.log`), lines),
    // The run's global teardown stops the stack; the suite stops its gateway.
    stop: () => gateway.stop(),
  };
}
