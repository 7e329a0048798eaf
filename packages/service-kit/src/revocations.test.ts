import { createLogger } from './logger';
import { RevocationList } from './revocations';
import { startServiceProcess, type ServiceProcess } from './testing/service-process';
import { startTestInfra, type TestInfra } from './testing/infra';

const logger = createLogger('revocations-test', 'silent');

describe('RevocationList', () => {
  const list = () =>
    new RevocationList({
      identityUrl: 'http://127.0.0.1:1',
      serviceName: 'games',
      serviceSecret: 'x',
      logger,
      refreshMs: 1000,
    });
  const now = 1_700_000_000;
  const token = (tokenId: string, issuedAt: number) => ({
    principal: { id: 'u1', username: 'Yugi' },
    tokenId,
    issuedAt,
    expiresAt: now + 3600,
  });

  it('refuses a revoked token and every token its user had before the cut-off', () => {
    const revocations = list();
    revocations.apply(
      {
        asOf: now * 1000,
        tokens: [{ tokenId: 't1', expiresAt: now + 60 }],
        users: [{ userId: 'u1', notBefore: now - 10, expiresAt: now + 60 }],
      },
      now,
    );
    expect(revocations.isRevoked(token('t1', now))).toBe(true);
    expect(revocations.isRevoked(token('t2', now - 11))).toBe(true);
    expect(revocations.isRevoked(token('t3', now - 10))).toBe(false);
    expect(revocations.isRevoked({ principal: { service: 'games' }, expiresAt: now + 60 })).toBe(false);
  });

  it('forgets what has expired and keeps the later cut-off', () => {
    const revocations = list();
    const cutoff = (notBefore: number) => ({ userId: 'u1', notBefore, expiresAt: now + 60 });
    revocations.apply(
      { asOf: 0, tokens: [{ tokenId: 't1', expiresAt: now + 1 }], users: [cutoff(now)] },
      now,
    );
    revocations.apply({ asOf: 0, tokens: [], users: [cutoff(now - 100)] }, now + 2);
    expect(revocations.isRevoked(token('t1', now + 5))).toBe(false);
    expect(revocations.isRevoked(token('t2', now - 50))).toBe(true);
  });

  it('keeps the last list when identity cannot be reached', async () => {
    const revocations = list();
    revocations.apply({ asOf: 0, tokens: [{ tokenId: 't1', expiresAt: now * 2 }], users: [] });
    expect(await revocations.refresh()).toBe(false);
    expect(revocations.isRevoked(token('t1', now))).toBe(true);
  });
});

describe('a service refuses a logged-out token itself', () => {
  const refreshMs = 500;
  let infra: TestInfra;
  let identity: ServiceProcess;
  let modes: ServiceProcess;

  beforeAll(async () => {
    infra = await startTestInfra();
    identity = await startServiceProcess({
      workspace: 'services/identity',
      env: { MONGO_URL: infra.mongoUrl, NATS_URL: infra.natsUrl },
    });
    // A real service, reached directly (no gateway in front), reading identity's list every 500 ms.
    modes = await startServiceProcess({
      workspace: 'services/modes',
      env: {
        MONGO_URL: infra.mongoUrl,
        NATS_URL: infra.natsUrl,
        CATALOG_URL: 'http://127.0.0.1:9',
        IDENTITY_URL: identity.url,
        REVOCATION_REFRESH_MS: String(refreshMs),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await modes?.stop();
    await identity?.stop();
    await infra?.stop();
  });

  const post = (path: string, body?: unknown, token?: string) =>
    fetch(`${identity.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = async () => {
    const response = await post('/authentication/login', { username: 'Kaiba', password: 'blue-eyes-white' });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const readModes = async (token: string) =>
    (await fetch(`${modes.url}/rest/api/progression-mode`, { headers: { authorization: `Bearer ${token}` } }))
      .status;

  it('answers 401 within the refresh interval of the logout, and 200 to the other token of the same user', async () => {
    const registered = await post('/authentication/register', {
      username: 'Kaiba',
      email: 'kaiba@example.com',
      password: 'blue-eyes-white',
    });
    expect(registered.status).toBe(201);
    const [session, other] = [await login(), await login()];
    expect(await readModes(session)).toBe(200);

    expect((await post('/authentication/logout', undefined, session)).status).toBe(204);
    const loggedOutAt = Date.now();
    let status = await readModes(session);
    while (status !== 401 && Date.now() - loggedOutAt < 3 * refreshMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await readModes(session);
    }
    expect(status).toBe(401);
    // One refresh, plus the time a read of the list takes.
    expect(Date.now() - loggedOutAt).toBeLessThan(refreshMs + 250);
    expect(await readModes(other)).toBe(200);
  });
});
