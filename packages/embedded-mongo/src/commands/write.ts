import { ObjectId } from 'bson';
import type { Doc } from '../bson-values';
import { cloneValue, idKeyOf, isPlainObject } from '../bson-values';
import { asCommandError, badValue, CommandError } from '../errors';
import type { Catalog } from '../storage/catalog';
import type { Collection } from '../storage/collection';
import { checkValidation } from '../storage/collection-options';
import type { QueryScope } from '../storage/filter';
import { isViewNamespace, notOnView } from '../storage/pipeline';
import { matching, project, sortDocs } from '../storage/query';
import type { UpdateSpec } from '../storage/update';
import { applyUpdate, buildUpsert, checkStorable, isOperatorUpdate, validateUpdate } from '../storage/update';
import { letVariables } from '../storage/variables';
import type { CommandContext, CommandHandler } from './context';
import { targetName } from './context';

/** Runs each statement of a batch write, collecting writeErrors; an ordered batch stops at the first. */
function eachStatement<T>(statements: T[], ordered: boolean, run: (statement: T, index: number) => void): Doc[] {
  const writeErrors: Doc[] = [];
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index], index);
    } catch (error) {
      const failure = asCommandError(error);
      writeErrors.push({ index, code: failure.code, errmsg: failure.message, ...failure.extra });
      if (ordered) break;
    }
  }
  return writeErrors;
}

const withErrors = (reply: Doc, writeErrors: Doc[]) => (writeErrors.length ? { ...reply, writeErrors } : reply);

/** The collection a write goes to, created on its first write; a view is never written. */
function writable(catalog: Catalog, db: string, name: string): Collection {
  if (isViewNamespace(catalog, db, name)) throw notOnView(`${db}.${name}`);
  return catalog.obtain(db, name);
}

// The fields mongod 7.0 knows in a statement: anything else (such as `sort` on an update, new in 8.0) is
// refused for the whole command, as mongod's command parser refuses an unknown field.
const UPDATE_FIELDS = new Set(['q', 'u', 'multi', 'upsert', 'arrayFilters', 'collation', 'hint', 'c', 'upsertSupplied', 'sampleId']);
const DELETE_FIELDS = new Set(['q', 'limit', 'collation', 'hint', 'sampleId']);

function checkStatementFields(command: string, list: string, statements: unknown, known: Set<string>): Doc[] {
  if (!Array.isArray(statements)) throw new CommandError(14, 'TypeMismatch', `BSON field '${command}.${list}' is the wrong type, expected type 'array'`);
  for (const statement of statements) {
    if (!isPlainObject(statement)) throw new CommandError(14, 'TypeMismatch', `BSON field '${command}.${list}' must hold documents`);
    for (const field of Object.keys(statement))
      if (!known.has(field))
        throw new CommandError(40415, 'Location40415', `BSON field '${command}.${list}.${field}' is an unknown field.`);
  }
  return statements as Doc[];
}

/** `_id` first, generated when absent, as mongod stores it. */
function prepareForInsert(doc: Doc): Doc {
  checkStorable(doc);
  const { _id = new ObjectId(), ...rest } = doc;
  return { _id, ...rest };
}

const insert: CommandHandler = (command, db, { catalog }) => {
  const collection = writable(catalog, db, targetName(command));
  const bypass = command.bypassDocumentValidation === true;
  let n = 0;
  const writeErrors = eachStatement((command.documents as Doc[]) ?? [], command.ordered !== false, (doc) => {
    const prepared = prepareForInsert(doc);
    checkValidation(collection.options, prepared, undefined, bypass);
    collection.insert(prepared);
    n++;
  });
  return withErrors({ n, ok: 1 }, writeErrors);
};

interface UpdateStatement {
  q: Doc;
  u: UpdateSpec;
  multi?: boolean;
  upsert?: boolean;
  arrayFilters?: Doc[];
  collation?: Doc;
  /** findAndModify's sort: which matching document it changes. */
  sort?: Doc;
}

interface UpdateRun {
  scope: QueryScope;
  bypassValidation: boolean;
}

/** Updates (or upserts) the documents a filter matches; returns counts and the upserted `_id`. */
function updateMatching(collection: Collection, statement: UpdateStatement, run: UpdateRun) {
  validateUpdate(statement.u);
  const scope = { ...run.scope, collation: statement.collation };
  let targets = matching(collection, statement.q, scope);
  if (!statement.multi) targets = sortDocs(targets, statement.sort, statement.collation).slice(0, 1);
  if (targets.length === 0 && statement.upsert) {
    const doc = buildUpsert(statement.q, statement.u, statement.arrayFilters, run.scope.variables);
    checkStorable(doc);
    checkValidation(collection.options, doc, undefined, run.bypassValidation);
    collection.insert(doc);
    return { matched: 0, modified: 0, upserted: doc };
  }
  // Compute and check every new version first so a failing document leaves the whole statement unapplied.
  const changes = targets.map((target) => {
    const change = applyUpdate(target, statement.u, {
      arrayFilters: statement.arrayFilters,
      filter: statement.q,
      variables: run.scope.variables,
      collation: statement.collation,
    });
    if (change.changed) checkValidation(collection.options, change.doc, target, run.bypassValidation);
    return change;
  });
  let modified = 0;
  for (const { doc, changed } of changes) {
    if (!changed) continue;
    collection.replace(doc);
    modified++;
  }
  return { matched: targets.length, modified, before: targets[0], after: changes[0]?.doc };
}

const update: CommandHandler = (command, db, { catalog }) => {
  const statements = checkStatementFields('update', 'updates', command.updates ?? [], UPDATE_FIELDS) as unknown as Array<UpdateStatement & { c?: Doc }>;
  const collection = writable(catalog, db, targetName(command));
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors = eachStatement(statements, command.ordered !== false, (statement, index) => {
    if (statement.multi && !Array.isArray(statement.u) && !isOperatorUpdate(statement.u))
      throw badValue('multi update is not supported for replacement-style update');
    const run = { scope: { variables: letVariables(command.let, statement.c) }, bypassValidation: command.bypassDocumentValidation === true };
    const result = updateMatching(collection, statement, run);
    if (result.upserted) {
      upserted.push({ index, _id: result.upserted._id });
      n += 1;
    } else n += result.matched;
    nModified += result.modified;
  });
  return withErrors({ n, nModified, ...(upserted.length ? { upserted } : {}), ok: 1 }, writeErrors);
};

const remove: CommandHandler = (command, db, { catalog }) => {
  const statements = checkStatementFields('delete', 'deletes', command.deletes ?? [], DELETE_FIELDS) as Array<{ q: Doc; limit: number; collation?: Doc }>;
  const name = targetName(command);
  if (isViewNamespace(catalog, db, name)) throw notOnView(`${db}.${name}`);
  const collection = catalog.get(db, name);
  const variables = letVariables(command.let);
  let n = 0;
  const writeErrors = eachStatement(statements, command.ordered !== false, (statement) => {
    if (!collection) return;
    let targets = matching(collection, statement.q, { collation: statement.collation, variables });
    if (statement.limit === 1) targets = targets.slice(0, 1);
    for (const doc of targets) collection.remove(idKeyOf(doc._id));
    n += targets.length;
  });
  return withErrors({ n, ok: 1 }, writeErrors);
};

const findAndModify: CommandHandler = (command, db, context: CommandContext) => {
  const collection = writable(context.catalog, db, targetName(command));
  const query = (command.query as Doc) ?? {};
  const fields = command.fields as Doc | undefined;
  const collation = command.collation as Doc | undefined;
  const scope = { collation, variables: letVariables(command.let) };
  const shape = (doc: Doc | undefined) => (doc ? project([cloneValue(doc)], fields)[0] : null);
  if (command.remove) {
    const target = sortDocs(matching(collection, query, scope), command.sort as Doc, collation)[0];
    if (target) collection.remove(idKeyOf(target._id));
    return { lastErrorObject: { n: target ? 1 : 0 }, value: shape(target), ok: 1 };
  }
  if (!command.update) throw badValue('Either an update or remove=true must be specified');
  const result = updateMatching(
    collection,
    {
      q: query,
      u: command.update as UpdateSpec,
      upsert: Boolean(command.upsert),
      arrayFilters: command.arrayFilters as Doc[] | undefined,
      collation,
      sort: command.sort as Doc | undefined,
    },
    { scope, bypassValidation: command.bypassDocumentValidation === true },
  );
  if (result.upserted)
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: result.upserted._id },
      value: command.new ? shape(result.upserted) : null,
      ok: 1,
    };
  return {
    lastErrorObject: { n: result.matched, updatedExisting: result.matched > 0 },
    value: shape(command.new ? result.after : result.before),
    ok: 1,
  };
};

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: remove,
  findandmodify: findAndModify,
};

/** Commands that change data: their reply waits until the change is durable (aggregate only with `$out`/`$merge`). */
export const WRITE_COMMANDS = new Set([
  'insert', 'update', 'delete', 'findandmodify', 'create', 'drop', 'dropdatabase', 'renamecollection',
  'createindexes', 'dropindexes', 'deleteindexes', 'collmod',
]);
