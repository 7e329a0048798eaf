import { Query } from 'mingo';
import type { Doc } from '../bson-values';
import { keyOf } from '../bson-values';
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

/**
 * A secondary index: a map from the encoded key to the `_id` keys of the documents holding it.
 * Arrays in an indexed field make it multikey (one entry per element).
 */
export class SecondaryIndex {
  readonly fields: string[];
  private readonly entries = new Map<string, Set<string>>();
  private readonly partial?: Query;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, {});
  }

  /** Keys of the document in this index, each with the field values that form it (none when not indexed). */
  keysOf(doc: Doc): Array<{ key: string; values: unknown[] }> {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((field) => valuesAtPath(doc, field));
    if (this.spec.sparse && perField.every((values) => values.length === 0)) return [];
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
    return keys.find(({ key }) => [...(this.entries.get(key) ?? [])].some((idKey) => idKey !== ownIdKey));
  }

  add(keys: Array<{ key: string }>, idKey: string): void {
    for (const { key } of keys) {
      let holders = this.entries.get(key);
      if (!holders) this.entries.set(key, (holders = new Set()));
      holders.add(idKey);
    }
  }

  remove(keys: Array<{ key: string }>, idKey: string): void {
    for (const { key } of keys) {
      const holders = this.entries.get(key);
      holders?.delete(idKey);
      if (holders?.size === 0) this.entries.delete(key);
    }
  }

  /** `_id` keys of the documents whose fields equal these values (a point lookup, no scan). */
  lookup(values: unknown[]): Iterable<string> {
    return this.entries.get(values.map(keyOf).join('\u0000')) ?? [];
  }

  /** Entries held, for collStats. */
  get size(): number {
    return this.entries.size;
  }
}
