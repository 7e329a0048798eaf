import { Query } from 'mingo';
import type { Doc } from '../bson-values';
import { idKeyOf, isPlainObject, keyOf } from '../bson-values';
import type { Position } from './ordered-keys';
import { KeyEntry, OrderedKeys } from './ordered-keys';
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

/** The key of an entry: a single field's value as an `_id` is keyed (a string is its own key), else each value's joined. */
const entryKey = (values: unknown[]): string => (values.length === 1 ? idKeyOf(values[0]) : values.map(keyOf).join('\u0000'));

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
    for (const combo of combos) unique.set(entryKey(combo), combo);
    return [...unique].map(([key, values]) => ({ key, values }));
  }

  /** The `_id` key of another document already holding one of these keys, if any. */
  conflict(keys: Array<{ key: string }>, ownIdKey: string): { key: string } | undefined {
    return keys.find(({ key }) => this.entries.get(key)?.heldByOtherThan(ownIdKey));
  }

  add(keys: Array<{ key: string; values: unknown[] }>, idKey: string): void {
    for (const { key, values } of keys) {
      const entry = this.entries.get(key);
      if (entry) entry.add(idKey);
      else {
        const added = new KeyEntry(values, idKey);
        this.entries.set(key, added);
        this.ordered.added(added);
      }
    }
  }

  remove(keys: Array<{ key: string }>, idKey: string): void {
    for (const { key } of keys) {
      const entry = this.entries.get(key);
      if (entry?.remove(idKey) === 0) {
        this.entries.delete(key);
        this.ordered.removed(entry);
      }
    }
  }

  /** `_id` keys of the documents whose fields equal these values (a point lookup, no scan). */
  lookup(values: unknown[]): Iterable<string> {
    return this.entries.get(entryKey(values))?.ids() ?? [];
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
