import { Binary, Decimal128, Long, ObjectId, Timestamp } from 'bson';
import { compareNumeric, isNumeric, numericKey } from './numeric';

// Stored documents are plain objects decoded with promoted numbers (int32, double and safe int64 as JS numbers);
// BSON classes stay for ObjectId, Decimal128, Binary, Timestamp and unsafe Long values.

type Doc = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A deep copy that keeps BSON value classes: results are copies, never references to stored documents. */
export function cloneValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const copy: Doc = {};
    for (const key of Object.keys(value)) copy[key] = cloneValue(value[key]);
    return copy as T;
  }
  if (value instanceof Binary) return new Binary(Buffer.from(value.buffer), value.sub_type) as T;
  return value;
}

// MongoDB's canonical type order for comparison and sort.
export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (typeof value === 'number' || value instanceof Long || value instanceof Decimal128) return 2;
  if (typeof value === 'string' || typeof value === 'symbol') return 3;
  if (Array.isArray(value)) return 5;
  if (value instanceof Binary || Buffer.isBuffer(value)) return 6;
  if (value instanceof ObjectId) return 7;
  if (typeof value === 'boolean') return 8;
  if (value instanceof Date) return 9;
  if (value instanceof Timestamp) return 10;
  if (value instanceof RegExp) return 11;
  return 4;
}

const cmp = <T extends number | string | bigint>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/** One total order across BSON values, as MongoDB compares and sorts them. */
export function compareValues(a: unknown, b: unknown, collator?: Intl.Collator): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return cmp(rankA, rankB);
  switch (rankA) {
    case 1:
      return 0;
    case 2:
      return compareNumeric(a as number, b as number);
    case 3:
      return collator ? collator.compare(String(a), String(b)) : cmp(String(a), String(b));
    case 4:
      return compareObjects(a as Doc, b as Doc, collator);
    case 5: {
      const xs = a as unknown[];
      const ys = b as unknown[];
      for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        const order = compareValues(xs[i], ys[i], collator);
        if (order) return order;
      }
      return cmp(xs.length, ys.length);
    }
    case 6:
      return Buffer.compare(bytesOf(a), bytesOf(b));
    case 7:
      return Buffer.compare(Buffer.from((a as ObjectId).id), Buffer.from((b as ObjectId).id));
    case 8:
      return cmp(Number(a), Number(b));
    case 9:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 10:
      return (a as Timestamp).compare(b as Timestamp);
    default:
      return cmp(String(a), String(b));
  }
}

const bytesOf = (value: unknown): Buffer =>
  value instanceof Binary ? Buffer.from(value.buffer) : Buffer.from(value as Uint8Array);

function compareObjects(a: Doc, b: Doc, collator?: Intl.Collator): number {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  for (let i = 0; i < Math.min(keysA.length, keysB.length); i++) {
    const byValueType = cmp(typeRank(a[keysA[i]]), typeRank(b[keysB[i]]));
    if (byValueType) return byValueType;
    const byName = cmp(keysA[i], keysB[i]);
    if (byName) return byName;
    const byValue = compareValues(a[keysA[i]], b[keysB[i]], collator);
    if (byValue) return byValue;
  }
  return cmp(keysA.length, keysB.length);
}

/**
 * A string equal for exactly the values MongoDB holds equal (1, 1.0 and Long 1 share a key):
 * the key of the `_id` map and of every index entry.
 */
export function keyOf(value: unknown): string {
  if (value === undefined || value === null) return 'z';
  if (typeof value === 'number') return `n${Object.is(value, -0) ? 0 : value}`;
  if (value instanceof Long || value instanceof Decimal128) return numericKey(value);
  if (typeof value === 'string') return `s${value}`;
  if (value instanceof ObjectId) return `o${value.toHexString()}`;
  if (typeof value === 'boolean') return value ? 'bt' : 'bf';
  if (value instanceof Date) return `d${value.getTime()}`;
  if (Array.isArray(value)) return `a[${value.map(keyOf).join(',')}]`;
  if (value instanceof Binary || Buffer.isBuffer(value)) return `x${bytesOf(value).toString('base64')}`;
  if (value instanceof RegExp) return `r${value.source}/${value.flags}`;
  if (value instanceof Timestamp) return `t${value.toString()}`;
  if (typeof value === 'object')
    return `{${Object.entries(value as Doc)
      .map(([k, v]) => `${JSON.stringify(k)}:${keyOf(v)}`)
      .join(',')}}`;
  return `?${String(value)}`;
}

/** Values `keyOf` keys by their own kind, not as a document of fields. */
const isKeyedByKind = (value: object): boolean =>
  value instanceof Long ||
  value instanceof Decimal128 ||
  value instanceof ObjectId ||
  value instanceof Date ||
  value instanceof Binary ||
  Buffer.isBuffer(value) ||
  value instanceof RegExp ||
  value instanceof Timestamp;

/**
 * Whether MongoDB holds two values equal, as `keyOf(a) === keyOf(b)` would say, without building either
 * key: it stops at the first difference, so comparing a large document with its updated copy (every
 * update asks whether it changed anything) costs little. Arrays and documents compare element by element
 * and field by field in order.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  const isFields = (value: unknown): value is Doc =>
    typeof value === 'object' && value !== null && !isKeyedByKind(value);
  if (isFields(a) && isFields(b)) {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.length !== keysB.length) return false;
    for (let i = 0; i < keysA.length; i++)
      if (keysA[i] !== keysB[i] || !sameValue(a[keysA[i]!], b[keysB[i]!])) return false;
    return true;
  }
  return keyOf(a) === keyOf(b);
}

/**
 * The key of a document in its collection's `_id` map and in index entries, equal for values MongoDB holds
 * equal: a string is its own key (the usual `_id`, then shared with the document instead of a second copy);
 * any other value, and a string starting with \u0001, is \u0001 and its `keyOf`, so no two kinds meet.
 */
export const idKeyOf = (value: unknown): string =>
  typeof value === 'string' && value.charCodeAt(0) !== 1 ? value : `\u0001${keyOf(value)}`;

/** A value as MongoDB's messages print it (the dup key of E11000). */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(describeValue).join(', ')} ]`;
  if (isPlainObject(value))
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${describeValue(v)}`)
      .join(', ')} }`;
  return String(value);
}

/** BSON type name as $type and error messages use it. */
export function typeName(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof ObjectId) return 'objectId';
  if (value instanceof Long) return 'long';
  if (value instanceof Decimal128) return 'decimal';
  if (value instanceof Binary) return 'binData';
  return 'object';
}

export { isNumeric, isPlainObject };
export type { Doc };
