import { calculateObjectSize } from 'bson';
import type { Doc } from '../bson-values';
import { describeValue, idKeyOf, isPlainObject, keyOf } from '../bson-values';
import { CommandError, duplicateKey, indexKeySpecsConflict, indexNotFound, indexOptionsConflict } from '../errors';
import { compactValue } from './compact';
import type { IndexSpec } from './indexes';
import { SecondaryIndex } from './indexes';

/**
 * What a collection reports to the catalog so the durability log can record it, with the step that
 * undoes it (the store rolls back a change it could not make durable).
 */
export type ChangeListener = (change: CollectionChange, undo: () => void) => void;
export type CollectionChange =
  | { op: 'put'; doc: Doc }
  | { op: 'del'; id: unknown }
  | { op: 'createIndex'; spec: IndexSpec }
  | { op: 'dropIndex'; name: string }
  | { op: 'setOptions'; options: Doc };

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/**
 * One collection: documents by `_id` in insertion order, with its secondary indexes kept in step. A stored
 * document is never changed in place (an update stores a new version), so a snapshot may hold references.
 */
export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, SecondaryIndex>();
  /**
   * The documents' BSON bytes, kept up to date by every write; undefined after a replay until asked for
   * (recovery replays every document, and sizing each one there cost a tenth of a start).
   */
  private dataSize: number | undefined = 0;

  constructor(
    readonly ns: string,
    private stored: Doc,
    private readonly notify: ChangeListener,
  ) {}

  /** The options it was created with (capped limits, validator, a view's source), as collMod left them. */
  get options(): Doc {
    return this.stored;
  }

  /** Changes the options (collMod). */
  setOptions(options: Doc): void {
    const previous = this.stored;
    this.stored = options;
    this.notify({ op: 'setOptions', options }, () => (this.stored = previous));
  }

  get count(): number {
    return this.docs.size;
  }

  get size(): number {
    if (this.dataSize === undefined) {
      let bytes = 0;
      for (const doc of this.docs.values()) bytes += calculateObjectSize(doc);
      this.dataSize = bytes;
    }
    return this.dataSize;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  /** Inserts a new document, refusing a duplicate `_id` or a unique-index violation before anything changes. */
  insert(doc: Doc): void {
    compactValue(doc);
    const idKey = idKeyOf(doc._id);
    if (this.docs.has(idKey)) throw this.duplicate(ID_INDEX, { _id: doc._id });
    const keys = this.checkUnique(doc, idKey);
    this.store(idKey, doc, keys);
    this.notify({ op: 'put', doc }, () => this.replay({ op: 'del', id: doc._id }));
    if (this.stored.capped) this.evictOldest();
  }

  /**
   * A capped collection keeps its newest documents: the oldest go once there are more than `max` or they
   * take more than `size` bytes (at least 4096, else rounded up to a multiple of 256, as mongod does).
   */
  private evictOldest(): void {
    const max = typeof this.stored.max === 'number' && this.stored.max > 0 ? this.stored.max : Infinity;
    const requested = Number(this.stored.size);
    const size = requested <= 4096 ? 4096 : Math.ceil(requested / 256) * 256;
    while (this.docs.size > 1 && (this.docs.size > max || this.size > size)) {
      const [oldest] = this.docs.keys();
      this.remove(oldest);
    }
  }

  /** Replaces the stored document of the same `_id` with its new version, in the same natural-order place. */
  replace(doc: Doc): void {
    compactValue(doc);
    const idKey = idKeyOf(doc._id);
    const previous = this.docs.get(idKey);
    const keys = this.checkUnique(doc, idKey);
    if (previous) this.unstore(idKey, previous, false);
    this.store(idKey, doc, keys);
    this.notify({ op: 'put', doc }, () => this.replay(previous ? { op: 'put', doc: previous } : { op: 'del', id: doc._id }));
  }

  remove(idKey: string): void {
    const previous = this.docs.get(idKey);
    if (!previous) return;
    this.unstore(idKey, previous);
    this.notify({ op: 'del', id: previous._id }, () => this.replay({ op: 'put', doc: previous }));
  }

  /** Applies a logged change during recovery: the log holds only changes that passed every check. */
  replay(change: CollectionChange): void {
    if (change.op === 'put' || change.op === 'del') this.dataSize = undefined;
    if (change.op === 'put') {
      compactValue(change.doc);
      const idKey = idKeyOf(change.doc._id);
      const previous = this.docs.get(idKey);
      if (previous) this.unstore(idKey, previous, false);
      this.store(idKey, change.doc, this.keysPerIndex(change.doc));
    } else if (change.op === 'del') {
      const idKey = idKeyOf(change.id);
      const previous = this.docs.get(idKey);
      if (previous) this.unstore(idKey, previous);
    } else if (change.op === 'createIndex') this.buildIndex(change.spec, false);
    else if (change.op === 'setOptions') this.stored = change.options;
    else this.indexes.delete(change.name);
  }

  /** Creates an index; returns false when an identical one already exists. */
  createIndex(spec: IndexSpec): boolean {
    for (const existing of this.indexSpecs()) {
      const sameKey = keyOf(existing.key) === keyOf(spec.key);
      if (existing.name === spec.name && !sameKey)
        throw indexKeySpecsConflict(
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${describeValue(spec)}, existing index: ${describeValue(existing)}`,
        );
      if (sameKey) {
        const sameOptions =
          Boolean(existing.unique) === Boolean(spec.unique) &&
          Boolean(existing.sparse) === Boolean(spec.sparse) &&
          keyOf(existing.partialFilterExpression) === keyOf(spec.partialFilterExpression);
        if (existing.name === spec.name && (sameOptions || existing.name === '_id_')) return false;
        if (existing.name !== spec.name && sameOptions)
          throw indexOptionsConflict(
            `Index already exists with a different name: ${existing.name}`,
          );
        if (existing.name === spec.name)
          throw indexOptionsConflict(
            `An equivalent index already exists with the same name but different options. Requested index: ${describeValue(spec)}, existing index: ${describeValue(existing)}`,
          );
      }
    }
    this.buildIndex(spec, true);
    return true;
  }

  dropIndex(name: string): void {
    if (name === '_id_') throw new CommandError(72, 'InvalidOptions', 'cannot drop _id index');
    const before = [...this.indexes];
    if (!this.indexes.delete(name)) throw indexNotFound(`index not found with name [${name}]`);
    this.notify({ op: 'dropIndex', name }, () => {
      this.indexes.clear();
      for (const [kept, index] of before) this.indexes.set(kept, index);
    });
  }

  /** Index whose key pattern is this one, for dropIndexes by key. */
  indexNameByKey(key: Doc): string | undefined {
    return this.indexSpecs().find((spec) => keyOf(spec.key) === keyOf(key))?.name;
  }

  private buildIndex(spec: IndexSpec, checked: boolean): void {
    const index = new SecondaryIndex(spec);
    for (const [idKey, doc] of this.docs) {
      const keys = index.keysOf(doc);
      if (checked && spec.unique) {
        const clash = index.conflict(keys, idKey);
        if (clash) throw this.duplicate(spec, this.keyValue(index, doc, clash.key));
      }
      index.add(keys, idKey);
    }
    this.indexes.set(spec.name, index);
    if (checked) this.notify({ op: 'createIndex', spec }, () => this.indexes.delete(spec.name));
  }

  private keysPerIndex(doc: Doc) {
    return [...this.indexes.values()].map((index) => ({ index, keys: index.keysOf(doc) }));
  }

  private checkUnique(doc: Doc, idKey: string) {
    const perIndex = this.keysPerIndex(doc);
    for (const { index, keys } of perIndex) {
      if (!index.spec.unique) continue;
      const clash = index.conflict(keys, idKey);
      if (clash) throw this.duplicate(index.spec, this.keyValue(index, doc, clash.key));
    }
    return perIndex;
  }

  private keyValue(index: SecondaryIndex, doc: Doc, key: string): Doc {
    const values = index.keysOf(doc).find((entry) => entry.key === key)?.values ?? [];
    return Object.fromEntries(index.fields.map((field, i) => [field, values[i] ?? null]));
  }

  private duplicate(spec: IndexSpec, keyValue: Doc): CommandError {
    return duplicateKey(this.ns, spec.name, spec.key, keyValue, describeValue);
  }

  private store(idKey: string, doc: Doc, perIndex: ReturnType<Collection['keysPerIndex']>) {
    this.docs.set(idKey, doc);
    for (const { index, keys } of perIndex) index.add(keys, idKey);
    if (this.dataSize !== undefined) this.dataSize += calculateObjectSize(doc);
  }

  /** Takes a document out of the indexes and the size; `forget` false keeps its place for its next version. */
  private unstore(idKey: string, doc: Doc, forget = true) {
    if (forget) this.docs.delete(idKey);
    for (const index of this.indexes.values()) index.remove(index.keysOf(doc), idKey);
    if (this.dataSize !== undefined) this.dataSize -= calculateObjectSize(doc);
  }
}

export const isIndexKey = (value: unknown): value is Record<string, 1 | -1 | string> => isPlainObject(value);
