import type { Doc } from '../bson-values';
import { compareValues, isPlainObject } from '../bson-values';
import { valueAtPath } from './paths';

/**
 * Decides `$min` and `$max` by BSON order (a Decimal128 against an int compares by value, which mingo's
 * update operators do not): each field becomes a `$set` when its new value wins, or drops out. Positional
 * paths and paths through arrays stay with mingo.
 */
export function resolveMinMax(doc: Doc, modifier: Doc): void {
  for (const [operator, keep] of [['$min', -1], ['$max', 1]] as const) {
    const fields = modifier[operator];
    if (!isPlainObject(fields)) continue;
    const left: Doc = {};
    for (const [path, value] of Object.entries(fields)) {
      if (path.includes('$') || throughArray(doc, path)) {
        left[path] = value;
        continue;
      }
      const current = valueAtPath(doc, path);
      if (current === undefined || compareValues(value, current) * keep > 0)
        modifier.$set = { ...((modifier.$set as Doc | undefined) ?? {}), [path]: value };
    }
    if (Object.keys(left).length) modifier[operator] = left;
    else delete modifier[operator];
  }
}

function throughArray(doc: Doc, path: string): boolean {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(value)) return true;
    if (!isPlainObject(value)) return false;
    value = value[part];
  }
  return false;
}
