import { startEmbeddedMongo, type EmbeddedMongo } from '@progression/embedded-mongo';
import mongoose from 'mongoose';
import { createLogger } from './logger';
import { connectMongo, mongoIsReady } from './mongo';

const silent = createLogger('mongo-test', 'silent');
const portOf = (uri: string) => Number(new URL(uri).port);

/** Milliseconds until `check` holds, polled every 50 ms; fails after `timeoutMs`. */
async function msUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return Date.now() - started;
}

describe('the MongoDB connection', () => {
  let store: EmbeddedMongo | undefined;
  afterEach(async () => {
    await mongoose.disconnect();
    await store?.stop();
  });

  it('is ready again within a few seconds of the store coming back, with no request asking for it', async () => {
    store = await startEmbeddedMongo({ durability: 'memory', port: 0 });
    const port = portOf(store.uri);
    await connectMongo({ url: store.uri, dbName: 'progression_mongo_test', logger: silent, attempts: 3 });
    expect(await mongoIsReady()).toBe(true);

    // The store dies (its sockets close as on a kill -9) and the readiness probe notices.
    await store.stop();
    store = undefined;
    await msUntil(async () => !(await mongoIsReady()), 10_000);

    // Only the readiness probe asks, as when nobody uses the app while the store starts again.
    store = await startEmbeddedMongo({ durability: 'memory', port });
    const healedInMs = await msUntil(() => mongoIsReady(), 20_000);
    // The driver's default (a check every 10 s) took about 10 s here.
    expect(healedInMs).toBeLessThan(5_000);
  }, 40_000);
});
