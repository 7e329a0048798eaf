import fc from 'fast-check';
import { Decimal128, Long, MongoClient } from 'mongodb';
import type { Collection, Db } from 'mongodb';

type Document = { _id: number; [field: string]: unknown };
import { compareValues, keyOf } from './bson-values';
import { indexScanOf, planStages } from './test-support/plan-stages';
import { testTarget } from './test-support/target';

// Queries answered through indexes (equality prefixes, ranges, $in, sorted walks with a limit, multikey,
// sparse and partial indexes) return what a full scan of the same documents returns.
// Hundreds of queries each: about a second alone, several times that on a busy machine.
const propertyTimeoutMs = 30_000;

describe('index-backed queries', () => {
  let target: Awaited<ReturnType<typeof testTarget>>;
  let client: MongoClient;
  let db: Db;
  let indexed: Collection<Document>;
  let scanned: Collection<Document>;

  const number = fc.oneof(
    fc.integer({ min: -3, max: 12 }),
    fc.constantFrom(2.5, -0, 7.25),
    fc.integer({ min: 0, max: 9 }).map((n) => Long.fromNumber(n)),
    fc.constantFrom('3', '6.5', '10.0').map((text) => Decimal128.fromString(text)),
  );
  const value = fc.oneof(number, fc.constantFrom('x', 'y', 'z'), fc.constant(null));
  const document = fc.record(
    {
      a: value,
      b: number,
      c: number,
      d: fc.constantFrom('p', 'q', 'r'),
      tags: fc.array(fc.constantFrom('t1', 't2', 't3', 4), { maxLength: 3 }),
    },
    { requiredKeys: ['d'] },
  );
  const condition = fc.oneof(
    value,
    fc.record({ $in: fc.array(value, { minLength: 1, maxLength: 3 }) }),
    fc.record({ $gt: number }),
    fc.record({ $gte: number, $lt: number }),
    fc.record({ $lte: fc.oneof(number, fc.constant('y')) }),
  );
  const query = fc.record({
    filter: fc.record(
      {
        a: condition,
        b: condition,
        c: condition,
        d: fc.constantFrom('p', 'q'),
        tags: fc.oneof(fc.constantFrom('t1', 't3', 4), fc.record({ $in: fc.constant(['t2', 4]) })),
      },
      { requiredKeys: [] },
    ),
    sort: fc.option(
      fc.constantFrom<Record<string, 1 | -1>>(
        { a: 1 },
        { b: -1 },
        { a: 1, b: -1 },
        { a: -1, b: 1 },
        { d: 1, a: 1 },
        { c: 1 },
        { c: -1 },
      ),
      { nil: undefined },
    ),
    limit: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  });

  beforeAll(async () => {
    target = await testTarget();
    client = await MongoClient.connect(target.uri, { promoteLongs: false });
    db = client.db(target.dbName);
    indexed = db.collection<Document>('indexed');
    scanned = db.collection<Document>('scanned');
    await indexed.createIndex({ a: 1, b: -1 });
    await indexed.createIndex({ d: 1, a: 1 });
    await indexed.createIndex({ b: 1 }, { sparse: true });
    await indexed.createIndex({ c: 1 }, { partialFilterExpression: { c: { $gt: 5 } } });
    await indexed.createIndex({ tags: 1 });
    const docs = fc.sample(document, { numRuns: 300, seed: 7 }).map((doc, i) => ({ _id: i, ...doc }));
    await indexed.insertMany(docs.map((doc) => ({ ...doc })));
    await scanned.insertMany(docs.map((doc) => ({ ...doc })));
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
    await target.stop();
  });

  const sortKeys = (doc: Document, sort: Record<string, 1 | -1> | undefined) =>
    keyOf(Object.keys(sort ?? {}).map((field) => doc[field] ?? null));

  /** Runs a random query on both collections and compares; returns the index the query used, if any. */
  async function compare({
    filter,
    sort,
    limit,
  }: {
    filter: Record<string, unknown>;
    sort?: Record<string, 1 | -1>;
    limit?: number;
  }) {
    const options = { sort, limit };
    const fromIndex = await indexed.find(filter, options).toArray();
    const fromScan = await scanned.find(filter, { ...options, hint: { $natural: 1 } }).toArray();
    const explained = await indexed.find(filter, options).explain('queryPlanner');
    const stage = String(indexScanOf(explained)?.indexName ?? planStages(explained).at(-1)?.stage ?? 'none');
    if (!sort) {
      const ids = (docs: Document[]) => docs.map((doc) => Number(doc._id)).sort((x, y) => x - y);
      if (limit) expect(fromIndex).toHaveLength(fromScan.length);
      else expect(ids(fromIndex)).toEqual(ids(fromScan));
      return stage;
    }
    // Documents that tie on the sort may come in any order; their sort keys may not.
    expect(fromIndex.map((doc) => sortKeys(doc, sort))).toEqual(fromScan.map((doc) => sortKeys(doc, sort)));
    if (!limit)
      expect(new Set(fromIndex.map((doc) => Number(doc._id)))).toEqual(
        new Set(fromScan.map((doc) => Number(doc._id))),
      );
    return stage;
  }

  it(
    'returns what a full scan returns, for random filters, sorts and limits',
    async () => {
      const stages = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(query, async (random) => {
          const stage = await compare(random);
          stages.set(stage, (stages.get(stage) ?? 0) + 1);
        }),
        { numRuns: 400, seed: 20261122 },
      );
      // Every kind of index took part.
      for (const name of ['a_1_b_-1', 'd_1_a_1', 'b_1', 'c_1', 'tags_1'])
        expect(stages.get(name)).toBeGreaterThan(0);
    },
    propertyTimeoutMs,
  );

  it(
    'still returns what a full scan returns after random updates, deletes and inserts',
    async () => {
      const change = fc.record({ at: fc.integer({ min: 0, max: 299 }), doc: document, remove: fc.boolean() });
      let next = 1000;
      for (const { at, doc, remove } of fc.sample(change, { numRuns: 400, seed: 11 })) {
        for (const collection of [indexed, scanned]) {
          if (remove) await collection.deleteOne({ _id: at });
          else await collection.replaceOne({ _id: at }, doc, { upsert: true });
          await collection.insertOne({ _id: next, ...doc });
        }
        next++;
      }
      await fc.assert(
        fc.asyncProperty(query, async (random) => void (await compare(random))),
        { numRuns: 200, seed: 5 },
      );
    },
    propertyTimeoutMs,
  );

  it('matches results to the filter: every document returned matches, sorted as asked', async () => {
    const docs = await indexed.find({ a: { $gte: 2 } }, { sort: { a: 1, b: -1 } }).toArray();
    for (let i = 1; i < docs.length; i++) {
      const order = compareValues(docs[i - 1].a, docs[i].a) || -compareValues(docs[i - 1].b, docs[i].b);
      expect(order).toBeLessThanOrEqual(0);
    }
  });
});
