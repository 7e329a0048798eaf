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

  it('pages a result larger than a batch, projecting each document, with a single larger document alone', async () => {
    const many = db.collection('point_many');
    await many.insertMany(Array.from({ length: 40 }, (_, i) => ({ _id: i as never, text: 'y'.repeat(100_000), hidden: i })));
    await many.insertOne({ _id: 40 as never, text: 'z'.repeat(2_000_000), hidden: 40 });
    const found = await many.find({}, { projection: { hidden: 0 } }).sort({ _id: 1 }).toArray();
    expect(found.map((doc) => [doc._id, doc.text.length, 'hidden' in doc])).toEqual(
      Array.from({ length: 41 }, (_, i) => [i, i === 40 ? 2_000_000 : 100_000, false]),
    );
    const unsorted = await many.find({ _id: { $gte: 30 } as never }, { projection: { text: 0 } }).toArray();
    expect(unsorted).toEqual(Array.from({ length: 11 }, (_, i) => ({ _id: 30 + i, hidden: 30 + i })));
  });

  it('keeps a string _id apart from values of other types, in the _id map and in indexes', async () => {
    const mixed = db.collection('point_mixed');
    await mixed.createIndex({ ref: 1 }, { unique: true });
    // \u0001 starts the keys of non-string values: a string starting so must not meet them.
    const spelled = ['\u0001n1', '\u0001s1', '1', '', '\u0001'];
    await mixed.insertMany([{ _id: 1 as never, ref: 1 }, ...spelled.map((id) => ({ _id: id as never, ref: id }))]);
    expect(await mixed.countDocuments()).toBe(6);
    for (const id of [1, ...spelled]) {
      expect(await mixed.findOne({ _id: id as never })).toEqual({ _id: id, ref: id });
      expect(await mixed.findOne({ ref: id as never })).toEqual({ _id: id, ref: id });
    }
    await mixed.deleteOne({ _id: '\u0001n1' as never });
    expect(await mixed.findOne({ _id: 1 as never })).toEqual({ _id: 1, ref: 1 });
    await expect(mixed.insertOne({ ref: 1 })).rejects.toMatchObject({ code: 11000 });
    await mixed.insertOne({ ref: '\u0001n1' });
  });

  it('keeps index entries right as many documents share a key and leave it', async () => {
    const shared = db.collection('point_shared');
    await shared.createIndex({ group: 1 });
    await shared.insertMany(Array.from({ length: 30 }, (_, i) => ({ _id: i as never, group: i % 2 })));
    const ids = async (group: number) => (await shared.find({ group }).toArray()).map((doc) => doc._id).sort((a, b) => Number(a) - Number(b));
    expect(await ids(0)).toEqual(Array.from({ length: 15 }, (_, i) => 2 * i));
    await shared.deleteMany({ _id: { $gte: 4 } as never });
    expect(await ids(0)).toEqual([0, 2]);
    expect(await ids(1)).toEqual([1, 3]);
    await shared.deleteOne({ _id: 2 as never });
    await shared.updateOne({ _id: 3 as never }, { $set: { group: 0 } });
    expect(await ids(0)).toEqual([0, 3]);
    expect(await ids(1)).toEqual([1]);
  });
});
