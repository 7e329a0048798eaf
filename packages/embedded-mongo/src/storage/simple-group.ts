import type { Doc } from '../bson-values';
import { isPlainObject } from '../bson-values';

/** Thrown while grouping when a document needs what only mingo does (a path through an array). */
class NotSimple extends Error {}

type Evaluate = (doc: Doc) => unknown;

/** A field path (`$a` or `$a.b`) read as mingo reads it where no array lies on the way. */
function fieldPath(expression: string): Evaluate | undefined {
  const path = expression.slice(1).split('.');
  if (path.some((field) => field === '' || field.startsWith('$') || field === '__proto__')) return undefined;
  return (doc) => {
    let value: unknown = doc;
    for (const field of path) {
      if (Array.isArray(value)) throw new NotSimple();
      if (typeof value !== 'object' || value === null) return undefined;
      if (!isPlainObject(value)) throw new NotSimple();
      value = Object.hasOwn(value, field) ? value[field] : undefined;
    }
    return value;
  };
}

/**
 * An expression made of field paths, arrays of expressions and objects of them (`{card: ['$a', '$b.c']}`),
 * evaluated as mingo does (a missing field is undefined, inside an array or an object too); undefined
 * for any other expression.
 */
function compile(expression: unknown): Evaluate | undefined {
  if (typeof expression === 'string') return expression.startsWith('$') ? fieldPath(expression) : undefined;
  if (Array.isArray(expression)) {
    const items = expression.map(compile);
    if (items.some((item) => item === undefined)) return undefined;
    return (doc) => (items as Evaluate[]).map((item) => item(doc));
  }
  if (isPlainObject(expression)) {
    const fields = Object.keys(expression);
    if (fields.length === 0 || fields.some((field) => field.startsWith('$'))) return undefined;
    const values = fields.map((field) => compile(expression[field]));
    if (values.some((value) => value === undefined)) return undefined;
    return (doc) => Object.fromEntries(fields.map((field, at) => [field, (values as Evaluate[])[at](doc)]));
  }
  return undefined;
}

/** `{$push: <expression>}` as what each document pushes (mingo pushes null for a missing value). */
function pushed(accumulator: unknown): Evaluate | undefined {
  if (!isPlainObject(accumulator) || Object.keys(accumulator).length !== 1) return undefined;
  const evaluate = compile(accumulator.$push);
  return evaluate && ((doc) => evaluate(doc) ?? null);
}

/**
 * A `$group` by a field holding strings (or by null) whose every other field `$push`es field paths (in
 * arrays and objects), computed here instead of by mingo: the catalog reads its cards and printings this
 * way, and mingo's general expression evaluation took about 70 % of such a read. The answer is mingo's,
 * group for group in first-seen order and value for value. Any other `$group`, or a document that needs
 * more (a key that is not a string, a path through an array), gives undefined: the stage is then left to
 * mingo. The caller runs it only without a collation.
 */
export function simpleGroup(source: Doc[], spec: unknown): Doc[] | undefined {
  if (!isPlainObject(spec) || !Object.hasOwn(spec, '_id')) return undefined;
  const key = spec._id === null ? () => null : typeof spec._id === 'string' ? compile(spec._id) : undefined;
  if (!key) return undefined;
  const outputs: [string, Evaluate][] = [];
  for (const [field, accumulator] of Object.entries(spec)) {
    if (field === '_id') continue;
    const push = pushed(accumulator);
    if (!push) return undefined;
    outputs.push([field, push]);
  }
  try {
    const groups = new Map<string | null, Doc[]>();
    for (const doc of source) {
      const id = key(doc);
      if (id !== null && typeof id !== 'string') return undefined;
      const members = groups.get(id);
      if (members) members.push(doc);
      else groups.set(id, [doc]);
    }
    return [...groups].map(([id, members]) => {
      const group: Doc = { _id: id };
      for (const [field, push] of outputs) group[field] = members.map(push);
      return group;
    });
  } catch (error) {
    if (error instanceof NotSimple) return undefined;
    throw error;
  }
}
