import { Context } from 'mingo/core';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query } from 'mingo/query';
import { flatten, resolve } from 'mingo/util';
import { mingoOptions } from './mingo-options';
import type { Doc } from '../bson-values';
import { compareValues, isPlainObject, keyOf, typeRank } from '../bson-values';
import { compareNumeric, isNumeric, numericKey } from '../numeric';
import { collatorFor, isCollated, mingoCollation } from './collation';

// mingo compares numbers only within one JS type (a Decimal128 or Long never equals or exceeds a number), so
// the comparison operators are replaced by ones that compare every numeric BSON type by value; a comparison
// with anything but a number is left to mingo as it was.

type Predicate = (doc: unknown) => boolean;
type QueryOperator = (selector: string, value: unknown, options: unknown) => Predicate;
const original = queryOperators as unknown as Record<string, QueryOperator>;

/** The values a path holds for a comparison: the value itself, or each element where it is an array. */
function candidates(doc: unknown, selector: string): unknown[] {
  const value: unknown = resolve(doc as Doc, selector, { unwrapArray: true });
  if (!Array.isArray(value)) return [value];
  const depth = selector.split('.').length - 1;
  return depth ? flatten(value, depth) : value;
}

const someNumber = (doc: unknown, selector: string, accept: (value: number) => boolean) =>
  candidates(doc, selector).some((value) => isNumeric(value) && accept(value as number));

const isNaNValue = (value: unknown) => numericKey(value as number) === 'nNaN';

/** A comparison by value; NaN sorts first but is inside no range: it meets only $eq, $gte and $lte NaN. */
function byOrder(name: string, accept: (order: number) => boolean): QueryOperator {
  return (selector, value, options) => {
    if (!isNumeric(value)) return original[name](selector, value, options);
    const nan = isNaNValue(value);
    return (doc) =>
      someNumber(doc, selector, (held) => (nan || isNaNValue(held) ? nan && isNaNValue(held) && accept(0) : accept(compareNumeric(held, value))));
  };
}

const numericEq = byOrder('$eq', (order) => order === 0);

type Accumulator = (collection: unknown[], expr: unknown, options: unknown) => unknown;
const push = (accumulator as unknown as Record<string, Accumulator>).$push;

/** $min / $max by BSON order (numbers of any type by value), ignoring null and missing values. */
const extreme =
  (side: 1 | -1): Accumulator =>
  (collection, expr, options) => {
    const values = (push(collection, expr, options) as unknown[]).filter((value) => value !== null && value !== undefined);
    if (values.length === 0) return null;
    return values.reduce((best, value) => (compareValues(value, best) * side > 0 ? value : best));
  };

function numericIn(selector: string, values: unknown, options: unknown): Predicate {
  if (!Array.isArray(values) || !values.some(isNumeric)) return original.$in(selector, values, options);
  const others = original.$in(selector, values.filter((value) => !isNumeric(value)), options);
  const keys = new Set(values.filter(isNumeric).map(numericKey));
  return (doc) => someNumber(doc, selector, (held) => keys.has(numericKey(held))) || others(doc);
}

const numericOperators: Record<string, QueryOperator> = {
  $eq: numericEq,
  $ne: (selector, value, options) => {
    const equal = numericEq(selector, value, options);
    return (doc) => !equal(doc);
  },
  $gt: byOrder('$gt', (order) => order > 0),
  $gte: byOrder('$gte', (order) => order >= 0),
  $lt: byOrder('$lt', (order) => order < 0),
  $lte: byOrder('$lte', (order) => order <= 0),
  $in: numericIn,
  $nin: (selector, values, options) => {
    const within = numericIn(selector, values, options);
    return (doc) => !within(doc);
  },
};

/** Whether a value is or holds a string: only those compare differently under a collation. */
const holdsString = (value: unknown): boolean =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.some(holdsString)) ||
  (isPlainObject(value) && Object.values(value).some(holdsString));

/** The values a path holds, each element of an array and the array itself (an equality may match either). */
function withArrays(doc: unknown, selector: string): unknown[] {
  const whole: unknown = resolve(doc as Doc, selector);
  const values = candidates(doc, selector);
  return Array.isArray(whole) ? [...values, whole] : values;
}

/**
 * Comparison operators under a collation: a string (or a document or array holding one) compares with the
 * collator, within its own BSON type as MongoDB compares; anything else is compared as without one.
 */
function collatedOperators(collator: Intl.Collator): Record<string, QueryOperator> {
  const byCollation =
    (name: string, accept: (order: number) => boolean): QueryOperator =>
    (selector, value, options) => {
      if (!holdsString(value)) return numericOperators[name](selector, value, options);
      const rank = typeRank(value);
      return (doc) => withArrays(doc, selector).some((held) => typeRank(held) === rank && accept(compareValues(held, value, collator)));
    };
  const eq = byCollation('$eq', (order) => order === 0);
  const within: QueryOperator = (selector, values, options) => {
    if (!Array.isArray(values)) return numericOperators.$in(selector, values, options);
    const tests = values.map((value) => (value instanceof RegExp ? original.$in(selector, [value], options) : eq(selector, value, options)));
    return (doc) => tests.some((test) => test(doc));
  };
  return {
    $eq: eq,
    $ne: (selector, value, options) => {
      const equal = eq(selector, value, options);
      return (doc) => !equal(doc);
    },
    $gt: byCollation('$gt', (order) => order > 0),
    $gte: byCollation('$gte', (order) => order >= 0),
    $lt: byCollation('$lt', (order) => order < 0),
    $lte: byCollation('$lte', (order) => order <= 0),
    $in: within,
    $nin: (selector, values, options) => {
      const inside = within(selector, values, options);
      return (doc) => !inside(doc);
    },
  };
}

const operatorsOf = (query: object) => ({
  accumulator: { ...accumulator, $min: extreme(-1), $max: extreme(1) },
  expression,
  pipeline,
  projection,
  query,
  window: windowOperators,
});

/** Every mingo operator, with the numeric-aware comparisons and $min/$max in place of mingo's own. */
export const mingoContext = Context.init(operatorsOf({ ...queryOperators, ...numericOperators }) as never);

const collatedContexts = new Map<string, Context>();
const updateContexts = new Map<string, Context>();

/** The query operators under this collation (the numeric-aware ones when it is simple or absent). */
function queryOperatorsFor(collation?: Doc): object {
  const collator = collatorFor(collation);
  return collator ? { ...queryOperators, ...numericOperators, ...collatedOperators(collator) } : { ...queryOperators, ...numericOperators };
}

/** The operators for a query under this collation (the numeric-aware ones when it is simple or absent). */
export function contextFor(collation?: Doc): Context {
  const collator = collatorFor(collation);
  if (!collator) return mingoContext;
  const id = keyOf(collation);
  let context = collatedContexts.get(id);
  if (!context) {
    context = Context.init(operatorsOf(queryOperatorsFor(collation)) as never);
    collatedContexts.set(id, context);
  }
  return context;
}

/**
 * The operators mingo's updater is given: the query operators only (it finds the element a positional
 * `$` names with them, and adds the few expression operators it uses itself). The updater copies its
 * context on every update, so a context holding every expression operator cost more than the update.
 */
export function updateContextFor(collation?: Doc): Context {
  const id = collatorFor(collation) ? keyOf(collation) : '';
  let context = updateContexts.get(id);
  if (!context) {
    context = Context.init({ query: queryOperatorsFor(collation) } as never);
    updateContexts.set(id, context);
  }
  return context;
}

/** What a query is evaluated with besides the filter: a collation, and the variables of the command's `let`. */
export interface QueryScope {
  collation?: Doc;
  variables?: Doc;
}

/** A query's options without collation or variables, made once: a query copies their context from them at no cost. */
const plainQueryOptions = mingoOptions({ context: mingoContext });

/** A compiled predicate; mingo throws on unknown operators, which callers report as BadValue. */
export function compileFilter(filter: Doc = {}, scope: QueryScope = {}): (doc: Doc) => boolean {
  if (Object.keys(filter).length === 0) return () => true;
  const plain = !isCollated(scope.collation) && !scope.variables;
  const query = new Query(
    filter,
    plain
      ? (plainQueryOptions as never)
      : {
          context: contextFor(scope.collation),
          ...(isCollated(scope.collation) ? { collation: mingoCollation(scope.collation) as never } : {}),
          ...(scope.variables ? { variables: scope.variables } : {}),
        },
  );
  return (doc) => query.test(doc);
}
