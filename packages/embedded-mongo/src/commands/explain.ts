import type { Doc } from '../bson-values';
import { describeValue, isPlainObject } from '../bson-values';
import { badValue } from '../errors';
import type { FieldBounds, Limit } from '../storage/bounds';
import type { Plan } from '../storage/planner';
import { planQuery } from '../storage/planner';
import type { FindSpec } from '../storage/query';
import { runFind } from '../storage/query';
import { notImplemented } from '../storage/collection-options';
import { isViewNamespace } from '../storage/pipeline';
import type { CommandHandler } from './context';
import { targetName } from './context';

// explain as mongosh and the drivers send it: `{explain: {find | count | distinct | aggregate ...}, verbosity}`.
// The winning plan nests like mongod's: [LIMIT|SKIP|SORT ->] FETCH -> IXSCAN, or COLLSCAN, or IDHACK.

const doc = (value: unknown): Doc | undefined => (isPlainObject(value) ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' ? Math.abs(value) : undefined);

/** The find a command amounts to: find itself, count, distinct, delete/update's first statement, or an aggregate's leading stages. */
function findOf(inner: Doc): FindSpec {
  if ('aggregate' in inner) {
    const pipeline = Array.isArray(inner.pipeline) ? (inner.pipeline as Doc[]) : [];
    const spec: FindSpec = { collation: doc(inner.collation), hint: inner.hint };
    let i = 0;
    if (doc(pipeline[i]?.$match)) spec.filter = pipeline[i++].$match as Doc;
    if (doc(pipeline[i]?.$sort)) spec.sort = pipeline[i++].$sort as Doc;
    if (typeof pipeline[i]?.$skip === 'number') spec.skip = pipeline[i++].$skip as number;
    if (typeof pipeline[i]?.$limit === 'number') spec.limit = pipeline[i].$limit as number;
    return spec;
  }
  const statement = doc((inner.updates as Doc[] | undefined)?.[0]) ?? doc((inner.deletes as Doc[] | undefined)?.[0]);
  return {
    filter: doc(inner.filter) ?? doc(inner.query) ?? doc(statement?.q) ?? {},
    sort: doc(inner.sort),
    skip: count(inner.skip),
    limit: count(inner.limit),
    collation: doc(inner.collation ?? statement?.collation),
    hint: inner.hint ?? statement?.hint,
  };
}

function describeLimit(limit: Limit | undefined, rank: number, end: 'low' | 'high'): string {
  if (limit) return describeValue(limit.value);
  if (rank === 2) return end === 'low' ? '-inf.0' : 'inf.0';
  return end === 'low' ? 'MinKey' : 'MaxKey';
}

/** Intervals as mongod prints them, in the order walked: a descending walk lists and writes them high to low. */
function describeBounds(bounds: FieldBounds | undefined, descending: boolean): string[] {
  if (!bounds) return [descending ? '[MaxKey, MinKey]' : '[MinKey, MaxKey]'];
  if (bounds.kind === 'points') {
    const intervals = bounds.values.map((value) => `[${describeValue(value)}, ${describeValue(value)}]`);
    return descending ? intervals.reverse() : intervals;
  }
  const low = `${describeLimit(bounds.low, bounds.rank, 'low')}`;
  const high = `${describeLimit(bounds.high, bounds.rank, 'high')}`;
  const lowInclusive = !bounds.low || bounds.low.inclusive;
  const highInclusive = !bounds.high || bounds.high.inclusive;
  return descending
    ? [`${highInclusive ? '[' : '('}${high}, ${low}${lowInclusive ? ']' : ')'}`]
    : [`${lowInclusive ? '[' : '('}${low}, ${high}${highInclusive ? ']' : ')'}`];
}

/** The winning plan as mongod shapes it, so tests and tools can look for IXSCAN and its indexName. */
export function describePlan(chosen: Plan, spec: FindSpec): Doc {
  let stage: Doc;
  if (chosen.stage === 'IXSCAN' && chosen.index) {
    const index = chosen.index;
    const scan: Doc = {
      stage: 'IXSCAN',
      keyPattern: index.spec.key,
      indexName: index.spec.name,
      isMultiKey: index.multikey,
      isUnique: Boolean(index.spec.unique),
      isSparse: Boolean(index.spec.sparse),
      isPartial: Boolean(index.spec.partialFilterExpression),
      direction: chosen.backward ? 'backward' : 'forward',
      indexBounds: Object.fromEntries(
        index.fields.map((field, i) => [field, describeBounds(chosen.bounds?.[i], chosen.backward !== (index.directions[i] === -1))]),
      ),
    };
    stage = { stage: 'FETCH', ...(chosen.exact ? {} : { filter: spec.filter ?? {} }), inputStage: scan };
  } else if (chosen.stage === 'IDHACK') stage = { stage: 'IDHACK' };
  else stage = { stage: 'COLLSCAN', filter: spec.filter ?? {}, direction: 'forward' };
  const sorting = Object.keys(spec.sort ?? {}).length > 0 && !chosen.sorted;
  if (sorting) stage = { stage: 'SORT', sortPattern: spec.sort, ...(spec.limit ? { limitAmount: (spec.skip ?? 0) + spec.limit } : {}), inputStage: stage };
  if (spec.skip) stage = { stage: 'SKIP', skipAmount: spec.skip, inputStage: stage };
  if (spec.limit && !sorting) stage = { stage: 'LIMIT', limitAmount: spec.limit, inputStage: stage };
  return stage;
}

export const explain: CommandHandler = (command, db, { catalog }) => {
  const inner = doc(command.explain);
  if (!inner) throw badValue('explain command requires a nested object');
  const name = targetName(inner);
  if (isViewNamespace(catalog, db, name)) throw notImplemented('explain of a command on a view is not supported by this server');
  const spec = findOf(inner);
  const collection = catalog.get(db, name);
  const winningPlan = collection ? describePlan(planQuery(collection, spec), spec) : { stage: 'EOF' };
  const reply: Doc = {
    explainVersion: '1',
    queryPlanner: { namespace: `${db}.${name}`, parsedQuery: spec.filter ?? {}, indexFilterSet: false, winningPlan, rejectedPlans: [] },
  };
  const verbosity = String(command.verbosity ?? 'allPlansExecution');
  if (verbosity !== 'queryPlanner') {
    const examined = { docs: 0 };
    const started = performance.now();
    const returned = runFind(collection, spec, examined).length;
    reply.executionStats = {
      executionSuccess: true,
      nReturned: returned,
      executionTimeMillis: Math.round(performance.now() - started),
      totalDocsExamined: examined.docs,
    };
  }
  return { ...reply, command: inner, ok: 1 };
};
