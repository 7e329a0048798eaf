import type { Doc } from '../bson-values';
import { cloneValue, keyOf } from '../bson-values';
import { badValue } from '../errors';
import { valuesAtPath } from '../storage/paths';
import { matching, runFind } from '../storage/query';
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
  const docs = runFind(catalog.get(db, name), {
    filter: optionalDoc(command.filter),
    sort: optionalDoc(command.sort),
    projection: optionalDoc(command.projection),
    collation: optionalDoc(command.collation),
    hint: command.hint,
    skip,
    limit,
  });
  const single = command.singleBatch === true || (limit !== undefined && limit < 0);
  return { cursor: cursors.firstBatch(`${db}.${name}`, docs, optionalNumber(command.batchSize), single), ok: 1 };
};

const getMore: CommandHandler = (command, db, { cursors }) => ({
  cursor: cursors.nextBatch(command.getMore as number, `${db}.${String(command.collection)}`, optionalNumber(command.batchSize)),
  ok: 1,
});

const killCursors: CommandHandler = (command, _db, { cursors }) => {
  const { killed, notFound } = cursors.kill((command.cursors as unknown[]) ?? []);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const count: CommandHandler = (command, db, { catalog }) => {
  const collection = catalog.get(db, targetName(command));
  const query = optionalDoc(command.query) ?? {};
  let n = Object.keys(query).length === 0 ? (collection?.count ?? 0) : matching(collection, query, optionalDoc(command.collation)).length;
  n = Math.max(0, n - (optionalNumber(command.skip) ?? 0));
  const limit = optionalNumber(command.limit);
  if (limit) n = Math.min(n, Math.abs(limit));
  return { n, ok: 1 };
};

const distinct: CommandHandler = (command, db, { catalog }) => {
  const key = String(command.key);
  const docs = matching(catalog.get(db, targetName(command)), optionalDoc(command.query), optionalDoc(command.collation));
  const values = new Map<string, unknown>();
  for (const doc of docs)
    for (const value of valuesAtPath(doc, key)) if (value !== undefined) values.set(keyOf(value), value);
  return { values: [...values.values()].map(cloneValue), ok: 1 };
};

export const readCommands: Record<string, CommandHandler> = {
  find,
  getmore: getMore,
  killcursors: killCursors,
  count,
  distinct,
  explain,
};
