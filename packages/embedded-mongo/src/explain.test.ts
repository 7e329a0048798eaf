import { MongoClient } from 'mongodb';
import type { Collection, Db } from 'mongodb';
import { indexScanOf, planStages } from './test-support/plan-stages';
import { testTarget } from './test-support/target';

// explain names the index a query uses, so the plans below are pinned. (mongod may choose differently
// between equally good plans, so this suite runs against the embedded server only.)
const describeEmbedded = process.env.MONGO_URL ? describe.skip : describe;

describeEmbedded('explain', () => {
  let target: Awaited<ReturnType<typeof testTarget>>;
  let client: MongoClient;
  let db: Db;
  let entries: Collection;

  beforeAll(async () => {
    target = await testTarget();
    client = await MongoClient.connect(target.uri);
    db = client.db(target.dbName);
    entries = db.collection('entries');
    await entries.createIndex({ gameId: 1, playerId: 1, week: -1 });
    await entries.createIndex({ points: 1 }, { sparse: true });
    await entries.createIndex({ status: 1 }, { partialFilterExpression: { archived: false } });
    await entries.createIndex({ tags: 1 });
    await entries.insertMany(
      Array.from({ length: 200 }, (_, i) => ({
        gameId: `g${i % 4}`,
        playerId: `p${i % 5}`,
        week: i,
        archived: i % 3 === 0,
        status: i % 2 ? 'open' : 'closed',
        tags: [`t${i % 3}`, `t${(i + 1) % 3}`],
        ...(i % 10 ? { points: i } : {}),
      })),
    );
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
    await target.stop();
  });

  const stagesOf = async (explained: Promise<object>) => planStages(await explained).map((stage) => stage.stage);

  it('walks the index for an equality prefix and sort on its next field, stopping at the limit', async () => {
    const cursor = entries.find({ gameId: 'g1', playerId: 'p1' }).sort({ week: -1 }).limit(3);
    const explained = await cursor.explain('executionStats');
    expect(planStages(explained).map((stage) => stage.stage)).toEqual(['LIMIT', 'FETCH', 'IXSCAN']);
    expect(indexScanOf(explained)).toMatchObject({
      indexName: 'gameId_1_playerId_1_week_-1',
      direction: 'forward',
      indexBounds: { gameId: ['["g1", "g1"]'], playerId: ['["p1", "p1"]'], week: ['[MaxKey, MinKey]'] },
    });
    expect(explained.executionStats).toMatchObject({ nReturned: 3, totalDocsExamined: 3 });
    expect((await cursor.toArray()).map((doc) => doc.week)).toEqual([181, 161, 141]);
  });

  it('walks it backward for the opposite sort and applies a range on the next field', async () => {
    const explained = await entries.find({ gameId: 'g2', playerId: 'p2', week: { $gt: 50, $lte: 150 } }).sort({ week: 1 }).explain();
    expect(indexScanOf(explained)).toMatchObject({ direction: 'backward', indexBounds: { week: ['(50, 150]'] } });
    expect(planStages(explained).some((stage) => stage.stage === 'SORT')).toBe(false);
  });

  it('sorts in memory when the index cannot give the order, and scans when no index helps', async () => {
    expect(await stagesOf(entries.find({ gameId: { $in: ['g1', 'g2'] } }).sort({ week: 1 }).explain())).toEqual(['SORT', 'FETCH', 'IXSCAN']);
    expect(await stagesOf(entries.find({ tags: 't1' }).sort({ tags: 1 }).explain())).toEqual(['SORT', 'FETCH', 'IXSCAN']);
    expect(await stagesOf(entries.find({ week: { $gt: 5 } }).explain())).toEqual(['COLLSCAN']);
  });

  it('uses a sparse index only when missing fields cannot match, a partial one only when the query implies it', async () => {
    expect(indexScanOf(await entries.find({ points: { $gte: 100 } }).explain())?.indexName).toBe('points_1');
    expect(indexScanOf(await entries.find({ points: null }).explain())).toBeUndefined();
    expect(indexScanOf(await entries.find({}).sort({ points: 1 }).explain())).toBeUndefined();
    expect(indexScanOf(await entries.find({ status: 'open', archived: false }).explain())?.indexName).toBe('status_1');
    expect(indexScanOf(await entries.find({ status: 'open' }).explain())).toBeUndefined();
    expect(await entries.countDocuments({ status: 'open', archived: false })).toBe(67);
  });

  it('looks up a document _id by its key', async () => {
    const compound = db.collection('compound_ids');
    await compound.insertMany([{ _id: { game: 1, week: 2 } as never, n: 1 }, { _id: { week: 2, game: 1 } as never, n: 2 }]);
    const explained = await compound.find({ _id: { game: 1, week: 2 } as never }).explain();
    expect(planStages(explained)[0].stage).toBe('IDHACK');
    expect((await compound.find({ _id: { game: 1, week: 2 } as never }).toArray()).map((doc) => doc.n)).toEqual([1]);
  });

  it('follows a hint by name or key pattern, $natural to scan, and refuses an unknown one', async () => {
    expect(indexScanOf(await entries.find({ week: 3 }).hint('gameId_1_playerId_1_week_-1').explain())?.indexName).toBe('gameId_1_playerId_1_week_-1');
    expect(indexScanOf(await entries.find({ gameId: 'g1' }).hint({ gameId: 1, playerId: 1, week: -1 }).explain())).toBeDefined();
    expect(await stagesOf(entries.find({ gameId: 'g1' }).hint({ $natural: 1 }).explain())).toEqual(['COLLSCAN']);
    await expect(entries.find({}).hint('nope_1').toArray()).rejects.toMatchObject({ code: 2 });
  });

  it('explains the aggregate form by its leading $match, $sort and $limit', async () => {
    const explained = await entries.aggregate([{ $match: { gameId: 'g3', playerId: 'p3' } }, { $sort: { week: -1 } }, { $limit: 2 }]).explain();
    expect(indexScanOf(explained)?.indexName).toBe('gameId_1_playerId_1_week_-1');
    const results = await entries.aggregate([{ $match: { gameId: 'g3', playerId: 'p3' } }, { $sort: { week: -1 } }, { $limit: 2 }]).toArray();
    expect(results.map((doc) => doc.week)).toEqual([183, 163]);
  });
});
