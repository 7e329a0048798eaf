import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { Db } from 'mongodb';
import { startEmbeddedMongo } from './server';
import { testTarget } from './test-support/target';

// Views, capped collections, validators, collation, `let` and what MongoDB 7.0 refuses, beyond what the CRUD
// spec tests cover. Runs against a real MongoDB when MONGO_URL is set, except where only this server refuses
// what it does not implement.
const embeddedOnly = process.env.MONGO_URL ? it.skip : it;

describe('collection features', () => {
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

  describe('views', () => {
    beforeAll(async () => {
      await db.collection('cards').insertMany([
        { _id: 1, name: 'Kuriboh', atk: 300 },
        { _id: 2, name: 'Dark Magician', atk: 2500 },
        { _id: 3, name: 'Blue-Eyes', atk: 3000 },
      ] as never[]);
      await db.createCollection('strong', {
        viewOn: 'cards',
        pipeline: [{ $match: { atk: { $gte: 2000 } } }],
      });
      await db.createCollection('strongNames', {
        viewOn: 'strong',
        pipeline: [{ $project: { _id: 0, name: 1 } }],
      });
    });

    it('reads a view through its pipeline with find, count, distinct and aggregate', async () => {
      const strong = db.collection('strong');
      expect(await strong.find({}, { sort: { atk: -1 }, projection: { _id: 1 } }).toArray()).toEqual([
        { _id: 3 },
        { _id: 2 },
      ]);
      expect(await strong.estimatedDocumentCount()).toBe(2);
      expect(await strong.countDocuments({ atk: { $lt: 2800 } })).toBe(1);
      expect((await strong.distinct('name')).sort()).toEqual(['Blue-Eyes', 'Dark Magician']);
      expect(
        await db
          .collection('strongNames')
          .find({}, { sort: { name: 1 } })
          .toArray(),
      ).toEqual([{ name: 'Blue-Eyes' }, { name: 'Dark Magician' }]);
      expect(await strong.aggregate([{ $group: { _id: null, total: { $sum: '$atk' } } }]).toArray()).toEqual([
        { _id: null, total: 5500 },
      ]);
    });

    it('lists a view as a view and refuses writes and indexes on it with CommandNotSupportedOnView', async () => {
      const listed = await db.listCollections({ name: 'strong' }).toArray();
      expect(listed[0]).toMatchObject({ type: 'view', options: { viewOn: 'cards' } });
      const strong = db.collection('strong');
      await expect(strong.insertOne({ atk: 1 })).rejects.toMatchObject({
        code: 166,
        codeName: 'CommandNotSupportedOnView',
      });
      await expect(strong.updateOne({}, { $set: { atk: 1 } })).rejects.toMatchObject({ code: 166 });
      await expect(strong.deleteMany({})).rejects.toMatchObject({ code: 166 });
      await expect(strong.createIndex({ atk: 1 })).rejects.toMatchObject({ code: 166 });
      expect(await db.collection('cards').countDocuments()).toBe(3);
    });
  });

  describe('capped collections', () => {
    it('keeps only the newest max documents, in insertion order, updates keeping their place', async () => {
      const log = await db.createCollection('log', { capped: true, size: 100_000, max: 3 });
      for (let i = 1; i <= 5; i++) await log.insertOne({ _id: i as never, i });
      await log.updateOne({ _id: 3 as never }, { $set: { seen: true } });
      expect((await log.find().toArray()).map((doc) => doc._id)).toEqual([3, 4, 5]);
      await log.insertOne({ _id: 6 as never });
      expect((await log.find().toArray()).map((doc) => doc._id)).toEqual([4, 5, 6]);
    });

    it('drops the oldest documents once they pass its size', async () => {
      const small = await db.createCollection('small', { capped: true, size: 4096 });
      for (let i = 0; i < 20; i++) await small.insertOne({ i, text: 'x'.repeat(500) });
      const kept = await small.find().toArray();
      expect(kept.length).toBeLessThan(9);
      expect(kept.at(-1)?.i).toBe(19);
    });

    it('refuses a capped collection without a size', async () => {
      await expect(db.createCollection('nosize', { capped: true })).rejects.toMatchObject({ code: 72 });
    });
  });

  describe('validators', () => {
    it('refuses an invalid insert or update with DocumentValidationFailure and its errInfo', async () => {
      const decks = await db.createCollection('decks', { validator: { name: { $type: 'string' } } });
      await decks.insertOne({ _id: 1 as never, name: 'Yugi' });
      await expect(decks.insertOne({ _id: 2 as never, name: 7 })).rejects.toMatchObject({
        code: 121,
        errInfo: { failingDocumentId: 2 },
      });
      await expect(decks.updateOne({ _id: 1 as never }, { $set: { name: 1 } })).rejects.toMatchObject({
        code: 121,
      });
      await decks.insertOne({ _id: 3 as never, name: 3 }, { bypassDocumentValidation: true });
      expect((await decks.find().toArray()).map((doc) => doc._id)).toEqual([1, 3]);
    });

    it('follows collMod: moderate lets an invalid document be updated, warn lets anything through', async () => {
      const rules = db.collection('rules');
      await rules.insertMany([
        { _id: 1, n: 'text' },
        { _id: 2, n: 2 },
      ] as never[]);
      await db.command({
        collMod: 'rules',
        validator: { n: { $type: 'number' } },
        validationLevel: 'moderate',
      });
      await rules.updateOne({ _id: 1 as never }, { $set: { other: true } });
      await expect(rules.updateOne({ _id: 2 as never }, { $set: { n: 'x' } })).rejects.toMatchObject({
        code: 121,
      });
      await db.command({ collMod: 'rules', validationAction: 'warn' });
      await rules.insertOne({ _id: 3 as never, n: 'still text' });
      expect(await rules.countDocuments()).toBe(3);
    });
  });

  describe('as MongoDB 7.0', () => {
    it('refuses sort on an update statement, changing nothing', async () => {
      const c = db.collection('sorted');
      await c.insertMany([
        { _id: 1, x: 1 },
        { _id: 2, x: 2 },
      ] as never[]);
      const error = await db
        .command({ update: 'sorted', updates: [{ q: {}, u: { $inc: { x: 1 } }, sort: { _id: -1 } }] })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 40415,
        message: "BSON field 'update.updates.sort' is an unknown field.",
      });
      expect(await c.find().toArray()).toEqual([
        { _id: 1, x: 1 },
        { _id: 2, x: 2 },
      ]);
    });

    it('evaluates let variables once and reads them in $expr filters and pipeline updates', async () => {
      const c = db.collection('lets');
      await c.insertMany([{ _id: 1 }, { _id: 2 }] as never[]);
      await c.updateOne({ $expr: { $eq: ['$_id', '$$id'] } }, [{ $set: { label: '$$label' } }], {
        let: { id: 2, label: { $concat: ['two', '!'] } },
      });
      expect(
        await c.find({ $expr: { $eq: ['$label', '$$wanted'] } }, { let: { wanted: 'two!' } }).toArray(),
      ).toEqual([{ _id: 2, label: 'two!' }]);
    });

    it('stores $-prefixed and dotted field names, but not $-prefixed names inside _id', async () => {
      const c = db.collection('names');
      await c.insertOne({ _id: 1 as never, $price: 5, 'a.b': 1 });
      expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, $price: 5, 'a.b': 1 });
      await expect(c.insertOne({ _id: { $x: 1 } as never })).rejects.toMatchObject({ code: 52 });
    });

    it('compares strings under a collation in filters, updates and distinct', async () => {
      const c = db.collection('names-ci');
      await c.insertMany([{ name: 'Joey' }, { name: 'JOEY' }, { name: 'kaiba' }]);
      const caseless = { locale: 'en_US', strength: 2 };
      expect(await c.countDocuments({ name: 'joey' }, { collation: caseless })).toBe(2);
      expect(await c.countDocuments({ name: { $in: ['KAIBA'] } }, { collation: caseless })).toBe(1);
      expect(
        await c.updateMany({ name: 'joey' }, { $set: { seen: true } }, { collation: caseless }),
      ).toMatchObject({ modifiedCount: 2 });
      expect(await c.distinct('name', {}, { collation: caseless })).toHaveLength(2);
    });
  });

  describe('refused instead of ignored', () => {
    embeddedOnly(
      'refuses $jsonSchema validators, default collations, collated indexes and unknown create options',
      async () => {
        await expect(
          db.createCollection('schema', { validator: { $jsonSchema: { required: ['a'] } } }),
        ).rejects.toMatchObject({ code: 238 });
        await expect(db.createCollection('collated', { collation: { locale: 'fr' } })).rejects.toMatchObject({
          code: 238,
        });
        await expect(db.createCollection('series', { timeseries: { timeField: 't' } })).rejects.toMatchObject(
          { code: 238 },
        );
        await expect(db.command({ create: 'odd', frobnicate: 1 })).rejects.toMatchObject({ code: 40415 });
        await expect(
          db.collection('plain').createIndex({ a: 1 }, { collation: { locale: 'fr' } }),
        ).rejects.toMatchObject({ code: 238 });
        expect(
          await db.listCollections({ name: { $in: ['schema', 'collated', 'series', 'odd'] } }).toArray(),
        ).toEqual([]);
        await expect(
          db
            .collection('plain')
            .find({ a: 'x' }, { collation: { locale: 'fr', backwards: true } })
            .toArray(),
        ).rejects.toMatchObject({ code: 238 });
      },
    );

    embeddedOnly(
      'refuses a collated aggregate whose later stages would compare without the collation',
      async () => {
        await db.collection('groups').insertMany([{ k: 'a' }, { k: 'A' }]);
        const pipeline = [{ $group: { _id: '$k', n: { $sum: 1 } } }];
        await expect(
          db
            .collection('groups')
            .aggregate(pipeline, { collation: { locale: 'en', strength: 2 } })
            .toArray(),
        ).rejects.toMatchObject({
          code: 238,
        });
      },
    );
  });
});

describe('collection options across a restart', () => {
  it('keeps a collMod validator, capped limits and a view', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
    try {
      let server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
      let client = await MongoClient.connect(server.uri);
      let db = client.db('app');
      await db.createCollection('events', { capped: true, size: 10_000, max: 2 });
      await db.collection('events').insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
      await db.createCollection('checked');
      await db.command({ collMod: 'checked', validator: { n: { $gte: 0 } } });
      await db.createCollection('recent', { viewOn: 'events', pipeline: [{ $project: { _id: 0 } }] });
      await client.close();
      await server.stop();

      server = await startEmbeddedMongo({ dataDir, durability: 'fsync' });
      client = await MongoClient.connect(server.uri);
      db = client.db('app');
      expect(await db.collection('recent').find().toArray()).toEqual([{ n: 2 }, { n: 3 }]);
      await db.collection('events').insertOne({ n: 4 });
      expect(await db.collection('recent').find().toArray()).toEqual([{ n: 3 }, { n: 4 }]);
      await expect(db.collection('checked').insertOne({ n: -1 })).rejects.toMatchObject({ code: 121 });
      await client.close();
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
