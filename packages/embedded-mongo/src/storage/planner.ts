import type { Doc } from '../bson-values';
import { idKeyOf, isPlainObject, keyOf } from '../bson-values';
import { badValue } from '../errors';
import type { FieldBounds } from './bounds';
import { boundsFor, idIndexable, rangeWithin } from './bounds';
import type { Collection } from './collection';
import { isCollated } from './collation';
import { compileFilter } from './filter';
import type { SecondaryIndex } from './indexes';
import { scanIds } from './index-scan';
import { setAtPath } from './paths';

export interface PlanRequest {
  filter?: Doc;
  sort?: Doc;
  collation?: Doc;
  hint?: unknown;
}

/** How a query finds its candidates; explain reports it. */
export interface Plan {
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  /** `_id` keys of the candidates, possibly repeated (multikey), in index order when `sorted`. */
  ids?: () => Iterable<string>;
  index?: SecondaryIndex;
  /** The candidates already come in the requested sort order. */
  sorted: boolean;
  backward: boolean;
  /** The index lookup alone decides the match: every candidate matches and no filter needs testing. */
  exact: boolean;
  /** Per index field, the bounds scanned (explain's indexBounds). */
  bounds?: Array<FieldBounds | undefined>;
}

const COLLSCAN: Plan = { stage: 'COLLSCAN', sorted: false, backward: false, exact: false };
const MAX_POINT_COMBINATIONS = 1000;

/**
 * Picks `_id` equality, else the index that bounds the most of the filter (equality prefix, then a range on
 * the next field, then giving the sort order), else a collection scan. A hint by name or key pattern
 * forces that index (or `{$natural: 1}` a scan) as long as it can answer the query correctly.
 */
export function planQuery(collection: Collection, request: PlanRequest): Plan {
  const filter = request.filter ?? {};
  const ids = boundsFor(filter, '_id', idIndexable);
  const hinted = hintedIndex(collection, request.hint);
  // Under a collation a string `_id` may equal other spellings, which the `_id` map cannot find.
  const collatedStrings = isCollated(request.collation) && ids?.kind === 'points' && ids.values.some((value) => typeof value === 'string');
  if (ids?.kind === 'points' && hinted === undefined && !collatedStrings)
    return {
      stage: 'IDHACK',
      ids: () => ids.values.map(idKeyOf),
      sorted: ids.values.length === 1,
      backward: false,
      exact: ids.pure && Object.keys(filter).length === 1 && !isCollated(request.collation),
    };
  if (isCollated(request.collation)) return COLLSCAN;
  if (hinted === null) return COLLSCAN;
  const candidates = hinted ? [hinted] : [...collection.indexes.values()];
  let best: { plan: Plan; score: number } | undefined;
  for (const index of candidates) {
    const option = indexPlan(index, filter, request.sort, Boolean(hinted));
    if (option && (!best || option.score > best.score)) best = option;
  }
  return best?.plan ?? COLLSCAN;
}

/** The hinted index, null for a hint to scan the collection, undefined without a hint. */
function hintedIndex(collection: Collection, hint: unknown): SecondaryIndex | null | undefined {
  if (hint === undefined || hint === null || hint === '' || (isPlainObject(hint) && Object.keys(hint).length === 0)) return undefined;
  if (isPlainObject(hint) && '$natural' in hint) return null;
  const name = typeof hint === 'string' ? hint : isPlainObject(hint) ? collection.indexNameByKey(hint) : undefined;
  if (name === '_id_') return null;
  const index = name ? collection.indexes.get(name) : undefined;
  if (!index) throw badValue('error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
  return index;
}

function indexPlan(index: SecondaryIndex, filter: Doc, sort: Doc | undefined, hinted: boolean): { plan: Plan; score: number } | undefined {
  if (!index.ordinary || index.spec.collation) return undefined;
  if (index.spec.partialFilterExpression && !implies(filter, index.spec.partialFilterExpression)) return undefined;
  const bounds: Array<FieldBounds | undefined> = [];
  let combinations = 1;
  for (const field of index.fields) {
    const bound = boundsFor(filter, field);
    if (bound?.kind !== 'points' || combinations * bound.values.length > MAX_POINT_COMBINATIONS) break;
    combinations *= bound.values.length;
    bounds.push(bound);
  }
  const prefix = bounds.length;
  // A range over a multikey field would need each end met by one element; that is left to the filter.
  const range = prefix < index.fields.length && !index.multikey ? boundsFor(filter, index.fields[prefix]) : undefined;
  if (range?.kind === 'range') bounds.push(range);
  // A sparse index lacks the documents missing its fields: usable only when the bounds exclude them.
  if (index.spec.sparse && bounds.length === 0) return undefined;
  const order = combinations === 1 ? sortOrder(index, prefix, sort) : undefined;
  if (bounds.length === 0 && !order && !hinted) return undefined;
  const filterFields = Object.keys(filter);
  const exact =
    range?.kind !== 'range' &&
    filterFields.length === prefix &&
    bounds.every((bound, i) => bound?.kind === 'points' && bound.pure && !index.fields[i].includes('.'));
  const backward = order === 'backward';
  const plan: Plan = {
    stage: 'IXSCAN',
    index,
    ids: () => scanIds(index, bounds, backward),
    sorted: Boolean(order),
    backward,
    exact,
    bounds,
  };
  return { plan, score: 4 * prefix + (range?.kind === 'range' ? 2 : 0) + (order ? 1 : 0) };
}

/**
 * Whether walking the index (after an equality prefix of `prefix` fields) yields the sort order, and in
 * which direction. Sort keys on equality fields are constant and drop out; a multikey index never gives
 * order, as its entries repeat documents under several keys.
 */
function sortOrder(index: SecondaryIndex, prefix: number, sort: Doc | undefined): 'forward' | 'backward' | undefined {
  if (!sort || Object.keys(sort).length === 0 || index.multikey) return undefined;
  const equalityFields = new Set(index.fields.slice(0, prefix));
  const keys = Object.entries(sort).filter(([field]) => !equalityFields.has(field));
  if (keys.some(([, direction]) => direction !== 1 && direction !== -1)) return undefined;
  if (keys.length === 0) return 'forward';
  if (prefix + keys.length > index.fields.length) return undefined;
  const relation = keys.map(([field, direction], i) =>
    index.fields[prefix + i] !== field ? 0 : direction === index.directions[prefix + i] ? 1 : -1,
  );
  if (relation.every((value) => value === 1)) return 'forward';
  if (relation.every((value) => value === -1)) return 'backward';
  return undefined;
}

/**
 * Whether every document the filter matches is in the partial index: each field of the index's filter is
 * the same condition in the query, or the query's values or range for it lie inside that condition.
 */
function implies(filter: Doc, partial: Doc): boolean {
  return Object.entries(partial).every(([field, condition]) => {
    if (field.startsWith('$')) return field === '$and' && Array.isArray(condition) && condition.every((part) => implies(filter, part as Doc));
    if (field in filter && keyOf(filter[field]) === keyOf(condition)) return true;
    const asked = boundsFor(filter, field);
    if (asked?.kind === 'points') {
      const test = compileFilter({ [field]: condition });
      return asked.values.every((value) => {
        const probe: Doc = {};
        setAtPath(probe, field, value);
        return test(probe);
      });
    }
    const allowed = boundsFor(partial, field);
    return asked?.kind === 'range' && allowed?.kind === 'range' && onlyRange(condition) && rangeWithin(asked, allowed);
  });
}

const onlyRange = (condition: unknown) =>
  isPlainObject(condition) && Object.keys(condition).every((key) => ['$gt', '$gte', '$lt', '$lte'].includes(key));
