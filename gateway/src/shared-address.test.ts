import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createLogger } from '@progression/service-kit';
import {
  startServiceProcess,
  startTestInfra,
  TEST_KEYS,
  type ServiceProcess,
  type TestInfra,
} from '@progression/service-kit/testing';
import { createGateway } from './app';
import { readEnv } from './env';

// The limits as shipped: no AUTH_RATE_LIMIT_* is set here, for the gateway or for identity.
const logger = createLogger('gateway', 'silent');
const leagueAddress = '203.0.113.40';
const password = 'blue-eyes-white';

let infra: TestInfra;
let identity: ServiceProcess;
let modes: http.Server;
let root: string;

/** A gateway of its own (fresh per-address budgets) behind one trusted proxy, with the real identity. */
function newGateway() {
  const env = readEnv({
    ...TEST_KEYS,
    IDENTITY_URL: identity.url,
    MODES_URL: `http://127.0.0.1:${(modes.address() as { port: number }).port}`,
    SHELL_DIST: root,
    MF_DIST_ROOT: root,
    TRUST_PROXY: 'true',
  });
  return createGateway({ env, logger }).callback();
}

beforeAll(async () => {
  infra = await startTestInfra();
  identity = await startServiceProcess({
    workspace: 'services/identity',
    env: { MONGO_URL: infra.mongoUrl, NATS_URL: infra.natsUrl },
  });
  // A stand-in for another service's page data: only the gateway's own limits could refuse it.
  modes = http.createServer((_req, res) => res.end('{}')).listen(0, '127.0.0.1');
  await new Promise((resolve) => modes.once('listening', resolve));
  root = await mkdtemp(join(tmpdir(), 'gateway-shared-address-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
}, 120_000);

afterAll(async () => {
  await identity?.stop();
  await infra?.stop();
  modes?.close();
  await rm(root, { recursive: true, force: true });
});

/** Runs `task` for every item, `width` at a time, as a room of players would. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(task));
  }
}

describe('a league behind one address', () => {
  it('lets 40 players register, log in, verify and reload pages within a minute, with no 429', async () => {
    const gateway = newGateway();
    const statuses: number[] = [];
    const send = async (test: request.Test) => {
      const response = await test.set('x-forwarded-for', leagueAddress);
      statuses.push(response.status);
      return response;
    };
    const players = Array.from({ length: 40 }, (_, index) => `duelist-${index}`);
    const startedAt = Date.now();

    await inParallel(players, 10, async (username) => {
      const email = `${username}@example.com`;
      await send(request(gateway).post('/authentication/register').send({ username, email, password }));
      // A mistyped password first, as somebody in the room always does.
      await send(request(gateway).post('/authentication/login').send({ username, password: 'typo' }));
      const login = await send(request(gateway).post('/authentication/login').send({ username, password }));
      const token = login.body.token as string;
      for (let reload = 0; reload < 3; reload += 1) {
        const verify = await send(request(gateway).post('/authentication/verify').send({ token }));
        expect(verify.body).toEqual({ success: true });
        await send(request(gateway).get('/games/overview'));
        await send(
          request(gateway).get('/rest/api/progression-mode').set('authorization', `Bearer ${token}`),
        );
      }
    });

    expect(Date.now() - startedAt).toBeLessThan(60_000);
    expect(statuses).not.toContain(429);
    expect(statuses.filter((status) => status === 401)).toHaveLength(players.length);
    expect(statuses.length).toBe(players.length * 12);
  }, 90_000);

  it('still stops repeated wrong passwords on one account, and only that account', async () => {
    const gateway = newGateway();
    const forward = (test: request.Test) => test.set('x-forwarded-for', leagueAddress);
    for (const username of ['guessed', 'neighbour']) {
      const email = `${username}@example.com`;
      await forward(request(gateway).post('/authentication/register'))
        .send({ username, email, password })
        .expect(201);
    }
    const login = (username: string, attempt: string) =>
      forward(request(gateway).post('/authentication/login')).send({ username, password: attempt });

    // Identity's burst per account is 10 attempts, refilled at 30 a minute: wrong guesses are answered
    // until the burst (and what refilled while they were sent, on a busy machine) is spent.
    const startedAt = Date.now();
    let answered = 0;
    while ((await login('guessed', `guess-${answered}`)).status === 401 && answered < 40) answered += 1;
    const refilled = Math.ceil(((Date.now() - startedAt) / 1000) * (30 / 60));
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(answered).toBeLessThanOrEqual(10 + refilled);
    // The right password does not get through the refusal either, whatever the name's case.
    await login('Guessed', password).expect(429);
    await login('neighbour', password).expect(200);
  }, 60_000);

  it('stops a flood from one address with the per-address budget, and leaves other addresses alone', async () => {
    const gateway = newGateway();
    // Each attempt names another account, so only the address budget (200 at once) can refuse them;
    // the missing password makes identity answer 400 without hashing anything.
    const attempt = (index: number, address = leagueAddress) =>
      request(gateway)
        .post('/authentication/login')
        .set('x-forwarded-for', address)
        .send({ username: `flood-${index}` });
    const statuses: number[] = [];
    await inParallel(
      Array.from({ length: 300 }, (_, index) => index),
      20,
      async (index) => {
        statuses.push((await attempt(index)).status);
      },
    );

    const refused = statuses.filter((status) => status === 429).length;
    expect(statuses.length - refused).toBeGreaterThanOrEqual(200);
    expect(refused).toBeGreaterThan(50);
    await request(gateway)
      .post('/authentication/verify')
      .set('x-forwarded-for', leagueAddress)
      .send({ token: 'not-a-token' })
      .expect(200, { success: false });
    await attempt(999, '198.51.100.2').expect(400);
  }, 60_000);
});
