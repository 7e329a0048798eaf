import mongoose, { Schema } from 'mongoose';
import { testTarget } from './test-support/target';

describe('mongoose against the embedded server', () => {
  let target: Awaited<ReturnType<typeof testTarget>>;
  let connection: mongoose.Connection;

  const Player = () =>
    connection.models.Player ??
    connection.model(
      'Player',
      new Schema({
        username: { type: String, required: true, unique: true },
        points: { type: Number, default: 0 },
        tags: [String],
        games: [{ gameId: String, wins: Number }],
      }, { timestamps: true }),
    );
  const Deck = () =>
    connection.models.Deck ??
    connection.model('Deck', new Schema({ name: String, owner: { type: Schema.Types.ObjectId, ref: 'Player' } }));

  beforeAll(async () => {
    target = await testTarget();
    connection = await mongoose.createConnection(target.uri, { dbName: target.dbName, autoIndex: true }).asPromise();
    await Player().init();
    await Deck().init();
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
    await target.stop();
  });

  it('creates the declared indexes at model init and keeps them in step with syncIndexes', async () => {
    const indexes = await Player().listIndexes();
    expect(indexes.map((index) => index.name).sort()).toEqual(['_id_', 'username_1']);
    expect(indexes.find((index) => index.name === 'username_1')?.unique).toBe(true);
    await Player().syncIndexes();
    expect((await Player().listIndexes()).length).toBe(2);
  });

  it('creates, finds with sort/skip/limit/projection and counts', async () => {
    await Player().create([
      { username: 'ann', points: 5, tags: ['a'] },
      { username: 'bob', points: 9 },
      { username: 'cid', points: 1 },
    ]);
    const top = await Player().find({}, { username: 1 }).sort({ points: -1 }).skip(1).limit(1).lean();
    expect(top).toEqual([{ _id: expect.anything(), username: 'ann' }]);
    expect(await Player().countDocuments({ points: { $gte: 5 } })).toBe(2);
    expect((await Player().distinct('username')).sort()).toEqual(['ann', 'bob', 'cid']);
  });

  it('refuses a duplicate username with E11000 carrying keyPattern and keyValue', async () => {
    const error = await Player().create({ username: 'ann' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000, keyPattern: { username: 1 }, keyValue: { username: 'ann' } });
    expect((error as Error).message).toContain('E11000 duplicate key error collection:');
    expect((error as Error).message).toContain('index: username_1 dup key: { username: "ann" }');
  });

  it('refuses a duplicate through update and upsert', async () => {
    await expect(Player().updateOne({ username: 'bob' }, { $set: { username: 'ann' } })).rejects.toMatchObject({ code: 11000 });
    await expect(
      Player().updateOne({ username: 'zed', points: 77 }, { $set: { username: 'ann' } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await Player().countDocuments({ points: 77 })).toBe(0);
  });

  it('applies $inc/$push/$addToSet/$pull and positional updates', async () => {
    await Player().updateOne({ username: 'cid' }, { $inc: { points: 2 }, $push: { games: { gameId: 'g1', wins: 0 } } });
    await Player().updateOne({ username: 'cid' }, { $addToSet: { tags: { $each: ['x', 'y', 'x'] } } });
    await Player().updateOne({ username: 'cid', 'games.gameId': 'g1' }, { $inc: { 'games.$.wins': 3 } });
    await Player().updateOne({ username: 'cid' }, { $pull: { tags: 'y' } });
    const cid = await Player().findOne({ username: 'cid' }).lean();
    expect(cid).toMatchObject({ points: 3, tags: ['x'], games: [{ gameId: 'g1', wins: 3 }] });
  });

  it('upserts from the filter equalities with $setOnInsert through findOneAndUpdate', async () => {
    const created = await Player().findOneAndUpdate(
      { username: 'dee' },
      { $setOnInsert: { points: 40 }, $inc: { __v: 0 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(created).toMatchObject({ username: 'dee', points: 40 });
    const again = await Player().findOneAndUpdate({ username: 'dee' }, { $setOnInsert: { points: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
    expect(again?.points).toBe(40);
  });

  it('populates references across collections', async () => {
    const ann = await Player().findOne({ username: 'ann' });
    await Deck().create({ name: 'Dragons', owner: ann?._id });
    const deck = await Deck().findOne({ name: 'Dragons' }).populate<{ owner: { username: string } }>('owner');
    expect(deck?.owner.username).toBe('ann');
  });

  it('runs bulkWrite and insertMany, reporting duplicates per document', async () => {
    const result = await Player().bulkWrite([
      { insertOne: { document: { username: 'eve' } } },
      { updateOne: { filter: { username: 'eve' }, update: { $set: { points: 3 } } } },
      { updateMany: { filter: { points: { $lt: 2 } }, update: { $inc: { points: 1 } } } },
      { deleteOne: { filter: { username: 'dee' } } },
    ]);
    expect(result.insertedCount).toBe(1);
    expect(result.deletedCount).toBe(1);
    const error = await Player().insertMany([{ username: 'fay' }, { username: 'eve' }, { username: 'gus' }], { ordered: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000 });
    expect(await Player().countDocuments({ username: { $in: ['fay', 'gus'] } })).toBe(2);
  });

  it('aggregates with $group and $lookup', async () => {
    const totals = await Player().aggregate([{ $match: { points: { $gt: 0 } } }, { $group: { _id: null, total: { $sum: '$points' } } }]);
    expect(totals[0].total).toBeGreaterThan(0);
    const decks = await Deck().aggregate([{ $lookup: { from: 'players', localField: 'owner', foreignField: '_id', as: 'owners' } }]);
    expect(decks[0].owners[0].username).toBe('ann');
  });

  it('streams a cursor over several batches and closes one early', async () => {
    await Deck().insertMany(Array.from({ length: 250 }, (_, i) => ({ name: `deck-${i}` })));
    let seen = 0;
    for await (const _deck of Deck().find({ name: /^deck-/ }).batchSize(40).cursor()) seen++;
    expect(seen).toBe(250);
    const cursor = Deck().find().batchSize(10).cursor();
    await cursor.next();
    await cursor.close();
    expect(await Deck().countDocuments()).toBe(251);
    await Deck().deleteMany({ name: /^deck-/ });
    expect(await Deck().countDocuments()).toBe(1);
  });
});
