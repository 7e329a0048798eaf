import { MongoClient } from 'mongodb';
import { testTarget } from './test-support/target';

describe('concurrent clients', () => {
  let target: Awaited<ReturnType<typeof testTarget>>;
  let client: MongoClient;

  beforeAll(async () => {
    target = await testTarget();
    client = await MongoClient.connect(target.uri, { maxPoolSize: 20 });
  });
  afterAll(async () => {
    await client.db(target.dbName).dropDatabase();
    await client.close();
    await target.stop();
  });

  it('loses no update among many parallel findOneAndUpdate $inc on one document', async () => {
    const counters = client.db(target.dbName).collection('counters');
    await counters.insertOne({ _id: 'packs' as never, opened: 0 });
    await Promise.all(
      Array.from({ length: 200 }, () => counters.findOneAndUpdate({ _id: 'packs' as never }, { $inc: { opened: 1 } })),
    );
    expect((await counters.findOne({ _id: 'packs' as never }))?.opened).toBe(200);
  });

  it('lets exactly one of many parallel inserts of the same unique key through', async () => {
    const users = client.db(target.dbName).collection('users');
    await users.createIndex({ username: 1 }, { unique: true });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => users.insertOne({ username: 'ann' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 11000)).toBe(true);
    expect(await users.countDocuments({ username: 'ann' })).toBe(1);
  });
});
