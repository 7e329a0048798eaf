import { ObjectId } from 'bson';
import { Query } from 'mingo';
import type { Doc } from '../bson-values';
import { compareValues, isPlainObject, keyOf } from '../bson-values';
import { badValue } from '../errors';
import type { Collection } from './collection';
import { valuesAtPath } from './paths';

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
  collation?: Doc;
}

/** How a query finds its candidates: the explain output's winning plan. */
export interface Plan {
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  indexName?: string;
  candidates: Iterable<Doc>;
  /** The index lookup alone decides the match: every candidate matches and no filter needs testing. */
  exact?: boolean;
}

const collators = new Map<string, Intl.Collator>();

/** An Intl collator for a MongoDB collation document (strength 1 and 2 ignore case). */
export function collatorFor(collation?: Doc): Intl.Collator | undefined {
  if (!collation || typeof collation.locale !== 'string' || collation.locale === 'simple') return undefined;
  const id = keyOf(collation);
  let collator = collators.get(id);
  if (!collator) {
    const strength = Number(collation.strength ?? 3);
    collator = new Intl.Collator(collation.locale, {
      sensitivity: strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant',
      numeric: Boolean(collation.numericOrdering),
      caseFirst: (collation.caseFirst as 'upper' | 'lower' | 'false' | undefined) ?? 'false',
    });
    collators.set(id, collator);
  }
  return collator;
}

/** A compiled mingo predicate; mingo throws on unknown operators, which we report as BadValue. */
export function compileFilter(filter: Doc = {}, collation?: Doc): (doc: Doc) => boolean {
  if (Object.keys(filter).length === 0) return () => true;
  const collationSpec = collation && collation.locale !== 'simple' ? collation : undefined;
  const query = new Query(filter, collationSpec ? { collation: collationSpec as never } : {});
  return (doc) => query.test(doc);
}

/** Values a filter demands by equality on one field, when an index can answer them exactly. */
function equalityValues(filter: Doc, field: string): unknown[] | undefined {
  if (!(field in filter)) return undefined;
  const condition = filter[field];
  const plain = (value: unknown) =>
    !(value instanceof RegExp) && !Array.isArray(value) && !(isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$')));
  if (isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'))) {
    const operators = Object.keys(condition);
    if (operators.length !== 1) return undefined;
    if (operators[0] === '$eq' && plain(condition.$eq)) return [condition.$eq];
    if (operators[0] === '$in' && Array.isArray(condition.$in) && condition.$in.every(plain)) return condition.$in;
    return undefined;
  }
  return plain(condition) ? [condition] : undefined;
}

/**
 * Values whose index key means exactly what equality means to a query on a top-level field (arrays there
 * match by element, as the index holds elements); null, regexes, objects and the like leave it to mingo.
 */
const indexExact = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && !Number.isNaN(value)) ||
  value instanceof ObjectId ||
  (value instanceof Date && !Number.isNaN(value.getTime()));

/** Whether the filter holds only these top-level fields, each answered by exact index values. */
function answeredByIndex(filter: Doc, fields: string[], perField: unknown[][], collation?: Doc): boolean {
  if (collation && collation.locale !== 'simple') return false;
  if (Object.keys(filter).length !== fields.length) return false;
  return fields.every((field, i) => !field.includes('.') && perField[i].every(indexExact));
}

/** Picks `_id`, then a full-key equality on a declared index, else a collection scan. */
export function plan(collection: Collection, filter: Doc = {}, collation?: Doc): Plan {
  const ids = equalityValues(filter, '_id');
  if (ids)
    return {
      stage: 'IDHACK',
      candidates: lookupIds(collection, ids.map(keyOf)),
      exact: answeredByIndex(filter, ['_id'], [ids], collation),
    };
  if (!collatorFor(collation)) {
    for (const [name, index] of collection.indexes) {
      if (index.spec.partialFilterExpression || index.spec.sparse || index.spec.collation) continue;
      const perField = index.fields.map((field) => equalityValues(filter, field));
      if (perField.some((values) => !values)) continue;
      let combos: unknown[][] = [[]];
      for (const values of perField as unknown[][])
        combos = combos.flatMap((prefix) => values.map((value) => [...prefix, value]));
      if (combos.length > 1000) continue;
      const idKeys = new Set<string>();
      for (const combo of combos) for (const idKey of index.lookup(combo)) idKeys.add(idKey);
      return {
        stage: 'IXSCAN',
        indexName: name,
        candidates: lookupIds(collection, idKeys),
        exact: answeredByIndex(filter, index.fields, perField as unknown[][], collation),
      };
    }
  }
  return { stage: 'COLLSCAN', candidates: collection.docs.values() };
}

/** The documents of these `_id` keys, once each, in the order asked. */
function lookupIds(collection: Collection, idKeys: Iterable<string>): Doc[] {
  const found: Doc[] = [];
  const seen = new Set<string>();
  for (const idKey of idKeys) {
    if (seen.has(idKey)) continue;
    seen.add(idKey);
    const doc = collection.docs.get(idKey);
    if (doc) found.push(doc);
  }
  return found;
}

/** Matching documents in natural order, found through the plan's index when there is one. */
export function matching(collection: Collection | undefined, filter: Doc = {}, collation?: Doc): Doc[] {
  if (!collection) return [];
  const chosen = plan(collection, filter, collation);
  // A point lookup the index answers exactly needs no mingo query at all.
  if (chosen.exact) return chosen.candidates as Doc[];
  const test = compileFilter(filter, collation);
  const found: Doc[] = [];
  for (const doc of chosen.candidates) if (test(doc)) found.push(doc);
  return found;
}

/** The key a document sorts by on one field: arrays sort by their least (ascending) or greatest element. */
function sortKey(doc: Doc, field: string, direction: number, collator?: Intl.Collator): unknown {
  const values = valuesAtPath(doc, field);
  if (values.length <= 1) return values[0];
  return values.reduce((best, value) =>
    compareValues(value, best, collator) * direction < 0 ? value : best,
  );
}

/** Sorts documents by a MongoDB sort document (stable, BSON-aware, with collation where given). */
export function sortDocs(docs: Doc[], sort: Doc | undefined, collation?: Doc): Doc[] {
  const fields = Object.entries(sort ?? {});
  if (fields.length === 0) return docs;
  const collator = collatorFor(collation);
  const directions = fields.map(([field, direction]) => {
    if (direction !== 1 && direction !== -1 && !isPlainObject(direction))
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    return [field, direction === -1 ? -1 : 1] as const;
  });
  const keyed = docs.map((doc) => ({ doc, keys: directions.map(([field, dir]) => sortKey(doc, field, dir, collator)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < directions.length; i++) {
      const order = compareValues(a.keys[i], b.keys[i], collator);
      if (order) return order * directions[i][1];
    }
    return 0;
  });
  return keyed.map(({ doc }) => doc);
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

/** The whole find: plan, filter, sort, skip, limit, projection. */
export function runFind(collection: Collection | undefined, spec: FindSpec): Doc[] {
  let docs = matching(collection, spec.filter, spec.collation);
  docs = sortDocs(docs, spec.sort, spec.collation);
  const skip = spec.skip ?? 0;
  const limit = spec.limit ? Math.abs(spec.limit) : undefined;
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  return project(docs, spec.projection, spec.filter);
}
