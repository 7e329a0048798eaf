import type { Doc } from '../bson-values';
import { isPlainObject } from '../bson-values';
import { CommandError } from '../errors';
import { isCollated } from './collation';
import { compileFilter } from './filter';

// The options of `create` and `collMod` the server implements (capped limits, query validators, views), and
// MongoDB's answers for those it does not: nothing is accepted and then ignored.

/** MongoDB's code for a feature a server does not implement. */
export const notImplemented = (message: string) => new CommandError(238, 'NotImplemented', message);
const invalidOptions = (message: string) => new CommandError(72, 'InvalidOptions', message);
const unknownField = (command: string, field: string) =>
  new CommandError(40415, 'Location40415', `BSON field '${command}.${field}' is an unknown field.`);

// Fields every command may carry (sessions, concerns, API versions...); they change nothing here.
export const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  '$readPreference',
  '$clusterTime',
  'writeConcern',
  'readConcern',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'maxTimeMS',
  '$audit',
  '$client',
  'txnNumber',
  'autocommit',
  'startTransaction',
]);

const VALIDATION_LEVELS = new Set(['off', 'strict', 'moderate']);
const VALIDATION_ACTIONS = new Set(['error', 'warn']);

/** Refuses what the server cannot honour in a validator: `$jsonSchema`, anywhere in it. */
function checkValidator(validator: unknown): void {
  if (!isPlainObject(validator))
    throw new CommandError(
      14,
      'TypeMismatch',
      "BSON field 'validator' is the wrong type, expected type 'object'",
    );
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isPlainObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$jsonSchema')
        throw notImplemented(
          '$jsonSchema validators are not supported by this server; use a query validator',
        );
      visit(inner);
    }
  };
  visit(validator);
  compileFilter(validator); // an unknown operator is refused now, not at the first insert
}

function checkValidationSettings(options: Doc): void {
  if (options.validationLevel !== undefined && !VALIDATION_LEVELS.has(String(options.validationLevel)))
    throw new CommandError(
      2,
      'BadValue',
      `Enumeration value '${String(options.validationLevel)}' for field 'validationLevel' is not a valid value.`,
    );
  if (options.validationAction !== undefined && !VALIDATION_ACTIONS.has(String(options.validationAction)))
    throw new CommandError(
      2,
      'BadValue',
      `Enumeration value '${String(options.validationAction)}' for field 'validationAction' is not a valid value.`,
    );
  if (options.validator !== undefined) checkValidator(options.validator);
}

const CREATE_OPTIONS = new Set([
  'capped',
  'size',
  'max',
  'validator',
  'validationLevel',
  'validationAction',
  'viewOn',
  'pipeline',
  'collation',
  'idIndex',
]);

/** The options a `create` stores for its collection or view; refuses what the server does not implement. */
export function createOptions(command: Doc): Doc {
  const options: Doc = {};
  for (const [field, value] of Object.entries(command).slice(1)) {
    if (GENERIC_FIELDS.has(field)) continue;
    if (!CREATE_OPTIONS.has(field))
      throw [
        'timeseries',
        'clusteredIndex',
        'changeStreamPreAndPostImages',
        'encryptedFields',
        'expireAfterSeconds',
        'storageEngine',
        'indexOptionDefaults',
      ].includes(field)
        ? notImplemented(`The create option '${field}' is not supported by this server`)
        : unknownField('create', field);
    options[field] = value;
  }
  if (options.collation !== undefined && isCollated(options.collation as Doc))
    throw notImplemented(
      'A default collation for a collection is not supported by this server; pass the collation with each operation',
    );
  delete options.collation;
  delete options.idIndex;
  if (options.viewOn !== undefined) {
    if (typeof options.viewOn !== 'string' || !options.viewOn)
      throw new CommandError(
        14,
        'TypeMismatch',
        "BSON field 'create.viewOn' is the wrong type, expected type 'string'",
      );
    if (options.pipeline !== undefined && !Array.isArray(options.pipeline))
      throw new CommandError(
        14,
        'TypeMismatch',
        "BSON field 'create.pipeline' is the wrong type, expected type 'array'",
      );
    if (options.capped || options.validator)
      throw invalidOptions('Cannot create a view with the capped or validator options');
    return { viewOn: options.viewOn, pipeline: options.pipeline ?? [] };
  }
  if (options.pipeline !== undefined)
    throw invalidOptions("'pipeline' requires 'viewOn' to also be specified");
  if (options.capped) {
    if (typeof options.size !== 'number' || options.size <= 0)
      throw invalidOptions("the 'size' field is required when 'capped' is true");
    if (options.max !== undefined && (typeof options.max !== 'number' || options.max < 0))
      throw invalidOptions("the 'max' field must be a non-negative number");
  } else {
    delete options.size;
    delete options.max;
    delete options.capped;
  }
  checkValidationSettings(options);
  return options;
}

const COLL_MOD_OPTIONS = new Set(['validator', 'validationLevel', 'validationAction']);

/** The options a `collMod` changes (validator, validationLevel, validationAction), checked. */
export function collModOptions(command: Doc, isView: boolean): Doc {
  const changes: Doc = {};
  for (const [field, value] of Object.entries(command).slice(1)) {
    if (GENERIC_FIELDS.has(field)) continue;
    if (isView && (field === 'viewOn' || field === 'pipeline')) {
      changes[field] = value;
      continue;
    }
    if (!COLL_MOD_OPTIONS.has(field))
      throw [
        'index',
        'cappedSize',
        'cappedMax',
        'expireAfterSeconds',
        'changeStreamPreAndPostImages',
        'timeseries',
        'clusteredIndex',
      ].includes(field)
        ? notImplemented(`The collMod option '${field}' is not supported by this server`)
        : unknownField('collMod', field);
    changes[field] = value;
  }
  if (isView && Object.keys(changes).some((field) => COLL_MOD_OPTIONS.has(field)))
    throw invalidOptions('A view has no validator to change');
  checkValidationSettings(changes);
  return changes;
}

/** Whether a stored collection is a view (created with `viewOn`). */
export const isView = (options: Doc) => typeof options.viewOn === 'string';

/**
 * Checks a document against the collection's validator, as mongod: not at all with validationLevel 'off' or
 * bypassDocumentValidation; under 'moderate' not for an update of a document that was already invalid;
 * with validationAction 'warn' a failure is let through (mongod only logs it).
 */
export function checkValidation(options: Doc, doc: Doc, previous: Doc | undefined, bypass: boolean): void {
  const validator = options.validator as Doc | undefined;
  if (!validator || bypass || options.validationLevel === 'off' || Object.keys(validator).length === 0)
    return;
  const valid = compileFilter(validator);
  if (valid(doc)) return;
  if (options.validationLevel === 'moderate' && previous && !valid(previous)) return;
  if (options.validationAction === 'warn') return;
  throw new CommandError(121, 'DocumentValidationFailure', 'Document failed validation', {
    errInfo: {
      failingDocumentId: doc._id,
      details: {
        operatorName: '$and',
        specifiedAs: validator,
        reason: 'the document does not match the validator',
      },
    },
  });
}
