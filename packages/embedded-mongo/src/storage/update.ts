import { ObjectId } from 'bson';
import { update as mingoUpdate, updateOne as mingoUpdateOne } from 'mingo';
import type { Doc } from '../bson-values';
import { cloneValue, describeValue, isNumeric, isPlainObject, keyOf, typeName } from '../bson-values';
import { badValue, failedToParse, immutableField, typeMismatch } from '../errors';
import { setAtPath, valueAtPath } from './paths';
import { resolveMinMax } from './min-max';

const OPERATORS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$rename', '$push', '$pull', '$pullAll', '$addToSet',
  '$pop', '$currentDate', '$bit', '$setOnInsert',
]);
const NUMERIC_OPERATORS = new Set(['$inc', '$mul']);
const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pop', '$pull', '$pullAll']);

export type UpdateSpec = Doc | Doc[];

export const isOperatorUpdate = (update: UpdateSpec) =>
  !Array.isArray(update) && Object.keys(update).some((key) => key.startsWith('$'));

/** Checks an update document's shape before any document is touched. */
export function validateUpdate(update: UpdateSpec): void {
  if (Array.isArray(update)) return;
  if (!isPlainObject(update)) throw failedToParse('Update argument must be either an object or an array');
  if (!isOperatorUpdate(update)) {
    for (const key of Object.keys(update))
      if (key.includes('.') && key !== '_id') throw badValue(`The dotted field '${key}' in '${key}' is not valid for storage.`);
    return;
  }
  for (const [operator, fields] of Object.entries(update)) {
    if (!OPERATORS.has(operator))
      throw failedToParse(
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (!isPlainObject(fields)) throw failedToParse(`Modifiers operate on fields but we found type ${typeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${operator}: ${describeValue(fields)}}`);
    if (NUMERIC_OPERATORS.has(operator))
      for (const [field, amount] of Object.entries(fields))
        if (!isNumeric(amount))
          throw typeMismatch(`Cannot ${operator === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${field}: ${describeValue(amount)}}`);
  }
}

// mingo leaves a mistyped target untouched; MongoDB refuses it, so check before applying.
function checkTargetTypes(doc: Doc, update: Doc): void {
  for (const [operator, fields] of Object.entries(update)) {
    for (const field of Object.keys(fields as Doc)) {
      if (field.includes('$')) continue;
      const current = valueAtPath(doc, field);
      if (current === undefined) continue;
      if (NUMERIC_OPERATORS.has(operator) && !isNumeric(current))
        throw typeMismatch(
          `Cannot apply ${operator} to a value of non-numeric type. {_id: ${describeValue(doc._id)}} has the field '${field}' of non-numeric type ${typeName(current)}`,
        );
      if (ARRAY_OPERATORS.has(operator) && !Array.isArray(current)) {
        if (operator === '$pull' || operator === '$pullAll' || operator === '$pop')
          throw badValue(`Cannot apply ${operator} to a non-array value`);
        throw badValue(
          `The field '${field}' must be an array but is of type ${typeName(current)} in document {_id: ${describeValue(doc._id)}}`,
        );
      }
    }
  }
}

/** `_id` may be set only to its current value (then the set is dropped); anything else is ImmutableField. */
function guardId(original: Doc, modifier: Doc): void {
  for (const [operator, fields] of Object.entries(modifier)) {
    for (const field of Object.keys(fields as Doc)) {
      if (field !== '_id' && !field.startsWith('_id.')) continue;
      const unchanged =
        operator === '$set' && field === '_id' && (original._id === undefined || keyOf((fields as Doc)._id) === keyOf(original._id));
      if (!unchanged && original._id !== undefined)
        throw immutableField("Performing an update on the path '_id' would modify the immutable field '_id'");
      if (original._id !== undefined) delete (fields as Doc)[field];
    }
  }
}

/**
 * Applies an update to a copy of the document and returns the new version (and whether it changed).
 * `inserting` is true for an upsert's new document, where `$setOnInsert` applies.
 */
export function applyUpdate(
  original: Doc,
  update: UpdateSpec,
  options: { arrayFilters?: Doc[]; filter?: Doc; inserting?: boolean } = {},
): { doc: Doc; changed: boolean } {
  let doc = cloneValue(original);
  if (Array.isArray(update)) {
    const holder = [doc];
    mingoUpdateOne(holder, {}, update as never, { cloneMode: 'deep' });
    doc = holder[0];
  } else if (!isOperatorUpdate(update)) {
    const replacement = cloneValue(update);
    if ('_id' in replacement && original._id !== undefined && keyOf(replacement._id) !== keyOf(original._id))
      throw immutableField(
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${describeValue(replacement._id)}`,
      );
    delete replacement._id;
    doc = original._id === undefined ? replacement : { _id: original._id, ...replacement };
  } else {
    const modifier: Doc = {};
    for (const [operator, fields] of Object.entries(update)) {
      if (operator === '$setOnInsert') {
        if (options.inserting) modifier.$set = { ...((modifier.$set as Doc) ?? {}), ...(fields as Doc) };
      } else if (operator === '$set') modifier.$set = { ...((modifier.$set as Doc) ?? {}), ...(fields as Doc) };
      else modifier[operator] = fields;
    }
    guardId(original, modifier);
    checkTargetTypes(doc, modifier);
    resolveMinMax(doc, modifier);
    if (Object.keys(modifier).length)
      mingoUpdate(doc, modifier as never, options.arrayFilters, options.filter as never, { cloneMode: 'deep' });
  }
  if (original._id !== undefined && keyOf(doc._id) !== keyOf(original._id))
    throw immutableField("Performing an update on the path '_id' would modify the immutable field '_id'");
  return { doc, changed: keyOf(doc) !== keyOf(original) };
}

/** The equality fields of a filter, as an upsert's new document starts from them. */
export function seedFromFilter(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (conditions: Doc) => {
    for (const [field, condition] of Object.entries(conditions)) {
      if (field === '$and' && Array.isArray(condition)) condition.forEach((part) => visit(part as Doc));
      if (field.startsWith('$')) continue;
      if (condition instanceof RegExp) continue;
      if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
        if ('$eq' in condition && Object.keys(condition).length === 1) setAtPath(seed, field, cloneValue(condition.$eq));
        continue;
      }
      setAtPath(seed, field, cloneValue(condition));
    }
  };
  visit(filter);
  return seed;
}

/** The document an upsert inserts: filter equalities, then the update, with `_id` first. */
export function buildUpsert(filter: Doc, update: UpdateSpec, arrayFilters?: Doc[]): Doc {
  const seed = seedFromFilter(filter);
  let doc: Doc;
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    doc = cloneValue(update);
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  } else {
    doc = applyUpdate(seed, update, { arrayFilters, inserting: true }).doc;
  }
  const { _id = new ObjectId(), ...rest } = doc;
  return { _id, ...rest };
}
