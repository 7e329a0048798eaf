import { Binary, Decimal128, Long, ObjectId, Timestamp } from 'bson';
import fc from 'fast-check';
import { MongoClient } from 'mongodb';
import { cloneValue, keyOf, sameValue } from './bson-values';
import { testTarget } from './test-support/target';

/** BSON-ish values as documents hold them: scalars of every kind, arrays and nested documents. */
const values = fc.letrec((tie) => ({
  scalar: fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom(0.5, -0, Number.NaN),
    fc.string({ maxLength: 4 }),
    fc.integer({ min: -3, max: 3 }).map((n) => Long.fromNumber(n)),
    fc.constantFrom(Decimal128.fromString('1'), Decimal128.fromString('2.5')),
    fc.constantFrom(new ObjectId('64a000000000000000000001'), new ObjectId('64a000000000000000000002')),
    fc.integer({ min: 0, max: 2 }).map((n) => new Date(n * 1000)),
    fc.constantFrom(new Binary(Buffer.from([1, 2])), new Binary(Buffer.from([3]))),
    fc.constantFrom(new Timestamp({ t: 1, i: 1 }), /a/i),
  ),
  value: fc.oneof({ depthSize: 'small' }, tie('scalar'), tie('array'), tie('doc')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  doc: fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 }),
}));

describe('sameValue: equal exactly where MongoDB holds values equal', () => {
  it('agrees with comparing keys, for any two values', () => {
    fc.assert(
      fc.property(values.value, values.value, (a, b) => {
        expect(sameValue(a, b)).toBe(keyOf(a) === keyOf(b));
        expect(sameValue(a, cloneValue(a))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds 1, 1.0, Long 1 and Decimal 1 equal and tells fields apart by order and name', () => {
    expect(sameValue({ n: 1 }, { n: Long.fromNumber(1) })).toBe(true);
    expect(sameValue([1], [Decimal128.fromString('1')])).toBe(true);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
  });

  it('tells apart values whose keys would read alike (a string holding the separator)', () => {
    expect(sameValue(['a,sb'], ['a', 'b'])).toBe(false);
  });
});

describe('an update that changes only what a key would not tell apart', () => {
  it('is written', async () => {
    const target = await testTarget();
    const client = await MongoClient.connect(target.uri);
    try {
      const things = client.db(target.dbName).collection<{ _id: number; tags: string[] }>('things');
      await things.insertOne({ _id: 1, tags: ['a,sb'] });
      const updated = await things.updateOne({ _id: 1 }, { $set: { tags: ['a', 'b'] } });
      expect(updated.modifiedCount).toBe(1);
      expect(await things.findOne({ _id: 1 })).toEqual({ _id: 1, tags: ['a', 'b'] });
    } finally {
      await client.db(target.dbName).dropDatabase();
      await client.close();
      await target.stop();
    }
  });
});
