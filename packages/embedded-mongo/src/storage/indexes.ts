import { Query } from 'mingo';
import type { Doc } from '../bson-values';
import { isPlainObject, keyOf } from '../bson-values';
import type { KeyEntry, Position } from './ordered-keys';
import { OrderedKeys } from './ordered-keys';
import { valuesAtPath } from './paths';

/** An index as createIndexes declares it and listIndexes reports it. */
export interface IndexSpec {
  v: number;
  key: Record<string, 1 | -1 | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  collation?: Doc;
  [option: string]: unknown;
}

/** Whether a path passes through or ends on an array in this document. */
function reachesArray(value: unknown, parts: string[]): boolean {
  if (Array.isArray(value)) return true;
  if (parts.length === 0 || !isPlainObject(value)) return false;
  return reachesArray(value[parts[0]], parts.slice(1));
}

/**
 * A secondary index: the encoded key to the `_id` keys of the documents holding it, and the same keys in
 * key-pattern order for range and sorted scans. Arrays in an indexed field make it multikey (one entry per
 * element); like mongod, an index stays multikey once it has been.
 */
export class SecondaryIndex {
  readonly fields: string[];
  /** 1 or -1 per field; a special key type (text, hashed, 2dsphere) counts as ascending. */
  readonly directions: number[];
  private readonly entries = new Map<string, KeyEntry>();
  private readonly ordered: OrderedKeys;
  private readonly partial?: Query;
  private isMultikey = false;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.directions = this.fields.map((field) => (spec.key[field] === -1 ? -1 : 1));
    this.ordered = new OrderedKeys(this.directions);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, {});
  }

  get multikey(): boolean {
    return this.isMultikey;
  }

  /** Whether every field is an ordinary ascending or descending key (not text, hashed, geo). */
  get ordinary(): boolean {
    return this.fields.every((field) => this.spec.key[field] === 1 || this.spec.key[field] === -1);
  }

  /** Keys of the document in this index, each with the field values that form it (none when not indexed). */
  keysOf(doc: Doc): Array<{ key: string; values: unknown[] }> {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((field) => valuesAtPath(doc, field));
    if (this.spec.sparse && perField.every((values) => values.length === 0)) return [];
    if (!this.isMultikey && this.fields.some((field) => reachesArray(doc, field.split('.')))) this.isMultikey = true;
    let combos: unknown[][] = [[]];
    for (const values of perField) {
      const options = values.length === 0 ? [null] : values;
      combos = combos.flatMap((prefix) => options.map((value) => [...prefix, value]));
    }
    const unique = new Map<string, unknown[]>();
    for (const combo of combos) unique.set(combo.map(keyOf).join('\u0000'), combo);
    return [...unique].map(([key, values]) => ({ key, values }));
  }

  /** The `_id` key of another document already holding one of these keys, if any. */
  conflict(keys: Array<{ key: string }>, ownIdKey: string): { key: string } | undefined {
    return keys.find(({ key }) => [...(this.entries.get(key)?.ids ?? [])].some((idKey) => idKey !== ownIdKey));
  }

  add(keys: Array<{ key: string; values: unknown[] }>, idKey: string): void {
    for (const { key, values } of keys) {
      let entry = this.entries.get(key);
      if (!entry) {
        entry = { values, ids: new Set() };
        this.entries.set(key, entry);
        this.ordered.added(entry);
      }
      entry.ids.add(idKey);
    }
  }

  remove(keys: Array<{ key: string }>, idKey: string): void {
    for (const { key } of keys) {
      const entry = this.entries.get(key);
      entry?.ids.delete(idKey);
      if (entry?.ids.size === 0) {
        this.entries.delete(key);
        this.ordered.removed(entry);
      }
    }
  }

  /** `_id` keys of the documents whose fields equal these values (a point lookup, no scan). */
  lookup(values: unknown[]): Iterable<string> {
    return this.entries.get(values.map(keyOf).join('\u0000'))?.ids ?? [];
  }

  /** Keys inside an interval in index order (or reversed), for range and sorted scans. */
  scan(position: Position, backward: boolean): Iterable<KeyEntry> {
    return this.ordered.scan(position, backward);
  }

  /** Entries held, for collStats. */
  get size(): number {
    return this.entries.size;
  }
}
