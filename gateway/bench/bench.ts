/**
 * Measures on loopback, each part of the stack in its own process as in production: an authenticated
 * GET /rest/api/app-user through the gateway, the same request straight to identity, the gateway in front
 * of a bare Koa upstream (the proxy's own cost), a bare Koa hello-world, and logins through the gateway.
 * Next to req/s and latency it prints each process's CPU time per request and the load average, which
 * stay readable when other work shares the machine. BENCH_PROFILE=<dir> writes and summarises CPU profiles.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startNatsServer, TEST_KEYS } from '@progression/service-kit/testing';
import { printProfiles } from './profile-summary';
import { cpuMillisOf, startEmbeddedMongoProcess, startNodeProcess, stopAll, type Started } from './processes';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const bareKoa = `
const Koa = require('koa');
const app = new Koa();
app.use((ctx) => { ctx.body = { hello: 'world' }; });
app.listen(Number(process.env.PORT), '127.0.0.1');
`;

interface Figures {
  rps: number;
  /** Mean latency: autocannon's percentiles are whole milliseconds, the mean shows what lies below. */
  mean: number;
  p50: number;
  p99: number;
  errors: number;
  load: number;
  /** CPU milliseconds per request of each process taking part. */
  cpuPerRequest: Record<string, number>;
}

interface Case {
  name: string;
  options: autocannon.Options;
  /** The processes a request of this case runs through, for CPU per request. */
  processes: Record<string, Started>;
}

const warmUp = (options: autocannon.Options) =>
  autocannon({ duration: WARMUP_S, connections: CONNECTIONS, ...options });

async function measure(options: autocannon.Options, processes: Record<string, Started>): Promise<Figures> {
  const load = loadavg()[0];
  const before = Object.fromEntries(Object.entries(processes).map(([name, p]) => [name, cpuMillisOf(p.pid)]));
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const cpuPerRequest = Object.fromEntries(
    Object.entries(processes).map(([name, p]) => [
      name,
      (cpuMillisOf(p.pid) - before[name]) / Math.max(1, result.requests.total),
    ]),
  );
  return {
    rps: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    load,
    cpuPerRequest,
  };
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

function printTable(results: Record<string, Figures>) {
  console.log(`\n${DURATION_S}s per case after ${WARMUP_S}s warm-up, ${CONNECTIONS} connections, loopback`);
  console.log('CPU ms/req: CPU time each process spent per request (robust to other load)\n');
  console.log('case                            req/s  mean ms   p50 ms   p99 ms  errors  load1  CPU ms/req');
  for (const [name, f] of Object.entries(results)) {
    const cpu = Object.entries(f.cpuPerRequest)
      .map(([process, ms]) => `${process} ${ms.toFixed(3)}`)
      .join(', ');
    console.log(
      `${name.padEnd(30)} ${f.rps.toFixed(0).padStart(6)} ${f.mean.toFixed(2).padStart(8)} ${f.p50.toFixed(2).padStart(8)} ${f.p99
        .toFixed(2)
        .padStart(8)} ${String(f.errors).padStart(7)} ${f.load.toFixed(2).padStart(6)}  ${cpu}`,
    );
  }
}

async function main() {
  const root = process.env.REPOSITORY_ROOT!;
  const nats = await startNatsServer();
  try {
    const [mongoPort, identityPort, gatewayPort, barePort, proxyPort] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    const mongo = await startEmbeddedMongoProcess(
      join(root, 'packages', 'embedded-mongo', 'dist', 'cli.js'),
      mongoPort,
    );
    const common = {
      LOG_LEVEL: 'info',
      ...TEST_KEYS,
      HOST: '127.0.0.1',
      // Two gateways run at once: each takes its own free internal port.
      INTERNAL_PORT: '0',
      INTERNAL_HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_MINUTE: '6000000',
      AUTH_RATE_LIMIT_BURST: '1000000',
    };
    const identity = await startNodeProcess(
      'identity',
      [join(root, 'services', 'identity', 'dist', 'index.js')],
      { ...common, MONGO_URL: mongo.uri, NATS_URL: nats.url },
      identityPort,
    );
    const gatewayScript = join(root, 'gateway', 'dist', 'index.js');
    const gatewayProcess = await startNodeProcess(
      'gateway',
      [gatewayScript],
      { ...common, IDENTITY_URL: `http://127.0.0.1:${identityPort}` },
      gatewayPort,
    );
    const bare = await startNodeProcess('bare koa', ['-e', bareKoa], {}, barePort);
    // The same gateway with "identity" answered by the bare Koa app: what the proxy itself costs.
    const proxy = await startNodeProcess(
      'gateway-to-bare-koa',
      [gatewayScript],
      { ...common, IDENTITY_URL: `http://127.0.0.1:${barePort}` },
      proxyPort,
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

    const cases: Case[] = [
      {
        name: 'app-user via gateway',
        options: { url: `${gateway}${path}`, headers },
        processes: { gateway: gatewayProcess, identity, mongo },
      },
      {
        name: 'app-user direct to identity',
        options: { url: `http://127.0.0.1:${identityPort}${path}`, headers },
        processes: { identity, mongo },
      },
      {
        name: 'gateway -> bare Koa',
        options: { url: `http://127.0.0.1:${proxyPort}${path}`, headers },
        processes: { gateway: proxy, koa: bare },
      },
      {
        name: 'bare Koa hello-world',
        options: { url: `http://127.0.0.1:${barePort}/` },
        processes: { koa: bare },
      },
      {
        name: 'login via gateway',
        options: {
          url: `${gateway}/authentication/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: login,
        },
        processes: { gateway: gatewayProcess, identity, mongo },
      },
    ];
    // Every case warms up before any is measured, so the first measured case is not the one that pays
    // for just-in-time compilation in the processes the others share.
    for (const { options } of cases) await warmUp(options);
    const results: Record<string, Figures> = {};
    for (const { name, options, processes } of cases) results[name] = await measure(options, processes);

    printTable(results);
    const via = results['app-user via gateway'];
    const direct = results['app-user direct to identity'];
    const proxied = results['gateway -> bare Koa'];
    const bareKoaFigures = results['bare Koa hello-world'];
    console.log(
      `\ngateway adds at p50: ${(via.p50 - direct.p50).toFixed(2)} ms, mean ${(via.mean - direct.mean).toFixed(2)} ms (target <= 1 ms)`,
    );
    console.log(
      `gateway proxy adds in front of bare Koa: p50 ${(proxied.p50 - bareKoaFigures.p50).toFixed(2)} ms, mean ${(proxied.mean - bareKoaFigures.mean).toFixed(2)} ms`,
    );
    console.log(
      `gateway CPU per request: ${proxied.cpuPerRequest.gateway.toFixed(3)} ms (bare Koa ${bareKoaFigures.cpuPerRequest.koa.toFixed(3)} ms)`,
    );
    console.log(
      `gateway -> bare Koa / bare Koa throughput: ${((proxied.rps / bareKoaFigures.rps) * 100).toFixed(0)}% (target >= 50%)`,
    );
    console.log(
      `app-user via gateway / bare Koa throughput: ${((via.rps / bareKoaFigures.rps) * 100).toFixed(0)}%`,
    );
    console.log(`logins/s: ${results['login via gateway'].rps.toFixed(1)}`);
  } finally {
    await stopAll();
    await nats.stop();
  }
  if (process.env.BENCH_PROFILE) printProfiles(process.env.BENCH_PROFILE);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
