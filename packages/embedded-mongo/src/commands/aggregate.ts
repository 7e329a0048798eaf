import type { Doc } from '../bson-values';
import { cloneValue, isPlainObject } from '../bson-values';
import { CommandError, badValue, duplicateKey } from '../errors';
import { describeValue } from '../bson-values';
import type { Catalog } from '../storage/catalog';
import { isCollated } from '../storage/collation';
import { notImplemented } from '../storage/collection-options';
import { documentsOf, isViewNamespace, runPipeline, notOnView } from '../storage/pipeline';
import { findIn, matching, runFind } from '../storage/query';
import { letVariables } from '../storage/variables';
import type { CommandHandler } from './context';
import type { SessionRegistry } from '../sessions';

/** Where the leading `$match`, `$sort`, `$skip` and `$limit` run as a find (indexes, BSON-aware sort). */
function leadingStages(pipeline: Doc[]): { filter: Doc; sort?: Doc; skip?: number; limit?: number; rest: Doc[] } {
  let index = 0;
  let filter: Doc = {};
  let sort: Doc | undefined;
  let skip: number | undefined;
  let limit: number | undefined;
  if (pipeline[index]?.$match && isPlainObject(pipeline[index].$match)) filter = pipeline[index++].$match as Doc;
  if (pipeline[index]?.$sort && isPlainObject(pipeline[index].$sort)) sort = pipeline[index++].$sort as Doc;
  if (sort && typeof pipeline[index]?.$skip === 'number') skip = pipeline[index++].$skip as number;
  if (sort && typeof pipeline[index]?.$limit === 'number' && (pipeline[index].$limit as number) > 0) limit = pipeline[index++].$limit as number;
  return { filter, sort, skip, limit, rest: pipeline.slice(index) };
}

/** `$out` replaces the target collection with the results. */
function writeOut(catalog: Catalog, db: string, target: unknown, results: Doc[]): void {
  const [targetDb, name] = isPlainObject(target) ? [String(target.db ?? db), String(target.coll)] : [db, String(target)];
  if (isViewNamespace(catalog, targetDb, name)) throw notOnView(`${targetDb}.${name}`);
  catalog.drop(targetDb, name);
  const collection = catalog.obtain(targetDb, name);
  for (const doc of results) collection.insert(cloneValue(doc));
}

/** `$merge` folds results into the target on `on` (default `_id`). */
function writeMerge(catalog: Catalog, db: string, spec: unknown, results: Doc[]): void {
  const options: Doc = isPlainObject(spec) ? spec : { into: spec };
  const into = options.into;
  const [targetDb, name] = isPlainObject(into) ? [String(into.db ?? db), String(into.coll)] : [db, String(into)];
  if (isViewNamespace(catalog, targetDb, name)) throw notOnView(`${targetDb}.${name}`);
  const on = (Array.isArray(options.on) ? options.on : [options.on ?? '_id']) as string[];
  const whenMatched = options.whenMatched ?? 'merge';
  const whenNotMatched = options.whenNotMatched ?? 'insert';
  const collection = catalog.obtain(targetDb, name);
  for (const result of results) {
    const filter = Object.fromEntries(on.map((field) => [field, result[field] ?? null]));
    const existing = matching(collection, filter)[0];
    if (!existing) {
      if (whenNotMatched === 'insert') collection.insert(cloneValue(result._id === undefined ? { ...result } : result));
      else if (whenNotMatched === 'fail')
        throw new CommandError(13113, 'MergeStageNoMatchingDocument', `$merge could not find a matching document in the target collection for at least one document in the source collection`);
      continue;
    }
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail')
      throw duplicateKey(`${targetDb}.${name}`, '_id_', { _id: 1 }, { _id: existing._id }, describeValue);
    const merged = whenMatched === 'replace' ? { ...cloneValue(result), _id: existing._id } : { ...existing, ...cloneValue(result), _id: existing._id };
    collection.replace(merged);
  }
}

// Stages that compare or group values through mingo, which knows no collation: under a non-simple
// collation they would silently compare strings binarily, so such a pipeline is refused instead.
const COLLATION_BLIND_STAGES = new Set([
  '$bucket', '$bucketAuto', '$sortByCount', '$lookup', '$graphLookup', '$setWindowFields', '$facet',
  '$unionWith', '$densify', '$fill', '$redact',
]);
const COMPARING_ACCUMULATORS = new Set(['$addToSet', '$min', '$max', '$minN', '$maxN', '$top', '$topN', '$bottom', '$bottomN']);

const readsFields = (value: unknown): boolean =>
  (typeof value === 'string' && value.startsWith('$')) ||
  (Array.isArray(value) && value.some(readsFields)) ||
  (isPlainObject(value) && Object.values(value).some(readsFields));

/** A `$group` compares values when it groups by fields or accumulates by comparing ($min, $addToSet...). */
function groupCompares(spec: unknown): boolean {
  if (!isPlainObject(spec)) return true;
  const comparing = (accumulator: unknown) =>
    isPlainObject(accumulator) && Object.keys(accumulator).some((name) => COMPARING_ACCUMULATORS.has(name));
  return readsFields(spec._id) || Object.entries(spec).some(([field, accumulator]) => field !== '_id' && comparing(accumulator));
}

function checkCollatedStages(stages: Doc[], collation: Doc | undefined): void {
  if (!isCollated(collation)) return;
  const blind = stages.find((stage) =>
    '$group' in stage ? groupCompares(stage.$group) : COLLATION_BLIND_STAGES.has(Object.keys(stage)[0]),
  );
  if (blind) throw notImplemented(`${Object.keys(blind)[0]} with a collation is not supported by this server`);
}

/**
 * `$listLocalSessions` (on `aggregate: 1` in admin): the sessions this server has seen commands for, each as
 * `{_id: {id, uid}, lastUse}`. With no users every session belongs to the same (unauthenticated) user.
 */
function localSessions(db: string, spec: unknown, sessions: SessionRegistry): Doc[] {
  if (db !== 'admin') throw new CommandError(50891, 'Location50891', '$listLocalSessions must be run against the \'admin\' database with {aggregate: 1}');
  if (!isPlainObject(spec)) throw new CommandError(14, 'TypeMismatch', '$listLocalSessions requires an object argument');
  return sessions.list();
}

const aggregate: CommandHandler = (command, db, { catalog, cursors, sessions }) => {
  const pipeline = (command.pipeline as Doc[]) ?? [];
  if (!Array.isArray(pipeline)) throw badValue("'pipeline' option must be specified as an array");
  if (pipeline.some((stage) => '$changeStream' in stage))
    throw new CommandError(40573, 'Location40573', 'The $changeStream stage is only supported on replica sets');
  const collation = command.collation as Doc | undefined;
  const variables = letVariables(command.let);
  const target = command.aggregate;
  const last = pipeline[pipeline.length - 1];
  const output = last && ('$out' in last || '$merge' in last) ? last : undefined;
  const body = output ? pipeline.slice(0, -1) : pipeline;
  let source: Doc[];
  let rest = body;
  if (target === 1) {
    const first = body[0];
    source = first && '$listLocalSessions' in first ? localSessions(db, first.$listLocalSessions, sessions) : [];
    if (first && '$listLocalSessions' in first) rest = body.slice(1);
  } else {
    const leading = leadingStages(body);
    const { filter, sort, skip, limit } = leading;
    const name = String(target);
    const spec = { filter, sort, skip, limit, collation, variables };
    source = isViewNamespace(catalog, db, name) ? findIn(documentsOf(catalog, db, name), spec) : runFind(catalog.get(db, name), spec);
    rest = leading.rest;
  }
  checkCollatedStages(rest, collation);
  const results = runPipeline(catalog, db, source, rest, { collation, variables });
  if (output) {
    if ('$out' in output) writeOut(catalog, db, output.$out, results);
    else writeMerge(catalog, db, output.$merge, results);
  }
  const ns = `${db}.${target === 1 ? '$cmd.aggregate' : String(target)}`;
  const batchSize = (command.cursor as Doc | undefined)?.batchSize as number | undefined;
  return { cursor: cursors.firstBatch(ns, output ? [] : results, batchSize), ok: 1 };
};


export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
