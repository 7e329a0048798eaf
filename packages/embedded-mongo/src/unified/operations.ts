import type { AnyBulkWriteOperation, Collection, Db, Document } from 'mongodb';
import type { Entities } from './match';

// The unified format's collection and database operations, each as the official driver's API offers it.

export interface Operation {
  name: string;
  object: string;
  arguments?: Document;
  expectResult?: unknown;
  expectError?: Document;
  saveResultAsEntity?: string;
  ignoreResultAndError?: boolean;
}

type Runner<T> = (target: T, args: Document) => Promise<unknown>;

/** The format names `returnDocument` Before/After; the driver takes before/after. */
const findAndModifyOptions = ({ returnDocument, ...rest }: Document) =>
  returnDocument ? { ...rest, returnDocument: String(returnDocument).toLowerCase() } : rest;

const collectionOperations: Record<string, Runner<Collection>> = {
  aggregate: (collection, { pipeline, ...options }) => collection.aggregate(pipeline, options).toArray(),
  bulkWrite: (collection, { requests, ...options }) =>
    collection.bulkWrite(requests as AnyBulkWriteOperation[], options),
  countDocuments: (collection, { filter, ...options }) => collection.countDocuments(filter, options),
  count: (collection, { filter, ...options }) => collection.count(filter, options),
  estimatedDocumentCount: (collection, options) => collection.estimatedDocumentCount(options),
  createIndex: (collection, { keys, ...options }) => collection.createIndex(keys, options),
  deleteMany: (collection, { filter, ...options }) => collection.deleteMany(filter, options),
  deleteOne: (collection, { filter, ...options }) => collection.deleteOne(filter, options),
  distinct: (collection, { fieldName, filter, ...options }) =>
    collection.distinct(fieldName, filter, options),
  find: (collection, { filter, ...options }) => collection.find(filter, options).toArray(),
  findOne: (collection, { filter, ...options }) => collection.findOne(filter, options),
  findOneAndDelete: (collection, { filter, ...options }) => collection.findOneAndDelete(filter, options),
  findOneAndReplace: (collection, { filter, replacement, ...options }) =>
    collection.findOneAndReplace(filter, replacement, findAndModifyOptions(options)),
  findOneAndUpdate: (collection, { filter, update, ...options }) =>
    collection.findOneAndUpdate(filter, update, findAndModifyOptions(options)),
  insertMany: (collection, { documents, ...options }) => collection.insertMany(documents, options),
  insertOne: (collection, { document, ...options }) => collection.insertOne(document, options),
  replaceOne: (collection, { filter, replacement, ...options }) =>
    collection.replaceOne(filter, replacement, options),
  updateMany: (collection, { filter, update, ...options }) => collection.updateMany(filter, update, options),
  updateOne: (collection, { filter, update, ...options }) => collection.updateOne(filter, update, options),
};

const databaseOperations: Record<string, Runner<Db>> = {
  aggregate: (db, { pipeline, ...options }) => db.aggregate(pipeline, options).toArray(),
  createCollection: (db, { collection, ...options }) => db.createCollection(collection, options),
  dropCollection: (db, { collection, ...options }) => db.dropCollection(collection, options),
  modifyCollection: (db, { collection, ...options }) => db.command({ collMod: collection, ...options }),
  runCommand: (db, { command, ...options }) => db.command(command, options),
};

/** Why the runner cannot run this operation, or undefined when it can. */
export function unsupportedOperation(
  operation: Operation,
  entityKinds: Map<string, string>,
): string | undefined {
  if (operation.object === 'testRunner') {
    if (operation.name === 'failPoint')
      return 'needs the configureFailPoint test command (a mongod started with enableTestCommands), which the server does not have';
    return `the test runner operation ${operation.name} is not implemented`;
  }
  const kind = entityKinds.get(operation.object);
  const table =
    kind === 'collection' ? collectionOperations : kind === 'database' ? databaseOperations : undefined;
  if (kind === 'client' && operation.name === 'clientBulkWrite')
    return 'clientBulkWrite needs the bulkWrite command of MongoDB 8.0';
  if (!table || !(operation.name in table))
    return `the ${kind ?? 'unknown'} operation ${operation.name} is not implemented`;
  return undefined;
}

/** Runs one operation on its entity; returns what the driver returned. */
export function runOperation(operation: Operation, entities: Entities): Promise<unknown> {
  const target = entities.get(operation.object);
  const args = operation.arguments ?? {};
  if (operation.name in collectionOperations && isCollection(target))
    return collectionOperations[operation.name](target, args);
  if (operation.name in databaseOperations && isDatabase(target))
    return databaseOperations[operation.name](target, args);
  throw new Error(`cannot run ${operation.name} on ${operation.object}`);
}

const isCollection = (value: unknown): value is Collection =>
  typeof value === 'object' && value !== null && 'collectionName' in value && 'dbName' in value;
const isDatabase = (value: unknown): value is Db =>
  typeof value === 'object' && value !== null && 'databaseName' in value && 'collection' in value;
