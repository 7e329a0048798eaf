/**
 * Measures on loopback, about 5 s per case: an authenticated GET /rest/api/app-user through the gateway,
 * the same request straight to identity, a bare Koa hello-world, and logins through the gateway.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startTestInfra } from '@progression/service-kit/testing';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const secret = 'bench-secret-that-is-long-enough';
const children: ChildProcess[] = [];

async function startProcess(name: string, args: string[], env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start`);
}

const bareKoa = `
const Koa = require('koa');
const app = new Koa();
app.use((ctx) => { ctx.body = { hello: 'world' }; });
app.listen(Number(process.env.PORT), '127.0.0.1');
`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const infra = await startTestInfra();
  try {
    const [identityPort, gatewayPort, barePort] = await Promise.all([freePort(), freePort(), freePort()]);
    const quiet = {
      LOG_LEVEL: 'warn',
      JWT_SECRET: secret,
      AUTH_RATE_LIMIT_PER_MINUTE: '6000000',
      AUTH_RATE_LIMIT_BURST: '1000000',
    };
    await startProcess(
      'identity',
      [join(process.env.IDENTITY_DIR!, 'dist', 'index.js')],
      { ...quiet, PORT: String(identityPort), MONGO_URL: infra.mongoUrl, NATS_URL: infra.natsUrl },
      identityPort,
    );
    await startProcess(
      'gateway',
      [join(process.env.GATEWAY_DIR!, 'dist', 'index.js')],
      { ...quiet, PORT: String(gatewayPort), IDENTITY_URL: `http://127.0.0.1:${identityPort}` },
      gatewayPort,
    );
    await startProcess('bare koa', ['-e', bareKoa], { PORT: String(barePort) }, barePort);

    const gateway = `http://127.0.0.1:${gatewayPort}`;
    const ids: string[] = [];
    for (const username of ['Yugi', 'Joey', 'Kaiba']) {
      const response = await fetch(`${gateway}/authentication/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password' }),
      });
      ids.push(((await response.json()) as { id: string }).id);
    }
    const login = JSON.stringify({ username: 'Yugi', password: 'bench-password' });
    const { token } = (await (
      await fetch(`${gateway}/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: login,
      })
    ).json()) as { token: string };
    const path = `/rest/api/app-user?${ids.map((id) => `userId=${id}`).join('&')}`;
    const headers = { authorization: `Bearer ${token}` };

    const results: Record<string, Figures> = {};
    results['app-user via gateway'] = await measure({ url: `${gateway}${path}`, headers });
    results['app-user direct to identity'] = await measure({
      url: `http://127.0.0.1:${identityPort}${path}`,
      headers,
    });
    results['bare Koa hello-world'] = await measure({ url: `http://127.0.0.1:${barePort}/` });
    results['login via gateway'] = await measure({
      url: `${gateway}/authentication/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });

    console.log(`\n${DURATION_S}s per case, ${CONNECTIONS} connections, loopback\n`);
    console.log('case                          req/s     p50 ms   p99 ms   errors');
    for (const [name, figures] of Object.entries(results)) {
      console.log(
        `${name.padEnd(28)} ${figures.rps.toFixed(0).padStart(7)} ${figures.p50.toFixed(2).padStart(9)} ${figures.p99
          .toFixed(2)
          .padStart(8)} ${String(figures.errors).padStart(8)}`,
      );
    }
    const via = results['app-user via gateway'];
    const direct = results['app-user direct to identity'];
    const bare = results['bare Koa hello-world'];
    console.log(`\ngateway adds at p50: ${(via.p50 - direct.p50).toFixed(2)} ms (target <= 1 ms)`);
    console.log(`gateway / bare Koa throughput: ${((via.rps / bare.rps) * 100).toFixed(0)}% (target >= 50%)`);
    console.log(`logins/s: ${results['login via gateway'].rps.toFixed(1)}`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await infra.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
