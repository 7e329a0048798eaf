import { Decimal128, Long, ObjectId } from 'bson';
import type { Doc } from '../bson-values';
import { compareValues, isPlainObject, keyOf, typeRank } from '../bson-values';

// What a filter asks of one field, in the terms an index scan can use: equal to one of some values, inside
// a range, or nothing usable. Only values whose index key means what the query means take part (no null,
// regex, array, object or NaN: those stay with the residual filter).

export interface Limit {
  value: unknown;
  inclusive: boolean;
}

export type FieldBounds =
  | { kind: 'points'; values: unknown[]; pure: boolean }
  | { kind: 'range'; rank: number; low?: Limit; high?: Limit };

/** A value an index holds exactly as a query compares it. */
export const indexable = (value: unknown): boolean =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  ((typeof value === 'number' || value instanceof Long || value instanceof Decimal128) && keyOf(value) !== 'nNaN') ||
  value instanceof ObjectId ||
  (value instanceof Date && !Number.isNaN(value.getTime()));

const isOperatorObject = (value: unknown): value is Doc =>
  isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));

/** An `_id` value looked up by its key: besides scalars, a document (`_id` is never an array or null). */
export const idIndexable = (value: unknown): boolean => indexable(value) || (isPlainObject(value) && !isOperatorObject(value));

/**
 * The bounds of a top-level field's condition; points are `pure` when the condition says nothing more
 * (so an index lookup alone answers it). A range always leaves its candidates to the full filter.
 */
export function boundsFor(filter: Doc, field: string, accepts = indexable): FieldBounds | undefined {
  if (!(field in filter)) return undefined;
  const condition = filter[field];
  if (!isOperatorObject(condition)) return accepts(condition) ? { kind: 'points', values: [condition], pure: true } : undefined;
  const operators = Object.keys(condition);
  if ('$eq' in condition && accepts(condition.$eq))
    return { kind: 'points', values: [condition.$eq], pure: operators.length === 1 };
  const list = condition.$in;
  if (Array.isArray(list) && list.length > 0 && list.every(accepts))
    return { kind: 'points', values: sortedDistinct(list), pure: operators.length === 1 };
  return rangeOf(condition);
}

function rangeOf(condition: Doc): FieldBounds | undefined {
  const limit = (operator: string) =>
    operator in condition && indexable(condition[operator]) ? { value: condition[operator], inclusive: operator.endsWith('e') } : undefined;
  const low = limit('$gt') ?? limit('$gte');
  let high = limit('$lt') ?? limit('$lte');
  // Comparisons only match values of their own type, so both sides must be of one type to bound one range.
  if (low && high && typeRank(low.value) !== typeRank(high.value)) high = undefined;
  const bound = low ?? high;
  return bound && { kind: 'range', rank: typeRank(bound.value), low, high };
}

function sortedDistinct(values: unknown[]): unknown[] {
  const byKey = new Map<string, unknown>();
  for (const value of values) byKey.set(keyOf(value), value);
  return [...byKey.values()].sort((a, b) => compareValues(a, b));
}

/** Where a value lies against a range: -1 below it, 0 inside, 1 above (values of other types by type order). */
export function rangeSide(value: unknown, range: Extract<FieldBounds, { kind: 'range' }>): -1 | 0 | 1 {
  const rank = typeRank(value);
  if (rank !== range.rank) return rank < range.rank ? -1 : 1;
  if (range.low) {
    const order = compareValues(value, range.low.value);
    if (order < 0 || (order === 0 && !range.low.inclusive)) return -1;
  }
  if (range.high) {
    const order = compareValues(value, range.high.value);
    if (order > 0 || (order === 0 && !range.high.inclusive)) return 1;
  }
  return 0;
}

/** Whether every value inside `inner` is inside `outer` (a query's range within a partial index's). */
export function rangeWithin(inner: Extract<FieldBounds, { kind: 'range' }>, outer: Extract<FieldBounds, { kind: 'range' }>): boolean {
  if (inner.rank !== outer.rank) return false;
  const covers = (limit: Limit | undefined, bound: Limit | undefined, side: 1 | -1) => {
    if (!bound) return true;
    if (!limit) return false;
    const order = compareValues(limit.value, bound.value) * side;
    return order > 0 || (order === 0 && (bound.inclusive || !limit.inclusive));
  };
  return covers(inner.low, outer.low, 1) && covers(inner.high, outer.high, -1);
}
