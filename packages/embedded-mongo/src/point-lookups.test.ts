import { MongoClient } from 'mongodb';
import type { Collection, Db } from 'mongodb';
import { testTarget } from './test-support/target';

// Point lookups are answered from the index alone; these pin that they still mean what a query means.
describe('point lookups by _id and unique index', () => {
  let target: Awaited<ReturnType<typeof testTarget>>;
  let client: MongoClient;
  let db: Db;
  let cards: Collection;

  beforeAll(async () => {
    target = await testTarget();
    client = await MongoClient.connect(target.uri);
    db = client.db(target.dbName);
    cards = db.collection('point_cards');
    await cards.createIndex({ code: 1 }, { unique: true });
    await cards.createIndex({ tags: 1 });
    await cards.insertMany([
      { _id: 1 as never, code: 'a', tags: ['x', 'y'], atk: 100, nested: { n: 1 } },
      { _id: 2 as never, code: 'b', tags: [['x']], atk: 200 },
      { _id: 3 as never, code: 'c', tags: 'x', atk: 300 },
    ]);
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
    await target.stop();
  });

  it('finds by _id, by $eq and by $in without duplicates, whatever the number type', async () => {
    expect(await cards.findOne({ _id: 2.0 as never })).toMatchObject({ code: 'b' });
    expect(await cards.findOne({ _id: { $eq: 3 } as never })).toMatchObject({ code: 'c' });
    const found = await cards.find({ _id: { $in: [3, 1, 3, 9] } as never }).sort({ _id: 1 }).toArray();
    expect(found.map((doc) => doc.code)).toEqual(['a', 'c']);
  });

  it('still applies the rest of a filter beside the indexed field', async () => {
    expect(await cards.findOne({ _id: 1 as never, atk: 999 })).toBeNull();
    expect(await cards.findOne({ code: 'a', atk: 100 })).toMatchObject({ _id: 1 });
  });

  it('matches array elements on a multikey index but not nested arrays', async () => {
    const found = await cards.find({ tags: 'x' }).sort({ _id: 1 }).toArray();
    expect(found.map((doc) => doc._id)).toEqual([1, 3]);
  });

  it('projects included and excluded top-level fields in document order', async () => {
    const included = await cards.findOne({ code: 'a' }, { projection: { atk: 1, code: 1 } });
    expect(Object.keys(included ?? {})).toEqual(['_id', 'code', 'atk']);
    expect(await cards.findOne({ _id: 1 as never }, { projection: { tags: 0, nested: 0, _id: 0 } })).toEqual({ code: 'a', atk: 100 });
    expect(await cards.findOne({ _id: 1 as never }, { projection: { _id: 0, atk: true } })).toEqual({ atk: 100 });
  });

  it('returns copies: changing a result changes nothing stored', async () => {
    const first = await cards.findOne({ _id: 1 as never });
    (first?.nested as { n: number }).n = 42;
    expect((await cards.findOne({ _id: 1 as never }))?.nested).toEqual({ n: 1 });
  });

  it('answers replies of several MiB between small ones', async () => {
    const big = db.collection('point_big');
    const text = 'z'.repeat(700 * 1024);
    await big.insertMany(Array.from({ length: 4 }, (_, i) => ({ _id: i as never, text })));
    for (let round = 0; round < 3; round++) {
      expect(await cards.findOne({ _id: 3 as never })).toMatchObject({ code: 'c' });
      const all = await big.find({}).toArray();
      expect(all.map((doc) => doc.text.length)).toEqual([text.length, text.length, text.length, text.length]);
    }
  });
});
