import { ObjectId } from 'bson';
import { update as mingoUpdate } from 'mingo/updater';
import { Aggregator } from 'mingo/aggregator';
import { ProcessingMode } from 'mingo/core';
import type { Doc } from '../bson-values';
import { cloneValue, describeValue, isNumeric, isPlainObject, keyOf, sameValue, typeName } from '../bson-values';
import { badValue, CommandError, failedToParse, immutableField, typeMismatch } from '../errors';
import { isCollated, mingoCollation } from './collation';
import { contextFor, mingoContext, updateContextFor } from './filter';
import { setAtPath, valueAtPath } from './paths';
import { resolveMinMax } from './min-max';
import { applyPlainModifier, isPlainModifier } from './prepared-update';

const OPERATORS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$rename', '$push', '$pull', '$pullAll', '$addToSet',
  '$pop', '$currentDate', '$bit', '$setOnInsert',
]);
const NUMERIC_OPERATORS = new Set(['$inc', '$mul']);
const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pop', '$pull', '$pullAll']);

export type UpdateSpec = Doc | Doc[];

/**
 * As mongod decides: an update whose first field is an operator is an operator update; otherwise it is a
 * replacement, which since MongoDB 5.0 may hold `$`-prefixed and dotted field names after the first.
 */
export const isOperatorUpdate = (update: UpdateSpec) => !Array.isArray(update) && (Object.keys(update)[0] ?? '').startsWith('$');

// The stages mongod allows in an update pipeline.
const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

/** Checks an update document's shape before any document is touched. */
export function validateUpdate(update: UpdateSpec): void {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name))
        throw new CommandError(72, 'InvalidOptions', `Invalid update pipeline: ${name ?? 'a stage'} is not allowed to be used within an update`);
    }
    return;
  }
  if (!isPlainObject(update)) throw failedToParse('Update argument must be either an object or an array');
  if (!isOperatorUpdate(update)) {
    checkStorable(update);
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

/**
 * What mongod 5.0+ refuses to store: an `_id` that is an array, a regular expression or undefined, or that
 * holds a `$`-prefixed field name anywhere. Other `$`-prefixed and dotted names are stored as given.
 */
export function checkStorable(doc: Doc): void {
  if (!('_id' in doc)) return;
  const id = doc._id;
  if (Array.isArray(id)) throw new CommandError(2, 'BadValue', `can't use an array for _id`);
  if (id instanceof RegExp) throw new CommandError(2, 'BadValue', `can't use a regex for _id`);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isPlainObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('$'))
        throw new CommandError(52, 'DollarPrefixedFieldName', `_id fields may not contain '$'-prefixed fields: ${key} is not valid for storage.`);
      visit(inner);
    }
  };
  visit(id);
}

/** Whether a filter uses `$expr` anywhere (at the top or inside `$and`/`$or`/`$nor`/`$elemMatch`). */
function mentionsExpr(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsExpr);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, inner]) => key === '$expr' || mentionsExpr(inner));
}

/** Runs an update pipeline over one document; a result without `_id` keeps the document's, first. */
function runUpdatePipeline(doc: Doc, pipeline: Doc[], variables?: Doc): Doc {
  const aggregator = new Aggregator(pipeline, {
    context: mingoContext,
    processingMode: ProcessingMode.CLONE_INPUT,
    ...(variables ? { variables } : {}),
  });
  const [result] = aggregator.run([doc]) as Doc[];
  if (!isPlainObject(result)) throw badValue('The update pipeline must produce a document');
  if (result._id !== undefined || doc._id === undefined) return result;
  return { _id: doc._id, ...result };
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
  options: { arrayFilters?: Doc[]; filter?: Doc; inserting?: boolean; variables?: Doc; collation?: Doc } = {},
): { doc: Doc; changed: boolean } {
  let doc = cloneValue(original);
  if (Array.isArray(update)) {
    doc = runUpdatePipeline(doc, update, options.variables);
    checkStorable(doc);
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
    if (Object.keys(modifier).length) {
      // The document already matched; mingo re-tests the filter (with its own operators), so it is given the
      // filter only where it needs it: to locate the element a positional `$` names.
      const positional = Object.values(modifier).some((fields) => Object.keys(fields as Doc).some((path) => /\.\$(\.|$)/.test(path)));
      const plain = !options.variables && !options.arrayFilters?.length && !isCollated(options.collation);
      if (plain && isPlainModifier(modifier)) applyPlainModifier(doc, modifier);
      else mingoUpdate(doc, modifier as never, options.arrayFilters, (positional ? options.filter : undefined) as never, {
        cloneMode: 'deep',
        queryOptions: {
          // A filter with $expr locating the element needs the expression operators too.
          context: positional && mentionsExpr(options.filter) ? contextFor(options.collation) : updateContextFor(options.collation),
          ...(isCollated(options.collation) ? { collation: mingoCollation(options.collation) as never } : {}),
          ...(options.variables ? { variables: options.variables } : {}),
        },
      });
    }
  }
  if (original._id !== undefined && keyOf(doc._id) !== keyOf(original._id))
    throw immutableField("Performing an update on the path '_id' would modify the immutable field '_id'");
  return { doc, changed: !sameValue(doc, original) };
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
export function buildUpsert(filter: Doc, update: UpdateSpec, arrayFilters?: Doc[], variables?: Doc): Doc {
  const seed = seedFromFilter(filter);
  let doc: Doc;
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    doc = cloneValue(update);
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  } else {
    doc = applyUpdate(seed, update, { arrayFilters, inserting: true, variables }).doc;
  }
  const { _id = new ObjectId(), ...rest } = doc;
  return { _id, ...rest };
}
