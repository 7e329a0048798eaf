import { Aggregator } from 'mingo/aggregator';
import { ProcessingMode } from 'mingo/core';
import type { Doc } from '../bson-values';
import { contextFor } from './filter';
import { simpleGroup } from './simple-group';

const mingo = (source: Doc[], group: Doc) =>
  new Aggregator([{ $group: group }], {
    context: contextFor(undefined),
    processingMode: ProcessingMode.CLONE_OFF,
  }).run(source);

const printings: Doc[] = [
  {
    _id: 'p1',
    setId: 'LOB',
    cardId: 1,
    rarity: 'Ultra Rare',
    tags: ['a'],
    meta: { type: 'Normal', level: 4 },
  },
  { _id: 'p2', setId: 'MRD', cardId: 2, rarity: null, meta: null },
  { _id: 'p3', setId: 'LOB', cardId: 3, meta: { type: 'Effect' } },
  { _id: 'p4', setId: 'MRD', cardId: 2, rarity: 'Common', constructor: 'own', meta: 'text' },
];

describe('a $group that pushes fields, computed without mingo', () => {
  it.each([
    [
      'by a field, pushing arrays of fields',
      { _id: '$setId', printings: { $push: ['$_id', '$rarity', '$tags'] } },
    ],
    ['by a field, pushing one field', { _id: '$setId', ids: { $push: '$rarity' } }],
    [
      'by null, several outputs',
      { _id: null, ids: { $push: '$_id' }, rows: { $push: ['$cardId', '$missing'] } },
    ],
    [
      'a field named like a prototype property',
      { _id: '$setId', names: { $push: ['$constructor', '$toString'] } },
    ],
    [
      'by null, pushing objects of arrays and nested fields',
      {
        _id: null,
        cards: { $push: { card: ['$_id', '$cardId'], meta: ['$meta.type', '$meta.level', '$meta.x.y'] } },
      },
    ],
  ])('answers as mingo does: %s', (_, group) => {
    const fast = simpleGroup(printings, group);
    expect(fast).toBeDefined();
    expect(fast).toStrictEqual(mingo(printings, group));
  });

  it('groups by a nested field as mingo does', () => {
    const typed = printings.filter((printing) => typeof (printing.meta as Doc | null)?.type === 'string');
    const group = { _id: '$meta.type', ids: { $push: '$_id' } };
    expect(simpleGroup(typed, group)).toStrictEqual(mingo(typed, group));
    expect(simpleGroup(typed, group)).toHaveLength(2);
  });

  it('answers no groups for no documents, as mingo does', () => {
    expect(simpleGroup([], { _id: null, ids: { $push: '$_id' } })).toEqual(
      mingo([], { _id: null, ids: { $push: '$_id' } }),
    );
  });

  it.each([
    ['a key that is not a string', [{ _id: 1, setId: 7 }], { _id: '$setId', ids: { $push: '$_id' } }],
    ['a missing key', [{ _id: 1 }], { _id: '$setId', ids: { $push: '$_id' } }],
    ['a path through an array', printings, { _id: '$setId', ids: { $push: '$tags.0' } }],
    [
      'a path through a value that is not a plain object',
      [{ _id: 1, setId: 'A', at: new Date(0) }],
      { _id: '$setId', t: { $push: '$at.x' } },
    ],
    ['another accumulator', printings, { _id: '$setId', n: { $sum: 1 } }],
    ['an expression key', printings, { _id: { set: '$setId' }, ids: { $push: '$_id' } }],
    ['a variable', printings, { _id: '$setId', ids: { $push: '$$ROOT' } }],
    ['an operator', printings, { _id: '$setId', ids: { $push: { $concat: ['$_id', '-'] } } }],
    ['a literal', printings, { _id: '$setId', ids: { $push: ['$_id', 'x'] } }],
  ])('leaves %s to mingo', (_, source, group) => {
    expect(simpleGroup(source as Doc[], group)).toBeUndefined();
  });
});
