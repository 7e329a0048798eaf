import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from 'bson';

// The unified test format's "Evaluating Matches": expected values may hold special operators ($$exists,
// $$type, $$unsetOrMatches, $$matchesEntity...); a root-level document may have extra fields, a nested one
// may not; 32-bit, 64-bit and double numbers are equal when their values are.

export type Entities = Map<string, unknown>;

export class MatchError extends Error {}

const isDocument = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype ||
    Object.getPrototypeOf(value) === null ||
    value.constructor?.name === 'Object');

/** A number's value whatever its BSON class (Decimal128 is not flexible and stays out). */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (value instanceof Long) return value.toNumber();
  return undefined;
}

/** The BSON type names a value may have ($$type), allowing a JS number to be int, long or double. */
function typeNamesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (value === undefined) return [];
  if (typeof value === 'number' || value instanceof Int32 || value instanceof Double) {
    const number = Number(value);
    if (value instanceof Double) return ['double'];
    return Number.isInteger(number) ? ['int', 'long', 'double'] : ['double'];
  }
  if (value instanceof Long) return ['long'];
  if (value instanceof Decimal128) return ['decimal'];
  if (typeof value === 'string') return ['string'];
  if (typeof value === 'boolean') return ['bool'];
  if (Array.isArray(value)) return ['array'];
  if (value instanceof Date) return ['date'];
  if (value instanceof ObjectId) return ['objectId'];
  if (value instanceof Binary) return ['binData'];
  if (value instanceof Timestamp) return ['timestamp'];
  if (value instanceof RegExp) return ['regex'];
  return ['object'];
}

const show = (value: unknown) => {
  try {
    return JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'bigint' ? inner.toString() : inner,
    );
  } catch {
    return String(value);
  }
};

const fail = (path: string, message: string): never => {
  throw new MatchError(`${path || '(root)'}: ${message}`);
};

/** The one special operator an expected document is, if it is one. */
function specialOperator(expected: unknown): [string, unknown] | undefined {
  if (!isDocument(expected)) return undefined;
  const keys = Object.keys(expected);
  if (keys.length === 1 && keys[0].startsWith('$$')) return [keys[0], expected[keys[0]]];
  return undefined;
}

export interface MatchOptions {
  /** Extra fields are allowed in the top document (expectResult, a command, an error response). */
  root: boolean;
  entities: Entities;
}

/** Throws a MatchError naming the first difference between expected and actual. */
export function assertMatches(expected: unknown, actual: unknown, options: MatchOptions, path = ''): void {
  // The driver keeps sort documents as Maps (to hold their key order): compare them as documents.
  if (actual instanceof Map) actual = Object.fromEntries(actual);
  const special = specialOperator(expected);
  if (special) return matchSpecial(special[0], special[1], actual, options, path);
  if (isDocument(expected)) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual))
      fail(path, `expected a document, got ${show(actual)}`);
    const held = actual as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) {
      const inner = specialOperator(value);
      const at = path ? `${path}.${key}` : key;
      if (inner?.[0] === '$$exists') {
        if ((held[key] !== undefined) !== inner[1])
          fail(at, inner[1] ? 'is missing' : `should be absent, got ${show(held[key])}`);
        continue;
      }
      if (inner?.[0] === '$$unsetOrMatches' && held[key] === undefined) continue;
      if (held[key] === undefined) fail(at, `is missing (expected ${show(value)})`);
      assertMatches(value, held[key], { ...options, root: false }, at);
    }
    if (!options.root) {
      const extra = Object.keys(held).filter((key) => !(key in expected) && held[key] !== undefined);
      if (extra.length) fail(path, `has unexpected fields ${extra.join(', ')}`);
    }
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) fail(path, `expected an array, got ${show(actual)}`);
    const list = actual as unknown[];
    if (list.length !== expected.length)
      fail(path, `expected ${expected.length} elements, got ${list.length}: ${show(list)}`);
    // Elements of a result array are root-level documents for iterated results (find, aggregate).
    expected.forEach((value, index) => assertMatches(value, list[index], options, `${path}[${index}]`));
    return;
  }
  matchScalar(expected, actual, path);
}

function matchScalar(expected: unknown, actual: unknown, path: string): void {
  const expectedNumber = numberOf(expected);
  if (expectedNumber !== undefined) {
    const actualNumber = numberOf(actual);
    if (
      actualNumber === undefined ||
      !(actualNumber === expectedNumber || (Number.isNaN(actualNumber) && Number.isNaN(expectedNumber)))
    )
      fail(path, `expected ${show(expected)}, got ${show(actual)}`);
    return;
  }
  if (expected instanceof Decimal128 || expected instanceof ObjectId || expected instanceof Timestamp) {
    if (!(actual instanceof expected.constructor) || String(actual) !== String(expected))
      fail(path, `expected ${String(expected)}, got ${show(actual)}`);
    return;
  }
  if (expected instanceof Date) {
    if (!(actual instanceof Date) || actual.getTime() !== expected.getTime())
      fail(path, `expected ${expected.toISOString()}, got ${show(actual)}`);
    return;
  }
  if (expected instanceof Binary) {
    if (
      !(actual instanceof Binary) ||
      actual.sub_type !== expected.sub_type ||
      !Buffer.from(actual.buffer).equals(Buffer.from(expected.buffer))
    )
      fail(path, `binary data differs`);
    return;
  }
  if (expected !== actual) fail(path, `expected ${show(expected)}, got ${show(actual)}`);
}

function matchSpecial(
  operator: string,
  argument: unknown,
  actual: unknown,
  options: MatchOptions,
  path: string,
): void {
  switch (operator) {
    case '$$exists':
      if ((actual !== undefined) !== argument) fail(path, argument ? 'is missing' : 'should be absent');
      return;
    case '$$type': {
      const wanted = Array.isArray(argument) ? (argument as string[]) : [String(argument)];
      const held = typeNamesOf(actual);
      if (!wanted.some((type) => held.includes(type)))
        fail(path, `expected type ${wanted.join(' or ')}, got ${show(actual)}`);
      return;
    }
    case '$$unsetOrMatches':
      if (actual === undefined) return;
      return assertMatches(argument, actual, options, path);
    case '$$matchesEntity': {
      const entity = options.entities.get(String(argument));
      if (entity === undefined) fail(path, `no entity named ${String(argument)}`);
      return assertMatches(entity, actual, options, path);
    }
    case '$$matchesHexBytes': {
      const bytes =
        actual instanceof Binary ? Buffer.from(actual.buffer) : Buffer.isBuffer(actual) ? actual : undefined;
      if (!bytes || bytes.toString('hex') !== String(argument).toLowerCase())
        fail(path, `bytes differ from ${String(argument)}`);
      return;
    }
    case '$$lte': {
      const limit = numberOf(argument);
      const value = numberOf(actual);
      if (limit === undefined || value === undefined || value > limit)
        fail(path, `expected at most ${show(argument)}, got ${show(actual)}`);
      return;
    }
    case '$$matchAsRoot':
      return assertMatches(argument, actual, { ...options, root: true }, path);
    default:
      throw new MatchError(`${path}: the special operator ${operator} is not supported by this runner`);
  }
}
