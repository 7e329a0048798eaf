import { Decimal128, Long, MongoClient, ObjectId } from 'mongodb';
import type { Db } from 'mongodb';
import { indexScanOf, planStages } from './test-support/plan-stages';
import { testTarget } from './test-support/target';

// Written from MongoDB's documented behaviour; runs against a real MongoDB when MONGO_URL is set.
describe('MongoDB conformance', () => {
  let target: Awaited<ReturnType<typeof testTarget>>;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    target = await testTarget();
    client = await MongoClient.connect(target.uri);
    db = client.db(target.dbName);
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
    await target.stop();
  });

  describe('handshake and commands', () => {
    it('answers hello without topologyVersion and with sessions enabled', async () => {
      const hello = await db.admin().command({ hello: 1 });
      expect(hello).toMatchObject({ isWritablePrimary: true, maxBsonObjectSize: 16777216, ok: 1 });
      expect(hello.logicalSessionTimeoutMinutes).toBe(30);
      if (!process.env.MONGO_URL) expect(hello.topologyVersion).toBeUndefined();
      expect(await db.admin().command({ isMaster: 1 })).toMatchObject({ ismaster: true });
    });

    it('refuses an unknown command with CommandNotFound', async () => {
      await expect(db.command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound' });
    });

    it('reports real collection figures in collStats and dbStats', async () => {
      await db.collection('stats').insertMany([{ a: 1 }, { a: 2 }]);
      const stats = await db.command({ collStats: 'stats' });
      expect(stats).toMatchObject({ count: 2, nindexes: 1 });
      expect(stats.size).toBeGreaterThan(0);
      expect((await db.command({ dbStats: 1 })).objects).toBeGreaterThanOrEqual(2);
    });
  });

  describe('writes', () => {
    it('refuses $inc on a string with TypeMismatch and leaves the document unchanged', async () => {
      const c = db.collection('types');
      await c.insertOne({ _id: 1 as never, name: 'x' });
      await expect(c.updateOne({ _id: 1 as never }, { $inc: { name: 1 } })).rejects.toMatchObject({ code: 14 });
      expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, name: 'x' });
    });

    it('refuses to change _id with ImmutableField', async () => {
      const c = db.collection('immutable');
      await c.insertOne({ _id: 1 as never });
      await expect(c.updateOne({ _id: 1 as never }, { $set: { _id: 2 } })).rejects.toMatchObject({ code: 66 });
      await expect(c.replaceOne({ _id: 1 as never }, { _id: 3 as never, a: 1 })).rejects.toMatchObject({ code: 66 });
    });

    it('seeds an upsert from the filter equalities and applies $setOnInsert only on insert', async () => {
      const c = db.collection('upserts');
      await c.updateOne({ game: 'g', week: 2, n: { $gt: 1 } }, { $setOnInsert: { opened: 0 }, $inc: { packs: 1 } }, { upsert: true });
      await c.updateOne({ game: 'g', week: 2 }, { $setOnInsert: { opened: 9 }, $inc: { packs: 1 } }, { upsert: true });
      expect(await c.findOne({}, { projection: { _id: 0 } })).toEqual({ game: 'g', week: 2, opened: 0, packs: 2 });
    });

    it('updates array elements with $[], $[id] arrayFilters and positional $', async () => {
      const c = db.collection('arrays');
      await c.insertOne({ _id: 1 as never, items: [{ k: 'a', q: 1 }, { k: 'b', q: 5 }], marks: [1, 2] });
      await c.updateOne({ _id: 1 as never }, { $inc: { 'items.$[big].q': 10 } }, { arrayFilters: [{ 'big.q': { $gte: 5 } }] });
      await c.updateOne({ _id: 1 as never }, { $mul: { 'marks.$[]': 2 } });
      await c.updateOne({ _id: 1 as never, 'items.k': 'a' }, { $set: { 'items.$.q': 0 } });
      expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, items: [{ k: 'a', q: 0 }, { k: 'b', q: 15 }], marks: [2, 4] });
    });

    it('locates the positional $ element with a filter that also uses $expr, and numbers across types', async () => {
      const c = db.collection('positional');
      await c.insertOne({ _id: 1 as never, items: [{ k: 'a', q: 1 }, { k: 'b', q: Long.fromNumber(5) }], marks: [1, 2, 3] });
      await c.updateOne(
        { _id: 1 as never, 'items.q': { $gte: 5 }, $expr: { $eq: [{ $size: '$marks' }, 3] } },
        { $set: { 'items.$.k': 'big' } },
      );
      expect(await c.findOne({ _id: 1 as never })).toMatchObject({ items: [{ k: 'a' }, { k: 'big' }] });
    });
  });

  describe('indexes', () => {
    it('enforces compound, multikey, sparse and partial unique indexes', async () => {
      const c = db.collection('uniques');
      await c.createIndex({ game: 1, user: 1 }, { unique: true });
      await c.createIndex({ tags: 1 }, { unique: true, sparse: true });
      await c.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
      await c.insertMany([{ game: 1, user: 1, tags: ['a', 'b'] }, { game: 1, user: 2 }, { game: 2, user: 1 }]);
      await expect(c.insertOne({ game: 1, user: 1 })).rejects.toMatchObject({ code: 11000, keyValue: { game: 1, user: 1 } });
      await expect(c.insertOne({ game: 3, user: 3, tags: ['b'] })).rejects.toMatchObject({ code: 11000, keyPattern: { tags: 1 } });
      await c.insertMany([{ game: 4, code: 'z' }, { game: 5, code: 'z' }, { game: 6, code: 'z', active: true }]);
      await expect(c.insertOne({ game: 7, code: 'z', active: true })).rejects.toMatchObject({ code: 11000 });
    });

    it('refuses a duplicate inserted by insertMany and keeps the others of an unordered batch', async () => {
      const c = db.collection('batch');
      const error = await c.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }] as never[], { ordered: false }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 11000 });
      expect(await c.countDocuments()).toBe(2);
    });

    if (!process.env.MONGO_URL)
      it('answers point lookups from the _id and declared indexes without a scan', async () => {
        const c = db.collection('plans');
        await c.createIndex({ email: 1 }, { unique: true });
        await c.insertOne({ email: 'a@x' });
        const byId = await c.find({ _id: new ObjectId() }).explain();
        const byEmail = await c.find({ email: 'a@x' }).explain();
        expect(byId.queryPlanner.winningPlan.stage).toBe('IDHACK');
        expect(planStages(byEmail).map((stage) => stage.stage)).toEqual(['FETCH', 'IXSCAN']);
        expect(indexScanOf(byEmail)).toMatchObject({ indexName: 'email_1', indexBounds: { email: ['["a@x", "a@x"]'] } });
      });
  });

  describe('reads', () => {
    it('sorts numbers of every BSON type, strings, ObjectIds and dates in one order', async () => {
      const c = db.collection('order');
      const oid = new ObjectId();
      const date = new Date(0);
      await c.insertMany([{ v: 'b' }, { v: date }, { v: Long.fromNumber(3) }, { v: 2.5 }, { v: oid }, { v: null }, { v: Decimal128.fromString('1') }, { v: true }]);
      const sorted = (await c.find({}, { projection: { _id: 0 } }).sort({ v: 1 }).toArray()).map((d) => d.v);
      expect(sorted.map(String)).toEqual(['null', '1', '2.5', '3', 'b', oid.toHexString(), 'true', date.toString()]);
    });

    it('sorts strings case-insensitively with a collation', async () => {
      const c = db.collection('collation');
      await c.insertMany([{ s: 'b' }, { s: 'A' }, { s: 'a' }, { s: 'B' }]);
      const sorted = await c.find({}, { collation: { locale: 'en', strength: 2 } }).sort({ s: 1, _id: 1 }).toArray();
      expect(sorted.map((d) => d.s.toLowerCase())).toEqual(['a', 'a', 'b', 'b']);
    });

    it('pages a cursor with Int64 ids through getMore', async () => {
      const c = db.collection('paging');
      await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
      const cursor = c.find({}).batchSize(50);
      expect((await cursor.toArray()).length).toBe(300);
      const raw = await db.command({ find: 'paging', batchSize: 10 }, { bsonRegExp: false, promoteLongs: false });
      expect(raw.cursor.id).toBeInstanceOf(Long);
      await db.command({ killCursors: 'paging', cursors: [raw.cursor.id] });
    });

    it('aggregates with $facet, $lookup and persists $out and $merge', async () => {
      const c = db.collection('sales');
      await c.insertMany([{ item: 'a', qty: 2 }, { item: 'b', qty: 5 }, { item: 'a', qty: 1 }]);
      const [facets] = await c.aggregate([{ $facet: { total: [{ $group: { _id: null, n: { $sum: '$qty' } } }], count: [{ $count: 'n' }] } }]).toArray();
      expect(facets).toEqual({ total: [{ _id: null, n: 8 }], count: [{ n: 3 }] });
      await c.aggregate([{ $group: { _id: '$item', qty: { $sum: '$qty' } } }, { $out: 'totals' }]).toArray();
      expect(await db.collection('totals').find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 'a', qty: 3 }, { _id: 'b', qty: 5 }]);
      await c.aggregate([{ $match: { item: 'b' } }, { $project: { _id: '$item', extra: '$qty' } }, { $merge: { into: 'totals' } }]).toArray();
      expect(await db.collection('totals').findOne({ _id: 'b' as never })).toEqual({ _id: 'b', qty: 5, extra: 5 });
    });

    it('refuses a change stream on a standalone server', async () => {
      await expect(db.collection('sales').aggregate([{ $changeStream: {} }]).toArray()).rejects.toMatchObject({ code: 40573 });
    });
  });

  describe('transactions', () => {
    it('refuses a transaction with IllegalOperation before applying anything', async () => {
      const session = client.startSession();
      const c = db.collection('txn');
      session.startTransaction();
      await expect(c.findOne({}, { session })).rejects.toMatchObject({ code: 20, codeName: 'IllegalOperation' });
      // The driver turns a write's code 20 into its own hint about retryable writes, as with a real standalone.
      await expect(c.insertOne({ a: 1 }, { session })).rejects.toThrow(/retryable writes|Transaction numbers/);
      await session.abortTransaction().catch(() => {});
      await session.endSession();
      expect(await c.countDocuments()).toBe(0);
    });
  });
});

describe('connection URIs', () => {
  it('refuses credentials to a server started without any, with a clear error instead of hanging', async () => {
    if (process.env.MONGO_URL) return;
    const target = await testTarget();
    const withCredentials = target.uri.replace('mongodb://', 'mongodb://user:secret@');
    await expect(MongoClient.connect(withCredentials, { serverSelectionTimeoutMS: 3000 })).rejects.toThrow(/started without credentials/);
    await target.stop();
  });
});
