/**
 * Measures the front door on loopback, each part of the stack in its own process as in production:
 *
 * 1. The gateway and Debian's nginx side by side in front of the same bare Koa app, alternating over a few
 *    rounds: requests/s, p50 and p99 at saturation, and their ratio (target: the gateway serves at least
 *    80% of nginx's requests/s); then one request at a time, the latency each adds to the app's (target:
 *    the gateway adds no more than nginx).
 * 2. The two largest replies (a 4,960-match list, a 364-card set) through the gateway, through nginx and
 *    straight from a stand-in service, as a browser asks for them (compressed): the latency each adds.
 * 3. The real stack: an authenticated GET /rest/api/app-user through the gateway and straight to
 *    identity, and logins through the gateway.
 *
 * Next to each figure it prints each process's CPU time per request and the load average, which stay
 * readable when other work shares the machine. BENCH_PROFILE=<dir> writes and summarises CPU profiles.
 * nginx is found or installed by run.mjs (NGINX_PATH); without it the nginx side is left out.
 * BENCH_GATEWAY=<built index.js> measures another build of the gateway (a previous commit's) in sections 1-2.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  bearerFor,
  freePort,
  percentile,
  startNatsServer,
  TEST_KEYS,
} from '@progression/service-kit/testing';
import { matchList, setCards } from './bodies';
import { startNginx } from './nginx';
import { printProfiles } from './profile-summary';
import { cpuMillisOf, startEmbeddedMongoProcess, startNodeProcess, stopAll, type Started } from './processes';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/**
 * Enough connections to keep either door busy, and no more than nginx keeps to its upstream (32): beyond
 * that nginx opens a connection to the app for every further request at once, which slows it (and the app).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Seconds per one-request-at-a-time measurement. */
const SERIAL_S = Number(process.env.BENCH_SERIAL_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Leave out the stack with identity and Mongo (section 3). */
const FRONT_ONLY = process.env.BENCH_FRONT_ONLY === '1';
/** What a browser sends: the large replies are measured compressed, as players receive them. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

const bareKoa = `
const Koa = require('koa');
const app = new Koa();
app.use((ctx) => { ctx.body = { hello: 'world' }; });
app.listen(Number(process.env.PORT), '127.0.0.1');
`;

// Answers as the matches service (its cached list) and the catalog (its cached set) do: a JSON text.
const servicesStandIn = `
const { readFileSync } = require('node:fs');
const Koa = require('koa');
const matches = readFileSync(process.env.MATCHES_BODY, 'utf8');
const setCards = readFileSync(process.env.SET_CARDS_BODY, 'utf8');
const app = new Koa();
app.use((ctx) => {
  ctx.type = 'application/json';
  if (ctx.path === '/rest/api/matches') ctx.body = matches;
  else if (/^\\/rest\\/api\\/sets\\/[^/]+\\/cards$/.test(ctx.path)) ctx.body = setCards;
  else ctx.body = { status: 'ok' };
});
app.listen(Number(process.env.PORT), '127.0.0.1');
`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Bytes of answer per request, headers included. */
  bytes: number;
  errors: number;
  load: number;
  /** CPU milliseconds per request of each process taking part. */
  cpuPerRequest: Record<string, number>;
}

interface Target {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** The processes a request runs through, for CPU per request. */
  processes: Record<string, Started>;
}

/** autocannon's options for a target (it refuses an undefined method or body). */
const requestOf = ({ url, headers, method = 'GET', body }: Target): autocannon.Options => ({
  url,
  headers,
  method,
  ...(body === undefined ? {} : { body }),
});

const warmUp = (target: Target, connections: number) =>
  autocannon({ ...requestOf(target), duration: WARMUP_S, connections });

/** Runs autocannon against a target; latencies are kept at full resolution (its own are whole ms). */
async function measure(target: Target, connections: number, seconds: number): Promise<Figures> {
  const { processes } = target;
  const load = loadavg()[0];
  const cpu = (entries: Record<string, Started>) =>
    Object.fromEntries(Object.entries(entries).map(([name, p]) => [name, cpuMillisOf(p.pid)]));
  const before = cpu(processes);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...requestOf(target), duration: seconds, connections }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    run.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode < 400) latencies.push(ms);
    });
  });
  const after = cpu(processes);
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.total / seconds,
    p50: latencies.length ? percentile(latencies, 50) : NaN,
    p99: latencies.length ? percentile(latencies, 99) : NaN,
    bytes: result.throughput.total / total,
    errors: result.errors + result.non2xx,
    load,
    cpuPerRequest: Object.fromEntries(
      Object.keys(processes).map((name) => [name, (after[name] - before[name]) / total]),
    ),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The median of each figure over rounds. */
function medianOf(rounds: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(rounds.map(pick));
  return {
    rps: of((f) => f.rps),
    p50: of((f) => f.p50),
    p99: of((f) => f.p99),
    bytes: of((f) => f.bytes),
    errors: rounds.reduce((sum, f) => sum + f.errors, 0),
    load: of((f) => f.load),
    cpuPerRequest: Object.fromEntries(
      Object.keys(rounds[0].cpuPerRequest).map((name) => [name, of((f) => f.cpuPerRequest[name])]),
    ),
  };
}

/**
 * Measures the targets in turn, `ROUNDS` times, each round starting with another one so that none always
 * runs first; returns the medians. Every target warms up first.
 */
async function alternate(
  targets: Record<string, Target>,
  connections: number,
  seconds: number,
): Promise<Record<string, Figures>> {
  const names = Object.keys(targets);
  for (const name of names) await warmUp(targets[name], connections);
  const rounds: Record<string, Figures[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let index = 0; index < names.length; index += 1) {
      const name = names[(index + round) % names.length];
      rounds[name].push(await measure(targets[name], connections, seconds));
    }
  }
  return Object.fromEntries(names.map((name) => [name, medianOf(rounds[name])]));
}

const ms = (value: number) => value.toFixed(2).padStart(7);
const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');
const cpuText = (figures: Figures) =>
  Object.entries(figures.cpuPerRequest)
    .map(([name, value]) => `${name} ${value.toFixed(3)}`)
    .join(', ');

function row(name: string, figures: Figures): string {
  return `  ${name.padEnd(26)} ${figures.rps.toFixed(0).padStart(7)} ${ms(figures.p50)} ${ms(figures.p99)} ${(
    figures.bytes / 1024
  )
    .toFixed(1)
    .padStart(
      8,
    )} ${String(figures.errors).padStart(6)} ${figures.load.toFixed(2).padStart(6)}  ${cpuText(figures)}`;
}

const HEADER = `  ${'case'.padEnd(26)}   req/s  p50 ms  p99 ms  KiB/req errors  load1  CPU ms/req`;

/** Section 1: throughput at saturation, then one request at a time, alternating over rounds. */
async function frontDoor(doors: Record<string, Target>, direct: Target) {
  console.log(
    `\n1. In front of the same bare Koa app (GET /rest/api/app-user with a user token): medians of ${ROUNDS} ` +
      `rounds, alternating, ${DURATION_S}s each, ${CONNECTIONS} connections`,
  );
  const saturated = await alternate({ ...doors, 'bare Koa direct': direct }, CONNECTIONS, DURATION_S);
  console.log(HEADER);
  for (const [name, figures] of Object.entries(saturated)) console.log(row(name, figures));
  const { gateway, nginx } = saturated;
  if (nginx) {
    const ratio = gateway.rps / nginx.rps;
    console.log(
      `  gateway / nginx requests/s: ${(ratio * 100).toFixed(0)}% (target >= 80%): ${verdict(ratio >= 0.8)}`,
    );
    console.log(
      `  CPU per request: gateway ${gateway.cpuPerRequest.gateway.toFixed(3)} ms, ` +
        `nginx ${nginx.cpuPerRequest.nginx.toFixed(3)} ms`,
    );
  }

  console.log(
    `\n   one request at a time (1 connection, ${SERIAL_S}s each): what each door adds to the app's latency ` +
      '(at saturation p50 is mostly queueing, the inverse of requests/s)',
  );
  const serial = await alternate({ ...doors, 'bare Koa direct': direct }, 1, SERIAL_S);
  console.log(HEADER);
  for (const [name, figures] of Object.entries(serial)) console.log(row(name, figures));
  const added = (name: string) => serial[name].p50 - serial['bare Koa direct'].p50;
  console.log(
    `  added p50: gateway ${added('gateway').toFixed(3)} ms` +
      (serial.nginx
        ? `, nginx ${added('nginx').toFixed(3)} ms (target: gateway <= nginx): ${verdict(added('gateway') <= added('nginx'))}`
        : ''),
  );
}

interface Door {
  url: string;
  process: Started;
}

/** Section 2: the large replies, one request at a time, through each door and direct. */
async function largeReplies(doors: Record<string, Door>, service: Door, token: string) {
  const replies = [
    { name: 'matches', path: '/rest/api/matches?game=6650a1e0aa00000000000000' },
    { name: 'set cards', path: '/rest/api/sets/6650b1e0dd0000000000000a/cards' },
  ];
  const headers = { authorization: token, 'accept-encoding': BROWSER_ENCODINGS };
  console.log(
    `\n2. Large replies, one request at a time (${SERIAL_S}s each, medians of ${ROUNDS} rounds), asked as a ` +
      `browser does (accept-encoding: ${BROWSER_ENCODINGS}); direct is uncompressed, as the services answer`,
  );
  console.log(HEADER);
  for (const { name, path } of replies) {
    const size = (await fetch(`${service.url}${path}`).then((r) => r.arrayBuffer())).byteLength;
    const targets: Record<string, Target> = {
      direct: { url: `${service.url}${path}`, headers, processes: { service: service.process } },
    };
    for (const [door, { url, process }] of Object.entries(doors)) {
      targets[door] = {
        url: `${url}${path}`,
        headers,
        processes: { [door]: process, service: service.process },
      };
    }
    const results = await alternate(targets, 1, SERIAL_S);
    for (const [door, figures] of Object.entries(results)) console.log(row(`${name} ${door}`, figures));
    const added = (door: string, at: 'p50' | 'p99') => results[door][at] - results.direct[at];
    const within = !results.nginx || added('gateway', 'p50') <= added('nginx', 'p50');
    console.log(
      `  ${name} (${(size / 1024).toFixed(0)} KiB): gateway adds p50 ${added('gateway', 'p50').toFixed(2)} ms, ` +
        `p99 ${added('gateway', 'p99').toFixed(2)} ms` +
        (results.nginx
          ? `; nginx adds p50 ${added('nginx', 'p50').toFixed(2)} ms, p99 ${added('nginx', 'p99').toFixed(2)} ms ` +
            `(target: gateway <= nginx at p50): ${verdict(within)}`
          : ''),
    );
  }
}

async function registerUsers(gateway: string): Promise<string[]> {
  const ids: string[] = [];
  for (const username of ['Yugi', 'Joey', 'Kaiba']) {
    const response = await fetch(`${gateway}/authentication/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password' }),
    });
    if (response.status !== 201) throw new Error(`register ${username}: ${response.status}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/** Section 3: the gateway in front of identity and Mongo, and logins. */
async function realStack(root: string, common: Record<string, string>) {
  const nats = await startNatsServer();
  try {
    const [mongoPort, identityPort, gatewayPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const mongo = await startEmbeddedMongoProcess(
      join(root, 'packages', 'embedded-mongo', 'dist', 'cli.js'),
      mongoPort,
    );
    const identity = await startNodeProcess(
      'identity',
      [join(root, 'services', 'identity', 'dist', 'index.js')],
      { ...common, MONGO_URL: mongo.uri, NATS_URL: nats.url },
      identityPort,
    );
    const gatewayProcess = await startNodeProcess(
      'gateway',
      [join(root, 'gateway', 'dist', 'index.js')],
      { ...common, IDENTITY_URL: `http://127.0.0.1:${identityPort}` },
      gatewayPort,
    );
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    const ids = await registerUsers(gateway);
    const login = JSON.stringify({ username: 'Yugi', password: 'bench-password' });
    const loginResponse = await fetch(`${gateway}/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });
    const { token } = (await loginResponse.json()) as { token: string };
    const path = `/rest/api/app-user?${ids.map((id) => `userId=${id}`).join('&')}`;
    const headers = { authorization: `Bearer ${token}` };
    const appUser: Record<string, Target> = {
      'app-user via gateway': {
        url: `${gateway}${path}`,
        headers,
        processes: { gateway: gatewayProcess, identity, mongo },
      },
      'app-user to identity': {
        url: `http://127.0.0.1:${identityPort}${path}`,
        headers,
        processes: { identity, mongo },
      },
    };
    const logins: Target = {
      url: `${gateway}/authentication/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
      processes: { gateway: gatewayProcess, identity, mongo },
    };
    console.log(
      `\n3. The real stack, identity on the embedded Mongo: medians of ${ROUNDS} rounds, alternating, ` +
        `${DURATION_S}s each, ${CONNECTIONS} connections`,
    );
    const results = await alternate(appUser, CONNECTIONS, DURATION_S);
    await warmUp(logins, CONNECTIONS);
    results['login via gateway'] = await measure(logins, CONNECTIONS, DURATION_S);
    console.log(HEADER);
    for (const [name, figures] of Object.entries(results)) console.log(row(name, figures));
    const via = results['app-user via gateway'];
    const direct = results['app-user to identity'];
    console.log(
      `  app-user: the gateway adds ${(via.p50 - direct.p50).toFixed(2)} ms at p50; ` +
        `${((via.rps / direct.rps) * 100).toFixed(0)}% of identity's requests/s; ` +
        `logins/s ${results['login via gateway'].rps.toFixed(1)}`,
    );
  } finally {
    await nats.stop();
  }
}

async function main() {
  const root = process.env.REPOSITORY_ROOT!;
  const nginxExecutable = process.env.NGINX_PATH;
  const bodies = mkdtempSync(join(tmpdir(), 'gateway-bench-bodies-'));
  try {
    const matchesBody = join(bodies, 'matches.json');
    const setCardsBody = join(bodies, 'set-cards.json');
    writeFileSync(matchesBody, matchList());
    writeFileSync(setCardsBody, setCards());
    const [barePort, servicesPort, gatewayPort, nginxPort] = await Promise.all(
      Array.from({ length: 4 }, () => freePort()),
    );
    const common = {
      LOG_LEVEL: 'info',
      ...TEST_KEYS,
      HOST: '127.0.0.1',
      // Two gateways may run at once: each takes its own free internal port.
      INTERNAL_PORT: '0',
      INTERNAL_HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_MINUTE: '6000000',
      AUTH_RATE_LIMIT_BURST: '1000000',
    };
    const bare = await startNodeProcess('bare koa', ['-e', bareKoa], {}, barePort);
    const services = await startNodeProcess(
      'services stand-in',
      ['-e', servicesStandIn],
      { MATCHES_BODY: matchesBody, SET_CARDS_BODY: setCardsBody },
      servicesPort,
    );
    // "identity" is the bare Koa app; the large replies' services are the stand-in.
    const gateway = await startNodeProcess(
      'gateway-to-bare-koa',
      [process.env.BENCH_GATEWAY ?? join(root, 'gateway', 'dist', 'index.js')],
      {
        ...common,
        IDENTITY_URL: `http://127.0.0.1:${barePort}`,
        MATCHES_URL: `http://127.0.0.1:${servicesPort}`,
        CATALOG_URL: `http://127.0.0.1:${servicesPort}`,
      },
      gatewayPort,
    );
    const doors: Record<string, Door> = {
      gateway: { url: `http://127.0.0.1:${gatewayPort}`, process: gateway },
    };
    if (nginxExecutable) {
      doors.nginx = {
        url: `http://127.0.0.1:${nginxPort}`,
        process: await startNginx({
          executable: nginxExecutable,
          port: nginxPort,
          upstreamPort: barePort,
          servicesPort,
        }),
      };
    } else {
      console.log(
        '\nnginx is not installed, so its side is left out. Install it with: sudo apt-get install -y nginx',
      );
    }

    const token = bearerFor({ id: '6650a1e4bb00000000000001', username: 'Yugi' });
    const path = '/rest/api/app-user?userId=6650a1e4bb00000000000001';
    const headers = { authorization: token };
    const inFront = Object.fromEntries(
      Object.entries(doors).map(([name, door]) => [
        name,
        { url: `${door.url}${path}`, headers, processes: { [name]: door.process, koa: bare } },
      ]),
    );
    await frontDoor(inFront, {
      url: `http://127.0.0.1:${barePort}${path}`,
      headers,
      processes: { koa: bare },
    });
    await largeReplies(doors, { url: `http://127.0.0.1:${servicesPort}`, process: services }, token);
    if (!FRONT_ONLY) await realStack(root, common);
  } finally {
    await stopAll();
    rmSync(bodies, { recursive: true, force: true });
  }
  if (process.env.BENCH_PROFILE) printProfiles(process.env.BENCH_PROFILE);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
