import { compareValues } from '../bson-values';
import type { FieldBounds } from './bounds';
import { rangeSide } from './bounds';
import type { SecondaryIndex } from './indexes';
import type { Position } from './ordered-keys';

/**
 * The `_id` keys an index holds inside the bounds (equality points on a prefix of its fields, then maybe a
 * range on the next), walking its keys in order or backward. Keys covering every field are looked up
 * directly; otherwise each combination of the points is one contiguous run of the ordered keys.
 */
export function* scanIds(index: SecondaryIndex, bounds: Array<FieldBounds | undefined>, backward: boolean): Generator<string> {
  const points = bounds.filter((bound) => bound?.kind === 'points');
  const range = bounds.find((bound) => bound?.kind === 'range');
  let combinations: unknown[][] = [[]];
  for (const [i, bound] of points.entries()) {
    const values = index.directions[i] === 1 ? bound.values : [...bound.values].reverse();
    combinations = combinations.flatMap((prefix) => values.map((value) => [...prefix, value]));
  }
  if (backward) combinations.reverse();
  for (const combination of combinations) {
    if (combination.length === index.fields.length) yield* index.lookup(combination);
    else for (const entry of index.scan(positionOf(index, combination, range), backward)) yield* entry.ids();
  }
}

function positionOf(index: SecondaryIndex, prefix: unknown[], range: FieldBounds | undefined): Position {
  const sign = (order: number) => (order < 0 ? -1 : order > 0 ? 1 : 0);
  return (entry) => {
    for (let i = 0; i < prefix.length; i++) {
      const order = compareValues(entry.values[i], prefix[i]);
      if (order) return sign(order * index.directions[i]);
    }
    if (range?.kind !== 'range') return 0;
    return sign(rangeSide(entry.values[prefix.length], range) * index.directions[prefix.length]);
  };
}
