import type { Doc } from '../bson-values';
import { isPlainObject } from '../bson-values';
import { badValue, CommandError, indexNotFound, namespaceNotFound } from '../errors';
import type { IndexSpec } from '../storage/indexes';
import { isCollated } from '../storage/collation';
import { collModOptions, createOptions, isView, notImplemented } from '../storage/collection-options';
import { isViewNamespace, notOnView } from '../storage/pipeline';
import { compileFilter } from '../storage/query';
import type { CommandHandler } from './context';
import { targetName } from './context';

const create: CommandHandler = (command, db, { catalog }) => {
  catalog.create(db, String(command.create), createOptions(command));
  return { ok: 1 };
};

/** collMod: a collection's validator, validationLevel and validationAction, or a view's definition. */
const collMod: CommandHandler = (command, db, { catalog }) => {
  const name = String(command.collMod ?? Object.values(command)[0]);
  const collection = catalog.get(db, name);
  if (!collection) throw namespaceNotFound(`ns does not exist: ${db}.${name}`);
  const changes = collModOptions(command, isView(collection.options));
  const options = { ...collection.options, ...changes };
  if (isPlainObject(options.validator) && Object.keys(options.validator).length === 0) delete options.validator;
  collection.setOptions(options);
  return { ok: 1 };
};

const drop: CommandHandler = (command, db, { catalog }) => {
  const name = targetName(command);
  const collection = catalog.get(db, name);
  // mongod 7 answers a drop of a missing collection with ok: 1.
  if (collection) catalog.drop(db, name);
  return { nIndexesWas: collection ? collection.indexSpecs().length : 0, ns: `${db}.${name}`, ok: 1 };
};

const dropDatabase: CommandHandler = (_command, db, { catalog }) => {
  catalog.dropDatabase(db);
  return { dropped: db, ok: 1 };
};

const renameCollection: CommandHandler = (command, _db, { catalog }) => {
  const source = String(command.renameCollection);
  const dot = source.indexOf('.');
  if (isViewNamespace(catalog, source.slice(0, dot), source.slice(dot + 1))) throw notOnView(source);
  catalog.rename(String(command.renameCollection), String(command.to), Boolean(command.dropTarget));
  return { ok: 1 };
};

const listCollections: CommandHandler = (command, db, { catalog, cursors }) => {
  const all = catalog.collections(db).map((collection) =>
    isView(collection.options)
      ? { name: collection.ns.slice(db.length + 1), type: 'view', options: collection.options, info: { readOnly: true } }
      : {
          name: collection.ns.slice(db.length + 1),
          type: 'collection',
          options: collection.options,
          info: { readOnly: false },
          idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
        },
  );
  const test = compileFilter((command.filter as Doc) ?? {});
  const docs = all
    .filter(test)
    .map((entry) => (command.nameOnly ? { name: entry.name, type: entry.type } : entry));
  return { cursor: cursors.firstBatch(`${db}.$cmd.listCollections`, docs), ok: 1 };
};

const defaultIndexName = (key: Doc) => Object.entries(key).map(([field, direction]) => `${field}_${direction}`).join('_');

const createIndexes: CommandHandler = (command, db, { catalog }) => {
  if (isViewNamespace(catalog, db, targetName(command))) throw notOnView(`${db}.${targetName(command)}`);
  const collection = catalog.get(db, targetName(command));
  const createdCollectionAutomatically = !collection;
  const target = collection ?? catalog.obtain(db, targetName(command));
  const numIndexesBefore = target.indexSpecs().length;
  const requested = (command.indexes as Doc[]) ?? [];
  if (!Array.isArray(requested) || requested.length === 0) throw badValue('Must specify at least one index to create');
  for (const request of requested) {
    if (!isPlainObject(request.key) || Object.keys(request.key).length === 0)
      throw new CommandError(67, 'CannotCreateIndex', 'The index key pattern must be a non-empty object');
    if (isPlainObject(request.collation) && isCollated(request.collation))
      throw notImplemented('Indexes with a collation are not supported by this server');
    const spec: IndexSpec = {
      ...request,
      v: 2,
      key: request.key as IndexSpec['key'],
      name: typeof request.name === 'string' ? request.name : defaultIndexName(request.key),
    };
    target.createIndex(spec);
  }
  return {
    createdCollectionAutomatically,
    numIndexesBefore,
    numIndexesAfter: target.indexSpecs().length,
    ok: 1,
  };
};

const listIndexes: CommandHandler = (command, db, { catalog, cursors }) => {
  if (isViewNamespace(catalog, db, targetName(command))) throw notOnView(`${db}.${targetName(command)}`);
  const collection = catalog.get(db, targetName(command));
  if (!collection) throw namespaceNotFound(`ns does not exist: ${db}.${targetName(command)}`);
  return { cursor: cursors.firstBatch(`${db}.${targetName(command)}`, collection.indexSpecs()), ok: 1 };
};

const dropIndexes: CommandHandler = (command, db, { catalog }) => {
  if (isViewNamespace(catalog, db, targetName(command))) throw notOnView(`${db}.${targetName(command)}`);
  const collection = catalog.get(db, targetName(command));
  if (!collection) throw namespaceNotFound(`ns not found ${db}.${targetName(command)}`);
  const nIndexesWas = collection.indexSpecs().length;
  const which = command.index;
  const names =
    which === '*'
      ? [...collection.indexes.keys()]
      : Array.isArray(which)
        ? which.map(String)
        : isPlainObject(which)
          ? [collection.indexNameByKey(which) ?? '']
          : [String(which)];
  for (const name of names) {
    if (!name) throw indexNotFound(`can't find index with key: ${JSON.stringify(which)}`);
    collection.dropIndex(name);
  }
  return { nIndexesWas, ok: 1 };
};

export const ddlCommands: Record<string, CommandHandler> = {
  create,
  collmod: collMod,
  drop,
  dropdatabase: dropDatabase,
  renamecollection: renameCollection,
  listcollections: listCollections,
  createindexes: createIndexes,
  listindexes: listIndexes,
  dropindexes: dropIndexes,
  deleteindexes: dropIndexes,
};
