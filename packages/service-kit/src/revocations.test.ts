import { connect, type NatsConnection } from '@nats-io/transport-node';
import { identityCalls, revocationsAnnounced } from '@progression/contracts';
import { createLogger } from './logger';
import { announceRevocations, RevocationList } from './revocations';
import { startServiceProcess, type ServiceProcess } from './testing/service-process';
import { startTestInfra, type TestInfra } from './testing/infra';
import { startNatsServer } from './testing/nats-server';
import { eventually } from './testing/eventually';
import { startStandIn } from './testing/stand-in';
import { TEST_KEYS } from './testing/tokens';

const logger = createLogger('revocations-test', 'silent');

/** A list asking the identity at `identityUrl` (by default none listens there) every `refreshMs`. */
const listAt = (identityUrl = 'http://127.0.0.1:1', refreshMs = 1000) =>
  new RevocationList({
    identityUrl,
    serviceName: 'games',
    serviceSecret: TEST_KEYS.SERVICE_SECRET,
    logger,
    refreshMs,
  });

/** A stand-in identity answering an empty list (after failing its first `failing` reads). */
const standInIdentity = (failing = 0) => {
  let reads = 0;
  return startStandIn(identityCalls, {
    revocations: () => {
      reads += 1;
      if (reads <= failing) throw new Error('identity is starting');
      return { asOf: Date.now(), tokens: [], users: [] };
    },
  });
};

describe('RevocationList', () => {
  const list = () => listAt();
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

describe('a list that follows the announcements', () => {
  let infra: TestInfra;
  let listening: NatsConnection;
  let announcing: NatsConnection;
  beforeAll(async () => {
    infra = await startTestInfra();
    [listening, announcing] = [
      await connect({ servers: infra.natsUrl }),
      await connect({ servers: infra.natsUrl }),
    ];
  }, 60_000);
  afterAll(async () => {
    await listening?.close();
    await announcing?.close();
    await infra?.stop();
  });

  it('refuses an announced token at once, without asking identity, and ignores what does not parse', async () => {
    // Identity is unreachable and asked only every 30 s: only the announcement can bring the token.
    const revocations = listAt();
    revocations.follow(listening);
    await listening.flush();
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const token = {
      principal: { id: 'u1', username: 'Yugi' },
      tokenId: 't1',
      issuedAt: expiresAt - 60,
      expiresAt,
    };
    expect(revocations.isRevoked(token)).toBe(false);
    announcing.publish(revocationsAnnounced, 'not json');
    announcing.publish(revocationsAnnounced, JSON.stringify({ tokens: 'all' }));
    announceRevocations(announcing, { asOf: Date.now(), tokens: [{ tokenId: 't1', expiresAt }], users: [] });
    await announcing.flush();
    const announcedAt = Date.now();
    while (!revocations.isRevoked(token) && Date.now() - announcedAt < 2000)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(revocations.isRevoked(token)).toBe(true);
    expect(Date.now() - announcedAt).toBeLessThan(500);
    revocations.stop();
  });

  it('keeps asking at the short interval until identity first answers, then only every 30 s', async () => {
    const identity = await standInIdentity(1);
    const revocations = listAt(identity.url, 100);
    revocations.follow(listening);
    revocations.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    revocations.stop();
    await identity.stop();
    // The failed read, the one 100 ms later that succeeded, and no other within the second.
    expect(identity.received).toHaveLength(2);
  });
});

it('asks identity at its short interval again while NATS is away, and every 30 s once a read follows the reconnect', async () => {
  const identity = await standInIdentity();
  const asked = identity.received;
  const nats = await startNatsServer();
  const connection = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
  const revocations = listAt(identity.url, 100);
  let reconnected = false;
  void (async () => {
    for await (const status of connection.status()) if (status.type === 'reconnect') reconnected = true;
  })();
  revocations.follow(connection);
  revocations.start();
  const askedWithin = async (ms: number) => {
    const before = asked.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return asked.length - before;
  };
  expect(await askedWithin(700)).toBe(1); // the first read, then none for 30 s
  const port = Number(new URL(nats.url).port);
  await nats.stop();
  expect(await askedWithin(700)).toBeGreaterThanOrEqual(4); // every 100 ms while the connection is away
  const again = await startNatsServer({ port });
  await eventually('the reconnect', () => reconnected);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await askedWithin(700)).toBe(0);
  revocations.stop();
  await connection.close();
  await again.stop();
  await identity.stop();
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

    const announced: string[] = [];
    const watcher = await connect({ servers: infra.natsUrl });
    watcher.subscribe(revocationsAnnounced, {
      callback: (_error, message) => void announced.push(message.string()),
    });
    await watcher.flush();
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
    // Identity announced it, for the services connected to NATS to refuse it at once.
    await watcher.flush();
    await watcher.close();
    expect(announced.map((body) => JSON.parse(body) as { tokens: unknown[] })).toEqual([
      expect.objectContaining({
        tokens: [expect.objectContaining({ tokenId: expect.any(String) })],
        users: [],
      }),
    ]);
  });
});
