import type { Doc } from '../bson-values';
import { invalidNamespace, namespaceExists, namespaceNotFound } from '../errors';
import type { CollectionChange } from './collection';
import { Collection } from './collection';

/** Every change the durability log records: document post-images and catalog changes. */
export type CatalogChange =
  | ({ ns: string } & CollectionChange)
  | { op: 'createCollection'; ns: string; options: Doc }
  | { op: 'dropCollection'; ns: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'rename'; from: string; to: string };

const splitNs = (ns: string): [string, string] => {
  const dot = ns.indexOf('.');
  return [ns.slice(0, dot), ns.slice(dot + 1)];
};

/** Databases and their collections; the single owner of all stored data. */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private listener: (change: CatalogChange, undo: () => void) => void = () => {};

  /** Receives every change once it has been applied in memory, with the step that undoes it. */
  onChange(listener: (change: CatalogChange, undo: () => void) => void): void {
    this.listener = listener;
  }

  /** Undoes a catalog-level change: puts every database and collection back as it is now. */
  private restorePoint(): () => void {
    const saved = [...this.databases].map(([db, collections]) => ({ db, collections, entries: [...collections] }));
    return () => {
      this.databases.clear();
      for (const { db, collections, entries } of saved) {
        collections.clear();
        for (const [name, collection] of entries) collections.set(name, collection);
        this.databases.set(db, collections);
      }
    };
  }

  databaseNames(): string[] {
    return [...this.databases].filter(([, collections]) => collections.size > 0).map(([name]) => name);
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  get(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** The collection, created implicitly on first write as MongoDB does. */
  obtain(db: string, name: string): Collection {
    return this.get(db, name) ?? this.create(db, name, {});
  }

  create(db: string, name: string, options: Doc, log = true): Collection {
    validateName(db, name);
    if (this.get(db, name)) throw namespaceExists(`Collection ${db}.${name} already exists.`);
    const undo = log ? this.restorePoint() : () => {};
    let collections = this.databases.get(db);
    if (!collections) this.databases.set(db, (collections = new Map()));
    const ns = `${db}.${name}`;
    const collection = new Collection(ns, options, (change, undoChange) => this.listener({ ns, ...change }, undoChange));
    collections.set(name, collection);
    if (log) this.listener({ op: 'createCollection', ns, options }, undo);
    return collection;
  }

  drop(db: string, name: string, log = true): boolean {
    const undo = log ? this.restorePoint() : () => {};
    const dropped = this.databases.get(db)?.delete(name) ?? false;
    if (dropped && log) this.listener({ op: 'dropCollection', ns: `${db}.${name}` }, undo);
    return dropped;
  }

  dropDatabase(db: string, log = true): void {
    const undo = log ? this.restorePoint() : () => {};
    this.databases.delete(db);
    if (log) this.listener({ op: 'dropDatabase', db }, undo);
  }

  rename(from: string, to: string, dropTarget: boolean, log = true): void {
    const [fromDb, fromName] = splitNs(from);
    const [toDb, toName] = splitNs(to);
    const source = this.get(fromDb, fromName);
    if (!source) throw namespaceNotFound('Source collection does not exist');
    const undo = log ? this.restorePoint() : () => {};
    if (this.get(toDb, toName)) {
      if (!dropTarget) throw namespaceExists('Target namespace exists');
      this.drop(toDb, toName, false);
    }
    const target = this.create(toDb, toName, source.options, false);
    for (const spec of source.indexSpecs().slice(1)) target.replay({ op: 'createIndex', spec });
    for (const doc of source.docs.values()) target.replay({ op: 'put', doc });
    this.drop(fromDb, fromName, false);
    if (log) this.listener({ op: 'rename', from, to }, undo);
  }

  /** Applies one logged change during recovery. */
  replay(change: CatalogChange): void {
    switch (change.op) {
      case 'createCollection': {
        const [db, name] = splitNs(change.ns);
        if (!this.get(db, name)) this.create(db, name, change.options, false);
        return;
      }
      case 'dropCollection':
        this.drop(...splitNs(change.ns), false);
        return;
      case 'dropDatabase':
        this.dropDatabase(change.db, false);
        return;
      case 'rename':
        this.rename(change.from, change.to, true, false);
        return;
      default: {
        const [db, name] = splitNs(change.ns);
        const collection = this.get(db, name) ?? this.create(db, name, {}, false);
        collection.replay(change);
      }
    }
  }
}

function validateName(db: string, name: string) {
  if (!db || /[/\\. "$]/.test(db)) throw invalidNamespace(`Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('.'))
    throw invalidNamespace(`Invalid collection name: ${name}`);
}
