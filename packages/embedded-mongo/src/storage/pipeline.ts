import { Aggregator } from 'mingo/aggregator';
import { ProcessingMode } from 'mingo/core';
import type { Doc } from '../bson-values';
import { CommandError } from '../errors';
import type { Catalog } from './catalog';
import { isCollated, mingoCollation } from './collation';
import { isView } from './collection-options';
import { contextFor } from './filter';
import { simpleGroup } from './simple-group';

// Stages that never modify their input documents: the pipeline may read stored documents directly.
const READ_ONLY_STAGES = new Set([
  '$match',
  '$group',
  '$sort',
  '$limit',
  '$skip',
  '$count',
  '$project',
  '$sortByCount',
]);
/** How many views may stand on one another, as mongod allows. */
const MAX_VIEW_DEPTH = 20;

export interface PipelineScope {
  collation?: Doc;
  variables?: Doc;
}

/** Runs a pipeline with mingo; `$lookup` and friends read other collections (and views) of the database. */
export function runPipeline(
  catalog: Catalog,
  db: string,
  source: Doc[],
  pipeline: Doc[],
  scope: PipelineScope = {},
): Doc[] {
  if (pipeline.length === 0) return source;
  const [first] = pipeline;
  const grouped =
    isCollated(scope.collation) || Object.keys(first).length !== 1
      ? undefined
      : simpleGroup(source, first.$group);
  if (grouped) return runPipeline(catalog, db, grouped, pipeline.slice(1), scope);
  const readOnly = pipeline.every((stage) => READ_ONLY_STAGES.has(Object.keys(stage)[0]));
  const collation = mingoCollation(scope.collation);
  const aggregator = new Aggregator(pipeline, {
    context: contextFor(scope.collation),
    collectionResolver: (name: string) => documentsOf(catalog, db, name),
    processingMode: readOnly ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
    ...(collation ? { collation: collation as never } : {}),
    ...(scope.variables ? { variables: scope.variables } : {}),
  });
  return aggregator.run(source) as Doc[];
}

/** Every document of a collection, or what a view's pipeline makes of its source. */
export function documentsOf(catalog: Catalog, db: string, name: string, depth = 0): Doc[] {
  const collection = catalog.get(db, name);
  if (!collection) return [];
  if (!isView(collection.options)) return [...collection.docs.values()];
  if (depth >= MAX_VIEW_DEPTH)
    throw new CommandError(
      160,
      'ViewDepthLimitExceeded',
      `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`,
    );
  const source = documentsOf(catalog, db, String(collection.options.viewOn), depth + 1);
  return runPipeline(catalog, db, source, (collection.options.pipeline as Doc[]) ?? []);
}

/** Whether the namespace is a view; its documents then come from documentsOf. */
export const isViewNamespace = (catalog: Catalog, db: string, name: string) => {
  const collection = catalog.get(db, name);
  return Boolean(collection && isView(collection.options));
};

/** mongod's answer to a write, an index command or collStats on a view. */
export const notOnView = (ns: string) =>
  new CommandError(166, 'CommandNotSupportedOnView', `Namespace ${ns} is a view, not a collection`);
