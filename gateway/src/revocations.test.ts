import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createLogger, RevocationList } from '@progression/service-kit';
import {
  startServiceProcess,
  startTestInfra,
  TEST_KEYS,
  type ServiceProcess,
  type TestInfra,
} from '@progression/service-kit/testing';
import { createGateway } from './app';
import { readEnv } from './env';

const logger = createLogger('gateway', 'silent');

describe('the gateway and identity together', () => {
  let infra: TestInfra;
  let identity: ServiceProcess;
  let revocations: RevocationList;
  let root: string;
  let modes: http.Server;
  let gateway: ReturnType<ReturnType<typeof createGateway>['callback']>;
  const yugi = { username: 'Yugi', email: 'yugi@example.com', password: 'dark-magician' };

  beforeAll(async () => {
    infra = await startTestInfra();
    identity = await startServiceProcess({
      workspace: 'services/identity',
      env: { MONGO_URL: infra.mongoUrl, NATS_URL: infra.natsUrl },
    });
    root = await mkdtemp(join(tmpdir(), 'gateway-revocations-'));
    modes = http.createServer((_req, res) => res.end('{}')).listen(0, '127.0.0.1');
    await new Promise((resolve) => modes.once('listening', resolve));
    const env = readEnv({
      ...TEST_KEYS,
      IDENTITY_URL: identity.url,
      MODES_URL: `http://127.0.0.1:${(modes.address() as { port: number }).port}`,
      SHELL_DIST: root,
      MF_DIST_ROOT: root,
      AUTH_RATE_LIMIT_BURST: '1000',
      REVOCATION_REFRESH_MS: '100',
    });
    revocations = new RevocationList({
      identityUrl: identity.url,
      serviceName: 'gateway',
      serviceSecret: env.SERVICE_SECRET,
      logger,
      refreshMs: env.REVOCATION_REFRESH_MS,
    });
    revocations.start();
    gateway = createGateway({ env, logger, revocations }).callback();
    await request(gateway).post('/authentication/register').send(yugi).expect(201);
  }, 120_000);

  afterAll(async () => {
    revocations?.stop();
    await identity?.stop();
    await infra?.stop();
    modes?.close();
    await rm(root, { recursive: true, force: true });
  });

  const login = async (password = yugi.password) =>
    `Bearer ${(await request(gateway).post('/authentication/login').send({ username: 'Yugi', password }).expect(200)).body.token}`;
  // A route of another service (a stand-in that answers 200), so only the gateway's own check can refuse.
  const readModes = (bearer: string) =>
    request(gateway).get('/rest/api/progression-mode').set('authorization', bearer);
  /** The status the gateway answers once its list, refreshed every 100 ms, has caught up (2 s at most). */
  async function settledStatus(bearer: string, expected: number): Promise<number> {
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== expected; attempt += 1) {
      status = (await readModes(bearer)).status;
      if (status !== expected) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return status;
  }

  it('answers 401 to a logged-out token, and still serves the other token of the same user', async () => {
    const [session, other] = [await login(), await login()];
    await readModes(session).expect(200);
    await request(gateway).post('/authentication/logout').set('authorization', session).expect(204);
    expect(await settledStatus(session, 401)).toBe(401);
    await readModes(other).expect(200);
  });

  it('after a password change answers 401 to every older token and 200 to the new one', async () => {
    const [first, second] = [await login(), await login()];
    const { body } = await request(gateway)
      .put('/rest/api/app-user/password')
      .set('authorization', first)
      .send({ currentPassword: yugi.password, newPassword: 'blue-eyes-white' })
      .expect(200);
    expect(await settledStatus(first, 401)).toBe(401);
    await readModes(second).expect(401);
    await readModes(`Bearer ${body.token}`).expect(200);
    await readModes(await login('blue-eyes-white')).expect(200);
  });
});
