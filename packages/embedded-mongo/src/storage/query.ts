import { Query } from 'mingo';
import type { Doc } from '../bson-values';
import { compareValues, isPlainObject } from '../bson-values';
import { badValue } from '../errors';
import type { Collection } from './collection';
import { collatorFor } from './collation';
import type { QueryScope } from './filter';
import { compileFilter } from './filter';
import { valuesAtPath } from './paths';
import type { Plan } from './planner';
import { planQuery } from './planner';

export { collatorFor, compileFilter };

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
  collation?: Doc;
  hint?: unknown;
  /** The command's `let` variables, for `$expr` in the filter. */
  variables?: Doc;
}

/** Candidate documents of a plan, each once, in the plan's order. */
function* candidates(collection: Collection, chosen: Plan): Generator<Doc> {
  if (!chosen.ids) {
    yield* collection.docs.values();
    return;
  }
  const seen = new Set<string>();
  for (const idKey of chosen.ids()) {
    if (seen.has(idKey)) continue;
    seen.add(idKey);
    const doc = collection.docs.get(idKey);
    if (doc) yield doc;
  }
}

/**
 * Matching documents, found through the plan's index when there is one, stopping after `wanted` of them;
 * a plan that gives the sort order returns them sorted.
 */
function collect(collection: Collection, chosen: Plan, filter: Doc, scope: QueryScope, wanted = Infinity, examined?: { docs: number }): Doc[] {
  // A point lookup the index answers exactly needs no mingo query at all.
  const test = chosen.exact ? () => true : compileFilter(filter, scope);
  const found: Doc[] = [];
  if (wanted <= 0) return found;
  for (const doc of candidates(collection, chosen)) {
    if (examined) examined.docs++;
    if (!test(doc)) continue;
    found.push(doc);
    if (found.length >= wanted) break;
  }
  return found;
}

/** Matching documents in the plan's order (natural order for a collection scan). */
export function matching(collection: Collection | undefined, filter: Doc = {}, scope: QueryScope = {}): Doc[] {
  if (!collection) return [];
  return collect(collection, planQuery(collection, { filter, collation: scope.collation }), filter, scope);
}

/** The key a document sorts by on one field: arrays sort by their least (ascending) or greatest element. */
function sortKey(doc: Doc, field: string, direction: number, collator?: Intl.Collator): unknown {
  const values = valuesAtPath(doc, field);
  if (values.length <= 1) return values[0];
  return values.reduce((best, value) =>
    compareValues(value, best, collator) * direction < 0 ? value : best,
  );
}

/**
 * Sorts documents by a MongoDB sort document (stable, BSON-aware, with collation where given); with `keep`,
 * only the first `keep` are wanted, selected in one pass instead of sorting them all.
 */
export function sortDocs(docs: Doc[], sort: Doc | undefined, collation?: Doc, keep = Infinity): Doc[] {
  const fields = Object.entries(sort ?? {});
  if (fields.length === 0) return docs;
  const collator = collatorFor(collation);
  const directions = fields.map(([field, direction]) => {
    if (direction !== 1 && direction !== -1 && !isPlainObject(direction))
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    return [field, direction === -1 ? -1 : 1] as const;
  });
  type Keyed = { doc: Doc; keys: unknown[] };
  const keyedOf = (doc: Doc): Keyed => ({ doc, keys: directions.map(([field, dir]) => sortKey(doc, field, dir, collator)) });
  const compare = (a: Keyed, b: Keyed) => {
    for (let i = 0; i < directions.length; i++) {
      const order = compareValues(a.keys[i], b.keys[i], collator);
      if (order) return order * directions[i][1];
    }
    return 0;
  };
  if (keep * 4 >= docs.length) return docs.map(keyedOf).sort(compare).map(({ doc }) => doc);
  return firstSorted(docs.map(keyedOf), compare, keep).map(({ doc }) => doc);
}

/** The first `keep` items in order, each later item binary-inserted after its equals (stable). */
function firstSorted<T>(items: T[], compare: (a: T, b: T) => number, keep: number): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === keep && compare(item, best[keep - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle], item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > keep) best.pop();
  }
  return best;
}

/** Applies a find projection with mingo (inclusion, exclusion, $slice, $elemMatch, positional). */
export function project(docs: Doc[], projection: Doc | undefined, filter: Doc = {}): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const simple = simpleProjection(projection);
  if (simple) return docs.map(simple);
  const positional = Object.keys(projection).some((field) => field.endsWith('.$'));
  return new Query(positional ? filter : {}, {}).find<Doc>(docs, projection).all();
}

/**
 * A projection of top-level fields by 0/1 (or booleans), all inclusions or all exclusions besides `_id`,
 * applied without mingo; undefined for anything else (dotted paths, operators, expressions, mixes).
 */
function simpleProjection(projection: Doc): ((doc: Doc) => Doc) | undefined {
  const included = new Set<string>();
  const excluded = new Set<string>();
  let keepId = true;
  for (const [field, value] of Object.entries(projection)) {
    if (field.includes('.') || field.startsWith('$')) return undefined;
    if (typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    const include = typeof value === 'number' ? value !== 0 : value;
    if (field === '_id') keepId = include;
    else (include ? included : excluded).add(field);
  }
  if (included.size && excluded.size) return undefined;
  if (included.size || (keepId && !excluded.size)) {
    // Inclusion: `_id` unless excluded, then the named fields in the document's own order.
    return (doc) => {
      const shaped: Doc = {};
      for (const field of Object.keys(doc))
        if (field === '_id' ? keepId : included.has(field)) shaped[field] = doc[field];
      return shaped;
    };
  }
  if (!keepId) excluded.add('_id');
  return (doc) => {
    const shaped: Doc = {};
    for (const field of Object.keys(doc)) if (!excluded.has(field)) shaped[field] = doc[field];
    return shaped;
  };
}

/**
 * A find's documents for a cursor, and how each is shaped for the reply: a simple projection is applied as
 * the cursor hands out each batch, so a large result is never copied whole (any other is applied at once).
 */
export interface FoundDocs {
  docs: Doc[];
  shape?: (doc: Doc) => Doc;
}

function projectLazily(docs: Doc[], projection: Doc | undefined, filter: Doc | undefined): FoundDocs {
  const simple = projection && Object.keys(projection).length > 0 ? simpleProjection(projection) : undefined;
  return simple ? { docs, shape: simple } : { docs: project(docs, projection, filter) };
}

const shaped = ({ docs, shape }: FoundDocs): Doc[] => (shape ? docs.map(shape) : docs);

/** The whole find: plan, filter, sort (by walking an index where one gives the order), skip, limit, projection. */
export function findDocs(collection: Collection | undefined, spec: FindSpec, examined?: { docs: number }): FoundDocs {
  if (!collection) return { docs: [] };
  const filter = spec.filter ?? {};
  const chosen = planQuery(collection, { filter, sort: spec.sort, collation: spec.collation, hint: spec.hint });
  const skip = spec.skip ?? 0;
  const limit = spec.limit ? Math.abs(spec.limit) : undefined;
  const hasSort = Object.keys(spec.sort ?? {}).length > 0;
  // Without a sort to apply afterwards, or with the index giving it, the scan stops once the page is full.
  const early = !hasSort || chosen.sorted;
  let docs = collect(collection, chosen, filter, spec, early && limit ? skip + limit : Infinity, examined);
  if (!early) docs = sortDocs(docs, spec.sort, spec.collation, limit ? skip + limit : Infinity);
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  return projectLazily(docs, spec.projection, spec.filter);
}

/** The whole find, every document shaped. */
export const runFind = (collection: Collection | undefined, spec: FindSpec, examined?: { docs: number }): Doc[] =>
  shaped(findDocs(collection, spec, examined));

/** A find over documents that are not a stored collection's (a view's): no indexes, the same semantics. */
export function findDocsIn(docs: Doc[], spec: FindSpec): FoundDocs {
  const test = compileFilter(spec.filter ?? {}, spec);
  let found = docs.filter(test);
  const skip = spec.skip ?? 0;
  const limit = spec.limit ? Math.abs(spec.limit) : undefined;
  found = sortDocs(found, spec.sort, spec.collation, limit ? skip + limit : Infinity);
  if (skip || limit) found = found.slice(skip, limit ? skip + limit : undefined);
  return projectLazily(found, spec.projection, spec.filter);
}

/** A view's find, every document shaped. */
export const findIn = (docs: Doc[], spec: FindSpec): Doc[] => shaped(findDocsIn(docs, spec));
