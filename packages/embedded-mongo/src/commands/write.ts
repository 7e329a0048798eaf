import { ObjectId } from 'bson';
import type { Doc } from '../bson-values';
import { cloneValue, keyOf } from '../bson-values';
import { asCommandError, badValue } from '../errors';
import type { Collection } from '../storage/collection';
import { matching, project, sortDocs } from '../storage/query';
import type { UpdateSpec } from '../storage/update';
import { applyUpdate, buildUpsert, validateUpdate } from '../storage/update';
import type { CommandContext, CommandHandler } from './context';
import { targetName } from './context';

/** Runs each statement of a batch write, collecting writeErrors; an ordered batch stops at the first. */
function eachStatement<T>(statements: T[], ordered: boolean, run: (statement: T) => void): Doc[] {
  const writeErrors: Doc[] = [];
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index]);
    } catch (error) {
      const failure = asCommandError(error);
      writeErrors.push({ index, code: failure.code, errmsg: failure.message, ...failure.extra });
      if (ordered) break;
    }
  }
  return writeErrors;
}

const withErrors = (reply: Doc, writeErrors: Doc[]) => (writeErrors.length ? { ...reply, writeErrors } : reply);

/** `_id` first, generated when absent, as mongod stores it. */
function prepareForInsert(doc: Doc): Doc {
  const { _id = new ObjectId(), ...rest } = doc;
  if (Array.isArray(_id)) throw badValue(`can't use an array for _id`);
  for (const key of Object.keys(rest)) if (key.startsWith('$')) throw badValue(`Document can't have $ prefixed field names: ${key}`);
  return { _id, ...rest };
}

const insert: CommandHandler = (command, db, { catalog }) => {
  const collection = catalog.obtain(db, targetName(command));
  let n = 0;
  const writeErrors = eachStatement((command.documents as Doc[]) ?? [], command.ordered !== false, (doc) => {
    collection.insert(prepareForInsert(doc));
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
  sort?: Doc;
}

/** Updates (or upserts) the documents a filter matches; returns counts and the upserted `_id`. */
function updateMatching(collection: Collection, statement: UpdateStatement) {
  validateUpdate(statement.u);
  let targets = matching(collection, statement.q, statement.collation);
  if (!statement.multi) targets = sortDocs(targets, statement.sort, statement.collation).slice(0, 1);
  if (targets.length === 0 && statement.upsert) {
    const doc = buildUpsert(statement.q, statement.u, statement.arrayFilters);
    collection.insert(doc);
    return { matched: 0, modified: 0, upserted: doc };
  }
  // Compute every new version first so a failing document leaves the whole statement unapplied.
  const changes = targets.map((target) =>
    applyUpdate(target, statement.u, { arrayFilters: statement.arrayFilters, filter: statement.q }),
  );
  let modified = 0;
  for (const { doc, changed } of changes) {
    if (!changed) continue;
    collection.replace(doc);
    modified++;
  }
  return { matched: targets.length, modified, before: targets[0], after: changes[0]?.doc };
}

const update: CommandHandler = (command, db, { catalog }) => {
  const collection = catalog.obtain(db, targetName(command));
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const statements = (command.updates as UpdateStatement[]) ?? [];
  const writeErrors = eachStatement(statements, command.ordered !== false, (statement) => {
    if (statement.multi && !Array.isArray(statement.u) && !Object.keys(statement.u).some((k) => k.startsWith('$')))
      throw badValue('multi update is not supported for replacement-style update');
    const result = updateMatching(collection, statement);
    if (result.upserted) {
      upserted.push({ index: statements.indexOf(statement), _id: result.upserted._id });
      n += 1;
    } else n += result.matched;
    nModified += result.modified;
  });
  return withErrors({ n, nModified, ...(upserted.length ? { upserted } : {}), ok: 1 }, writeErrors);
};

const remove: CommandHandler = (command, db, { catalog }) => {
  const collection = catalog.get(db, targetName(command));
  let n = 0;
  const statements = (command.deletes as Array<{ q: Doc; limit: number; collation?: Doc }>) ?? [];
  const writeErrors = eachStatement(statements, command.ordered !== false, (statement) => {
    if (!collection) return;
    let targets = matching(collection, statement.q, statement.collation);
    if (statement.limit === 1) targets = targets.slice(0, 1);
    for (const doc of targets) collection.remove(keyOf(doc._id));
    n += targets.length;
  });
  return withErrors({ n, ok: 1 }, writeErrors);
};

const findAndModify: CommandHandler = (command, db, context: CommandContext) => {
  const collection = context.catalog.obtain(db, targetName(command));
  const query = (command.query as Doc) ?? {};
  const fields = command.fields as Doc | undefined;
  const shape = (doc: Doc | undefined) => (doc ? project([cloneValue(doc)], fields)[0] : null);
  if (command.remove) {
    const target = sortDocs(matching(collection, query, command.collation as Doc), command.sort as Doc)[0];
    if (target) collection.remove(keyOf(target._id));
    return { lastErrorObject: { n: target ? 1 : 0 }, value: shape(target), ok: 1 };
  }
  if (!command.update) throw badValue('Either an update or remove=true must be specified');
  const result = updateMatching(collection, {
    q: query,
    u: command.update as UpdateSpec,
    upsert: Boolean(command.upsert),
    arrayFilters: command.arrayFilters as Doc[] | undefined,
    collation: command.collation as Doc | undefined,
    sort: command.sort as Doc | undefined,
  });
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
  'createindexes', 'dropindexes', 'deleteindexes',
]);
