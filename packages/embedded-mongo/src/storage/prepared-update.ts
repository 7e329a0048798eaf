import * as booleanOperators from 'mingo/operators/expression/boolean';
import * as comparisonOperators from 'mingo/operators/expression/comparison';
import {
  $addFields,
  $project,
  $replaceRoot,
  $replaceWith,
  $set,
  $sort,
  $unset,
} from 'mingo/operators/pipeline';
import * as queryOperators from 'mingo/operators/query';
import * as updateOperators from 'mingo/operators/update';
import type { Doc } from '../bson-values';
import { updateContextFor } from './filter';
import { mingoOptions, type MingoOptions } from './mingo-options';

/**
 * mingo's update operators run with options made once. mingo's `update()` copies the context it is given
 * and adds its boolean, comparison and query operators and its update pipeline stages to the copy on every
 * call: in a CPU profile of a stage of 24 packs (the collection's and the decks' projections write a few
 * hundred documents) that copying was more than half of the updater's time. This does what `update()`
 * does for one document, with those options built ahead, for the plain case: no collation, no variables,
 * no array filters, no `$` in a path, no `_id` or `__proto__` path, no `$rename`, no two paths that
 * overlap. Anything else (and the error mingo raises for it) is left to `update()`.
 */

type UpdateOperator = (expr: unknown, arrayFilters: Doc[], options: unknown) => (doc: Doc) => unknown;

const operators = updateOperators as unknown as Record<string, UpdateOperator | undefined>;

/** The options `update()` builds for `{ context: updateContextFor() }`, built once. */
const prepared: MingoOptions = (() => {
  const options = mingoOptions({ context: updateContextFor(), collation: {} });
  // As `update()` adds them: the store's own query operators (numeric-aware) stay where both have one.
  options.context
    .addExpressionOps(booleanOperators as never)
    .addExpressionOps(comparisonOperators as never)
    .addQueryOps(queryOperators as never)
    .addPipelineOps({ $addFields, $project, $replaceRoot, $replaceWith, $set, $sort, $unset } as never);
  return options;
})();

/** Whether two paths name the same field or one lies inside the other (mingo refuses such an update). */
function overlapping(paths: string[]): boolean {
  const all = new Set<string>();
  for (const path of paths) {
    if (all.has(path)) return true;
    all.add(path);
  }
  return paths.some((path) => {
    for (let dot = path.indexOf('.'); dot >= 0; dot = path.indexOf('.', dot + 1))
      if (all.has(path.slice(0, dot))) return true;
    return false;
  });
}

/** Whether `modifier` is of the plain kind applied here. */
export function isPlainModifier(modifier: Doc): boolean {
  const paths: string[] = [];
  for (const [operator, fields] of Object.entries(modifier)) {
    if (operator === '$rename' || !operators[operator]) return false;
    for (const path of Object.keys(fields as Doc)) {
      // mingo checks `_id` and `__proto__` paths before any operator's own checks: it reports those first.
      if (path.includes('$') || path === '_id' || path.startsWith('_id.') || path.includes('__proto__'))
        return false;
      paths.push(path);
    }
  }
  return !overlapping(paths);
}

/** Applies a plain modifier (see `isPlainModifier`) to `doc` in place, as mingo's `update()` would. */
export function applyPlainModifier(doc: Doc, modifier: Doc): void {
  const options = mingoOptions(prepared).update({
    condition: {},
    updateConfig: { cloneMode: 'deep' },
    variables: undefined,
    // Each operator works out its paths alone; `isPlainModifier` checked they do not overlap.
    updateParams: undefined,
  });
  const apply = Object.keys(modifier).map((operator) =>
    operators[operator]!(modifier[operator], [], options),
  );
  for (const mutate of apply) mutate(doc);
}
