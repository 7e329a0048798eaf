import { Decimal128, Double, Int32, Long, MongoClient } from 'mongodb';
import type { Collection, Db } from 'mongodb';
import { testTarget } from './test-support/target';

// Numbers of every BSON type compare by value, as in MongoDB: in filters, sorts, index keys and $min/$max.
// Runs against a real MongoDB when MONGO_URL is set.
describe('numbers of mixed BSON types', () => {
  let target: Awaited<ReturnType<typeof testTarget>>;
  let client: MongoClient;
  let db: Db;

  const values = {
    int: new Int32(10),
    long: Long.fromNumber(3),
    double: new Double(2.5),
    decimal: Decimal128.fromString('7.5'),
    negativeZero: new Double(-0),
    nan: new Double(NaN),
    infinity: new Double(Infinity),
    minusInfinity: new Double(-Infinity),
    bigLong: Long.fromString('9007199254740993'),
    twoTo53: new Double(2 ** 53),
    preciseDecimal: Decimal128.fromString('9007199254740992.5'),
    tenth: new Double(0.1),
    decimalTenth: Decimal128.fromString('0.1'),
  };
  const names = Object.keys(values);

  async function seeded(name: string, index?: Record<string, 1 | -1>): Promise<Collection> {
    const collection = db.collection(name);
    if (index) await collection.createIndex(index);
    await collection.insertMany(Object.entries(values).map(([label, v]) => ({ label, v })));
    return collection;
  }
  const labels = async (collection: Collection, filter: object, sort: object = { label: 1 }) =>
    (await collection.find(filter, { sort: sort as never }).toArray()).map((doc) => doc.label as string);

  beforeAll(async () => {
    target = await testTarget();
    client = await MongoClient.connect(target.uri, { promoteValues: false });
    db = client.db(target.dbName);
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
    await target.stop();
  });

  describe.each([
    ['by a collection scan', undefined],
    ['through an index', { v: 1 as const }],
  ])('filters %s', (_how, index) => {
    let collection: Collection;
    beforeAll(async () => {
      collection = await seeded(`filters_${index ? 'indexed' : 'scanned'}`, index);
    });

    it('finds every number above 2.6 whatever its type', async () => {
      expect(await labels(collection, { v: { $gt: 2.6 } })).toEqual(
        ['bigLong', 'decimal', 'infinity', 'int', 'long', 'preciseDecimal', 'twoTo53'],
      );
    });

    it('bounds a range on both sides across types', async () => {
      expect(await labels(collection, { v: { $gte: Long.fromNumber(3), $lt: Decimal128.fromString('10') } })).toEqual(['decimal', 'long']);
      expect(await labels(collection, { v: { $lte: 0 } })).toEqual(['minusInfinity', 'negativeZero']);
    });

    it('holds 1, 1.0, Long 1 and Decimal 1 equal, and -0 equal to 0', async () => {
      expect(await labels(collection, { v: Decimal128.fromString('3.00') })).toEqual(['long']);
      expect(await labels(collection, { v: new Int32(0) })).toEqual(['negativeZero']);
      expect(await labels(collection, { v: { $in: [new Double(10), Long.fromNumber(7), Decimal128.fromString('2.5')] } })).toEqual(['double', 'int']);
      expect(await labels(collection, { v: { $nin: [Long.fromNumber(10), 3] }, label: { $in: ['int', 'long', 'double'] } })).toEqual(['double']);
    });

    it('matches NaN only by NaN, and keeps it out of every range', async () => {
      expect(await labels(collection, { v: NaN })).toEqual(['nan']);
      expect(await labels(collection, { v: { $lt: -1e308 } })).toEqual(['minusInfinity']);
    });

    it('tells apart values beyond double precision', async () => {
      expect(await labels(collection, { v: Long.fromString('9007199254740993') })).toEqual(['bigLong']);
      expect(await labels(collection, { v: { $gt: new Double(2 ** 53) } })).toEqual(['bigLong', 'infinity', 'preciseDecimal']);
      expect(await labels(collection, { v: { $gt: Decimal128.fromString('9007199254740992.5') } })).toEqual(['bigLong', 'infinity']);
      expect(await labels(collection, { v: Decimal128.fromString('0.1') })).toEqual(['decimalTenth']);
      expect(await labels(collection, { v: { $gt: Decimal128.fromString('0.1') } , label: 'tenth' })).toEqual(['tenth']);
    });
  });

  it('sorts mixed numeric types by value, NaN first, ascending and descending, with or without an index', async () => {
    const order = ['nan', 'minusInfinity', 'negativeZero', 'decimalTenth', 'tenth', 'double', 'long', 'decimal', 'int', 'twoTo53', 'preciseDecimal', 'bigLong', 'infinity'];
    const scanned = await seeded('sorted_scan');
    const indexed = await seeded('sorted_index', { v: -1 });
    expect(await labels(scanned, {}, { v: 1 })).toEqual(order);
    expect(await labels(indexed, { v: { $gte: -Infinity } }, { v: -1 })).toEqual([...order].slice(1).reverse());
    expect(await labels(indexed, {}, { v: 1 })).toEqual(order);
    expect((await indexed.aggregate([{ $sort: { v: -1 } }, { $limit: 3 }]).toArray()).map((doc) => doc.label)).toEqual(['infinity', 'bigLong', 'preciseDecimal']);
    expect(names).toHaveLength(order.length);
  });

  it('refuses 1, 1.0, Long 1 and Decimal 1 as one key of a unique index, but not neighbours beyond 2^53', async () => {
    const unique = db.collection('unique_numbers');
    await unique.createIndex({ n: 1 }, { unique: true });
    await unique.insertOne({ n: new Int32(1) });
    for (const same of [new Double(1), Long.fromNumber(1), Decimal128.fromString('1.0')])
      await expect(unique.insertOne({ n: same })).rejects.toMatchObject({ code: expect.objectContaining({ value: 11000 }) });
    await unique.insertOne({ n: new Double(2 ** 53) });
    await unique.insertOne({ n: Long.fromString('9007199254740993') });
    await expect(unique.insertOne({ n: Decimal128.fromString('9007199254740993') })).rejects.toMatchObject({ code: expect.objectContaining({ value: 11000 }) });
    await unique.insertOne({ n: new Double(0) });
    await expect(unique.insertOne({ n: new Double(-0) })).rejects.toMatchObject({ code: expect.objectContaining({ value: 11000 }) });
  });

  it('takes $min and $max by value across types', async () => {
    const collection = await seeded('min_max');
    const [extremes] = await collection
      .aggregate([{ $match: { label: { $in: ['int', 'long', 'double', 'decimal'] } } }, { $group: { _id: null, low: { $min: '$v' }, high: { $max: '$v' } } }])
      .toArray();
    expect(extremes.low).toEqual(new Double(2.5));
    expect(extremes.high).toEqual(new Int32(10));
    await collection.updateOne({ label: 'decimal' }, { $max: { v: new Int32(8) } });
    await collection.updateOne({ label: 'long' }, { $min: { v: Decimal128.fromString('2.75') } });
    expect(await labels(collection, { v: 8 })).toEqual(['decimal']);
    expect(await labels(collection, { v: Decimal128.fromString('2.75') })).toEqual(['long']);
  });
});
