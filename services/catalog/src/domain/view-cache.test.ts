import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCatalogTestApp, type CatalogTestApp } from '../testing/catalog-test-app';
import { SetCardModel } from '../models/set-card';
import { CatalogReader } from './catalog-reader';
import type { CatalogView } from './catalog-view';
import { readViewCache, ViewCacheWriter, type RowKind } from './view-cache';

const newDir = () => mkdtempSync(join(tmpdir(), 'catalog-view-'));

function readAll(dir: string, key: string) {
  const records: Array<[RowKind, unknown[]]> = [];
  const found = readViewCache(dir, key, (kind, rows) => records.push([kind, rows]));
  return { found, records };
}

describe('view cache file', () => {
  let dir: string;
  beforeEach(() => (dir = newDir()));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back the rows in the order they were written, for the import it was written for only', () => {
    const writer = new ViewCacheWriter(dir, '3-1700000000000');
    writer.add('set', [{ _id: 's1', releaseDate: new Date(0) }]);
    writer.add('card', [{ _id: 'c1' }, { _id: 'c2' }]);
    writer.add('printing', [{ _id: 'p1', setId: 's1', cardId: 'c1' }]);
    writer.finish();

    expect(readAll(dir, '3-1700000000000')).toEqual({
      found: true,
      records: [
        ['set', [{ _id: 's1', releaseDate: new Date(0) }]],
        ['card', [{ _id: 'c1' }, { _id: 'c2' }]],
        ['printing', [{ _id: 'p1', setId: 's1', cardId: 'c1' }]],
      ],
    });
    expect(readAll(dir, '4-1700000000001').found).toBe(false);
  });

  it('keeps only the newest copy', () => {
    for (const key of ['1-1', '2-2']) {
      const writer = new ViewCacheWriter(dir, key);
      writer.add('card', [{ _id: key }]);
      writer.finish();
    }
    expect(readdirSync(dir)).toEqual(['2-2.view']);
  });

  it('removes a copy cut short, and one given up is never kept', () => {
    const writer = new ViewCacheWriter(dir, '1-1');
    writer.add('card', [{ _id: 'c1', text: 'x'.repeat(1000) }]);
    writer.finish();
    const file = join(dir, '1-1.view');
    truncateSync(file, statSync(file).size - 10);
    expect(readAll(dir, '1-1').found).toBe(false);
    expect(readdirSync(dir)).toEqual([]);

    const givenUp = new ViewCacheWriter(dir, '2-2');
    givenUp.add('card', [{ _id: 'c1' }]);
    givenUp.abandon();
    givenUp.finish();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('never fails the view when the copy cannot be written', () => {
    // A folder that cannot be made, even by root: a file stands where it would be.
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, '');
    const writer = new ViewCacheWriter(join(blocker, 'inside'), '1-1');
    expect(() => {
      writer.add('card', [{ _id: 'c1' }]);
      writer.finish();
    }).not.toThrow();
    expect(readdirSync(dir)).toEqual(['blocker']);
  });
});

describe('catalog reader with a view cache', () => {
  let app: CatalogTestApp;
  let dir: string;
  beforeAll(async () => {
    app = await startCatalogTestApp();
  }, 60_000);
  afterAll(() => app.stop());
  beforeEach(() => (dir = newDir()));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const printingsOf = (view: CatalogView) =>
    view.sets.map((set) => [set.id, view.setCardsOf(set.id)?.length]);

  it('builds the same view from its copy as from the store, and the store stays the truth for a new import', async () => {
    const fromStore = await new CatalogReader(0, dir).current();
    const copies = readdirSync(dir);
    expect(copies).toHaveLength(1);

    // The store's printings gone: a reader with the copy still has them, one without has none.
    const saved = await SetCardModel.find().lean();
    await SetCardModel.deleteMany({});
    try {
      const fromCopy = await new CatalogReader(0, dir).current();
      expect(fromCopy.allCards).toEqual(fromStore.allCards);
      expect(printingsOf(fromCopy)).toEqual(printingsOf(fromStore));
      expect(fromCopy.printingsOf(fromStore.allCards[0].id)).toEqual(
        fromStore.printingsOf(fromStore.allCards[0].id),
      );
      const withoutCopy = await new CatalogReader(0).current();
      expect(printingsOf(withoutCopy).every(([, count]) => !count)).toBe(true);
    } finally {
      await SetCardModel.insertMany(saved);
    }

    // Another import (even of the same generation, as after a store replaced) is read from the store, and
    // its copy replaces the older one.
    await app.importFixture();
    const afterImport = await new CatalogReader(0, dir).current();
    expect(printingsOf(afterImport)).toEqual(printingsOf(fromStore));
    const newer = readdirSync(dir);
    expect(newer).toHaveLength(1);
    expect(newer).not.toEqual(copies);
  });
});
