import mongoose, { Schema } from 'mongoose';
import { indexScanOf } from './test-support/plan-stages';
import { testTarget } from './test-support/target';

// The query services make: one player's entries in one game, newest first, a page at a time.
describe('mongoose queries by {gameId, playerId} with sort and limit', () => {
  let target: Awaited<ReturnType<typeof testTarget>>;
  let connection: mongoose.Connection;

  const entrySchema = new Schema({ gameId: String, playerId: String, week: Number, points: Schema.Types.Decimal128 });
  entrySchema.index({ gameId: 1, playerId: 1, week: -1 });
  const Entry = () => connection.models.Entry ?? connection.model('Entry', entrySchema);

  // Starts a server and builds the index: more than jest's 5 s when the machine is busy.
  beforeAll(async () => {
    target = await testTarget();
    connection = await mongoose.createConnection(target.uri, { dbName: target.dbName, autoIndex: true }).asPromise();
    await Entry().init();
    const docs = [];
    for (let week = 0; week < 30; week++)
      for (const gameId of ['g1', 'g2'])
        for (const playerId of ['ann', 'bob']) docs.push({ gameId, playerId, week, points: `${week}.5` });
    await Entry().insertMany(docs.sort(() => 0.5 - Math.random()));
  }, 30_000);
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
    await target.stop();
  });

  it('returns the newest page first, then the next, in order', async () => {
    const page = (skip: number) => Entry().find({ gameId: 'g2', playerId: 'bob' }).sort({ week: -1 }).skip(skip).limit(5).lean();
    expect((await page(0)).map((entry) => entry.week)).toEqual([29, 28, 27, 26, 25]);
    expect((await page(5)).map((entry) => entry.week)).toEqual([24, 23, 22, 21, 20]);
    expect((await page(0)).every((entry) => entry.gameId === 'g2' && entry.playerId === 'bob')).toBe(true);
  });

  it('returns the oldest first for the opposite sort, and ranges on the week', async () => {
    const oldest = await Entry().find({ gameId: 'g1', playerId: 'ann', week: { $gte: 10 } }).sort({ week: 1 }).limit(3).lean();
    expect(oldest.map((entry) => entry.week)).toEqual([10, 11, 12]);
  });

  it('compares Decimal128 points with plain numbers', async () => {
    const rich = await Entry().find({ gameId: 'g1', playerId: 'bob', points: { $gt: 26.6 } }).sort({ week: -1 }).lean();
    expect(rich.map((entry) => entry.week)).toEqual([29, 28, 27]);
  });

  if (!process.env.MONGO_URL)
    it('answers through the compound index, as explain shows', async () => {
      const explained = await Entry().find({ gameId: 'g2', playerId: 'bob' }).sort({ week: -1 }).limit(5).explain('queryPlanner');
      expect(indexScanOf(explained as object)).toMatchObject({ indexName: 'gameId_1_playerId_1_week_-1', direction: 'forward' });
    });
});
