import { Decimal128, Long, ObjectId } from 'bson';
import { update as mingoUpdate } from 'mingo/updater';
import type { Doc } from '../bson-values';
import { cloneValue } from '../bson-values';
import { updateContextFor } from './filter';
import { applyPlainModifier, isPlainModifier } from './prepared-update';

/** What mingo's own `update()` does with the options the store gives it. */
function byMingo(doc: Doc, modifier: Doc): Doc {
  mingoUpdate(doc, modifier as never, undefined, undefined as never, {
    cloneMode: 'deep',
    queryOptions: { context: updateContextFor(undefined) },
  });
  return doc;
}

/** A value with every object's keys in order, so two documents compare field order too. */
const ordered = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(ordered)
    : value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
      ? Object.entries(value).map(([key, inner]) => [key, ordered(inner)])
      : value;

function outcome(run: () => Doc): { doc?: unknown; error?: string } {
  try {
    return { doc: ordered(run()) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const base: Doc = {
  _id: new ObjectId('64b000000000000000000001'),
  name: 'Yugi',
  count: 2,
  big: Long.fromNumber(7),
  price: Decimal128.fromString('1.5'),
  at: new Date('2026-01-01T00:00:00Z'),
  owned: { c1: 1, c2: 3 },
  deep: { a: { b: { c: 1 } } },
  cards: [
    { id: 'c1', n: 1 },
    { id: 'c2', n: 2 },
  ],
  tags: ['a', 'b', 'b'],
  nums: [3, 1, 2],
  text: 'x',
  empty: null,
};

describe('mingo update operators with options made once', () => {
  it.each<[string, Doc]>([
    ['$set of an existing field', { $set: { name: 'Kaiba' } }],
    ['$set of new fields, in the order given', { $set: { zeta: 1, alpha: { nested: [1, { x: 2 }] } } }],
    [
      '$set of a nested path, existing and new',
      { $set: { 'owned.c1': 5, 'owned.c9': 1, 'new.path.here': true } },
    ],
    ['$set of an equal value', { $set: { count: 2, 'deep.a': { b: { c: 1 } } } }],
    ['$set through an array index', { $set: { 'cards.1.n': 9, 'tags.5': 'z' } }],
    ['$set into a scalar', { $set: { 'text.inner': 1 } }],
    ['$unset, present and absent', { $unset: { name: '', missing: '', 'deep.a.b': 1 } }],
    [
      '$inc of present, absent and nested fields',
      { $inc: { count: 3, fresh: 1, 'owned.c2': -1, 'owned.c5': 2 } },
    ],
    ['$inc of a Long and a Decimal128', { $inc: { big: 1, price: 2 } }],
    ['$inc of a string', { $inc: { text: 1 } }],
    ['$mul', { $mul: { count: 1.5, absent: 3 } }],
    ['$push of a value and of $each', { $push: { tags: 'c', nums: { $each: [9, 8] } } }],
    [
      '$push with $sort, $slice and $position',
      { $push: { nums: { $each: [0, 7], $sort: 1, $slice: 3 }, tags: { $each: ['q'], $position: 0 } } },
    ],
    ['$push to a new field', { $push: { log: { at: 1, what: 'x' } } }],
    ['$push to a scalar', { $push: { text: 'y' } }],
    ['$addToSet', { $addToSet: { tags: { $each: ['a', 'c', 'c'] }, fresh: 1 } }],
    ['$pull by value and by condition', { $pull: { tags: 'b', cards: { n: { $gte: 2 } } } }],
    ['$pullAll', { $pullAll: { nums: [1, 3] } }],
    ['$pop', { $pop: { nums: 1, tags: -1 } }],
    ['$bit', { $bit: { count: { or: 5 } } }],
    [
      'several operators at once',
      { $set: { name: 'Joey' }, $inc: { count: 1 }, $push: { tags: 'd' }, $unset: { empty: 1 } },
    ],
  ])('%s: as mingo', (_label, modifier) => {
    expect(isPlainModifier(modifier)).toBe(true);
    const expected = outcome(() => byMingo(cloneValue(base), cloneValue(modifier)));
    expect(
      outcome(() => {
        const doc = cloneValue(base);
        applyPlainModifier(doc, cloneValue(modifier));
        return doc;
      }),
    ).toStrictEqual(expected);
  });

  it('leaves the document it was given untouched by later changes to the update', () => {
    const value = { nested: { n: 1 } };
    const doc: Doc = { _id: 1 };
    applyPlainModifier(doc, { $set: { value } });
    value.nested.n = 2;
    expect(doc).toStrictEqual({ _id: 1, value: { nested: { n: 1 } } });
  });

  it.each<[string, Doc]>([
    ['a positional path', { $set: { 'cards.$.n': 1 } }],
    ['an array filter path', { $set: { 'cards.$[card].n': 1 } }],
    ['an all-elements path', { $inc: { 'cards.$[].n': 1 } }],
    ['$rename', { $rename: { name: 'title' } }],
    ['an unknown operator', { $frob: { name: 1 } }],
    ['the same path twice', { $set: { count: 1 }, $inc: { count: 1 } }],
    ['a path inside another', { $set: { owned: {} }, $unset: { 'owned.c1': 1 } }],
    ['a path inside an empty field name', { $set: { '.a': 1 }, $unset: { '.a.b': 1 } }],
    ['an empty field name and a path inside it', { $set: { '': 1 }, $inc: { '.n': 1 } }],
    [
      'an _id path (mingo reports it before any other fault)',
      { $set: { _id: 5 }, $push: { a: { $each: 1 } } },
    ],
    ['a path inside _id', { $set: { '_id.x': 1 } }],
    ['a __proto__ path', { $set: { 'a.__proto__.b': 1 } }],
  ])('leaves %s to mingo', (_label, modifier) => {
    expect(isPlainModifier(modifier)).toBe(false);
  });
});
