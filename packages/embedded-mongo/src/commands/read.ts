import type { Doc } from '../bson-values';
import { cloneValue, keyOf } from '../bson-values';
import { badValue } from '../errors';
import { valuesAtPath } from '../storage/paths';
import { documentsOf, isViewNamespace } from '../storage/pipeline';
import type { FindSpec } from '../storage/query';
import { collatorFor, compileFilter, findDocs, findDocsIn, matching } from '../storage/query';
import { letVariables } from '../storage/variables';
import type { Catalog } from '../storage/catalog';
import type { CommandHandler } from './context';
import { targetName } from './context';
import { explain } from './explain';

const optionalDoc = (value: unknown): Doc | undefined => (value && typeof value === 'object' ? (value as Doc) : undefined);
const optionalNumber = (value: unknown): number | undefined => (value === undefined || value === null ? undefined : Number(value));

const find: CommandHandler = (command, db, { catalog, cursors }) => {
  const name = targetName(command);
  const limit = optionalNumber(command.limit);
  const skip = optionalNumber(command.skip);
  if (skip !== undefined && skip < 0) throw badValue('skip value must be non-negative');
  const spec: FindSpec = {
    filter: optionalDoc(command.filter),
    sort: optionalDoc(command.sort),
    projection: optionalDoc(command.projection),
    collation: optionalDoc(command.collation),
    variables: letVariables(command.let),
    hint: command.hint,
    skip,
    limit,
  };
  const found = isViewNamespace(catalog, db, name) ? findDocsIn(documentsOf(catalog, db, name), spec) : findDocs(catalog.get(db, name), spec);
  const single = command.singleBatch === true || (limit !== undefined && limit < 0);
  return { cursor: cursors.firstBatch(`${db}.${name}`, found.docs, optionalNumber(command.batchSize), single, found.shape), ok: 1 };
};

const getMore: CommandHandler = (command, db, { cursors }) => ({
  cursor: cursors.nextBatch(command.getMore as number, `${db}.${String(command.collection)}`, optionalNumber(command.batchSize)),
  ok: 1,
});

const killCursors: CommandHandler = (command, _db, { cursors }) => {
  const { killed, notFound } = cursors.kill((command.cursors as unknown[]) ?? []);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

/** The documents a query matches in a collection or a view. */
function matchingIn(catalog: Catalog, db: string, name: string, query: Doc | undefined, collation: Doc | undefined): Doc[] {
  if (!isViewNamespace(catalog, db, name)) return matching(catalog.get(db, name), query, { collation });
  const test = compileFilter(query, { collation });
  return documentsOf(catalog, db, name).filter(test);
}

const count: CommandHandler = (command, db, { catalog }) => {
  const name = targetName(command);
  const collection = catalog.get(db, name);
  const query = optionalDoc(command.query) ?? {};
  const whole = Object.keys(query).length === 0 && !isViewNamespace(catalog, db, name);
  let n = whole ? (collection?.count ?? 0) : matchingIn(catalog, db, name, query, optionalDoc(command.collation)).length;
  n = Math.max(0, n - (optionalNumber(command.skip) ?? 0));
  const limit = optionalNumber(command.limit);
  if (limit) n = Math.min(n, Math.abs(limit));
  return { n, ok: 1 };
};

const distinct: CommandHandler = (command, db, { catalog }) => {
  const key = String(command.key);
  const collation = optionalDoc(command.collation);
  const docs = matchingIn(catalog, db, targetName(command), optionalDoc(command.query), collation);
  const values = new Map<string, unknown>();
  for (const doc of docs)
    for (const value of valuesAtPath(doc, key)) if (value !== undefined && !values.has(keyOf(value))) values.set(keyOf(value), value);
  return { values: distinctUnder(collatorFor(collation), [...values.values()]).map(cloneValue), ok: 1 };
};

/** Under a collation, strings it holds equal count once (the first met stays). */
function distinctUnder(collator: Intl.Collator | undefined, values: unknown[]): unknown[] {
  if (!collator) return values;
  const kept: unknown[] = [];
  for (const value of values)
    if (typeof value !== 'string' || !kept.some((other) => typeof other === 'string' && collator.compare(other, value) === 0)) kept.push(value);
  return kept;
}

export const readCommands: Record<string, CommandHandler> = {
  find,
  getmore: getMore,
  killcursors: killCursors,
  count,
  distinct,
  explain,
};
