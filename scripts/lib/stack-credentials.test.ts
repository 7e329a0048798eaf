import { mkdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { MongoClient } from 'mongodb';
import { natsConnectionOptions } from '@progression/service-kit';
import { fetchOnce } from './health.mjs';
import { findRepoRoot } from './repo.mjs';
import { CREDENTIAL_FILES } from './secret.mjs';
import { NATS_CONFIG_FILE, startStack } from './stack.mjs';
import { makeFakeCheckout } from './fake-stack';

// The stack's own embedded store and nats-server (stand-in services and gateway): both let in only the
// credentials generated into the data directory.
describe('the stores of a started stack', () => {
  let root: string;
  let stack: Awaited<ReturnType<typeof startStack>>;
  const dataDir = () => join(root, '.data');

  beforeAll(async () => {
    root = makeFakeCheckout();
    // The real embedded store (built by npm run build), run from the fake checkout.
    mkdirSync(join(root, 'packages', 'embedded-mongo'), { recursive: true });
    const built = join(findRepoRoot(__dirname), 'packages', 'embedded-mongo', 'dist');
    symlinkSync(built, join(root, 'packages', 'embedded-mongo', 'dist'));
    stack = await startStack({
      root,
      dataDir: dataDir(),
      port: 0,
      durability: 'none',
      quiet: true,
      log: () => {},
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const withoutCredentials = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

  it('keeps the store passwords and the NATS configuration private to their owner', () => {
    for (const file of [CREDENTIAL_FILES.MONGO_PASSWORD, CREDENTIAL_FILES.NATS_PASSWORD, NATS_CONFIG_FILE])
      expect(statSync(join(dataDir(), file)).mode & 0o777).toBe(0o600);
  });

  it('gives the services the credentials inside MONGO_URL and NATS_URL only', async () => {
    const env = JSON.parse((await fetchOnce(`${stack.serviceUrls.CATALOG_URL}/healthz`)).body).env;
    expect(env.MONGO_URL).toBe(stack.mongoUrl);
    expect(env.MONGO_URL).toMatch(/^mongodb:\/\/progression:[^@]+@127\.0\.0\.1:\d+\/\?authSource=admin$/);
    expect(env.NATS_URL).toBe(stack.natsUrl);
    expect(env.MONGO_PASSWORD).toBeUndefined();
    expect(env.NATS_PASSWORD).toBeUndefined();
  });

  it('lets the store user into the embedded store and refuses everyone else', async () => {
    const trusted = new MongoClient(stack.mongoUrl, { serverSelectionTimeoutMS: 3000 });
    const anonymous = new MongoClient(withoutCredentials(stack.mongoUrl), { serverSelectionTimeoutMS: 3000 });
    const guessing = new MongoClient(stack.mongoUrl.replace(/:[^:@/]+@/, ':guess@'), {
      serverSelectionTimeoutMS: 3000,
    });
    try {
      await trusted.db('progression_test').collection('notes').insertOne({ text: 'mine' });
      await expect(anonymous.db('progression_test').collection('notes').findOne()).rejects.toMatchObject({
        code: 13,
        codeName: 'Unauthorized',
      });
      await expect(guessing.connect()).rejects.toMatchObject({ code: 18 });
    } finally {
      await Promise.all([trusted.close(), anonymous.close(), guessing.close()]);
    }
  });

  it('lets the store user into nats-server and refuses everyone else', async () => {
    const trusted = await connect({ ...natsConnectionOptions(stack.natsUrl), reconnect: false });
    await trusted.close();
    await expect(
      connect({ servers: withoutCredentials(stack.natsUrl), reconnect: false, maxReconnectAttempts: 0 }),
    ).rejects.toThrow(/Authorization Violation/);
  });
});
