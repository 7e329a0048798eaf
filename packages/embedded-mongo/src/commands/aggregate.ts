import { Aggregator } from 'mingo/aggregator';
import { ProcessingMode } from 'mingo/core';
import type { Doc } from '../bson-values';
import { cloneValue, isPlainObject } from '../bson-values';
import { CommandError, badValue, duplicateKey } from '../errors';
import { describeValue } from '../bson-values';
import type { Catalog } from '../storage/catalog';
import { mingoContext } from '../storage/filter';
import { matching, runFind } from '../storage/query';
import type { CommandHandler } from './context';

// Stages that never modify their input documents: the pipeline may read stored documents directly.
const READ_ONLY_STAGES = new Set(['$match', '$group', '$sort', '$limit', '$skip', '$count', '$project', '$sortByCount']);

/** Runs the pipeline body with mingo; `$lookup` and friends read other collections of the database. */
function runPipeline(catalog: Catalog, db: string, source: Doc[], pipeline: Doc[], collation?: Doc): Doc[] {
  if (pipeline.length === 0) return source;
  const readOnly = pipeline.every((stage) => READ_ONLY_STAGES.has(Object.keys(stage)[0]));
  const aggregator = new Aggregator(pipeline, {
    context: mingoContext,
    collectionResolver: (name: string) => [...(catalog.get(db, name)?.docs.values() ?? [])],
    processingMode: readOnly ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
    ...(collation && collation.locale !== 'simple' ? { collation: collation as never } : {}),
  });
  return aggregator.run(source) as Doc[];
}

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
  catalog.drop(targetDb, name);
  const collection = catalog.obtain(targetDb, name);
  for (const doc of results) collection.insert(cloneValue(doc));
}

/** `$merge` folds results into the target on `on` (default `_id`). */
function writeMerge(catalog: Catalog, db: string, spec: unknown, results: Doc[]): void {
  const options: Doc = isPlainObject(spec) ? spec : { into: spec };
  const into = options.into;
  const [targetDb, name] = isPlainObject(into) ? [String(into.db ?? db), String(into.coll)] : [db, String(into)];
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

const aggregate: CommandHandler = (command, db, { catalog, cursors }) => {
  const pipeline = (command.pipeline as Doc[]) ?? [];
  if (!Array.isArray(pipeline)) throw badValue("'pipeline' option must be specified as an array");
  if (pipeline.some((stage) => '$changeStream' in stage))
    throw new CommandError(40573, 'Location40573', 'The $changeStream stage is only supported on replica sets');
  const collation = command.collation as Doc | undefined;
  const target = command.aggregate;
  const last = pipeline[pipeline.length - 1];
  const output = last && ('$out' in last || '$merge' in last) ? last : undefined;
  const body = output ? pipeline.slice(0, -1) : pipeline;
  let source: Doc[];
  let rest = body;
  if (target === 1) source = [];
  else {
    const leading = leadingStages(body);
    const { filter, sort, skip, limit } = leading;
    source = runFind(catalog.get(db, String(target)), { filter, sort, skip, limit, collation });
    rest = leading.rest;
  }
  const results = runPipeline(catalog, db, source, rest, collation);
  if (output) {
    if ('$out' in output) writeOut(catalog, db, output.$out, results);
    else writeMerge(catalog, db, output.$merge, results);
  }
  const ns = `${db}.${target === 1 ? '$cmd.aggregate' : String(target)}`;
  const batchSize = (command.cursor as Doc | undefined)?.batchSize as number | undefined;
  return { cursor: cursors.firstBatch(ns, output ? [] : results, batchSize), ok: 1 };
};


export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
