import { Context } from 'mingo/core';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query } from 'mingo/query';
import { flatten, resolve } from 'mingo/util';
import type { Doc } from '../bson-values';
import { compareValues } from '../bson-values';
import { compareNumeric, isNumeric, numericKey } from '../numeric';

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

/** Every mingo operator, with the numeric-aware comparisons and $min/$max in place of mingo's own. */
export const mingoContext = Context.init({
  accumulator: { ...accumulator, $min: extreme(-1), $max: extreme(1) },
  expression,
  pipeline,
  projection,
  query: { ...queryOperators, ...numericOperators },
  window: windowOperators,
} as never);

/** A compiled predicate; mingo throws on unknown operators, which callers report as BadValue. */
export function compileFilter(filter: Doc = {}, collation?: Doc): (doc: Doc) => boolean {
  if (Object.keys(filter).length === 0) return () => true;
  const collationSpec = collation && collation.locale !== 'simple' ? collation : undefined;
  const query = new Query(filter, { context: mingoContext, ...(collationSpec ? { collation: collationSpec as never } : {}) });
  return (doc) => query.test(doc);
}
