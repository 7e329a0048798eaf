import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describeProblem } from '../domain/problems';
import { readCatalogFolder, SourceFileError } from './file-sources';
import { buildSnapshot } from './snapshot';
import { fixtureCards, fixtureSets, fixtureSources } from './test-fixtures';

/** A card data folder with the fixture's sets and this card file. */
async function folderWith(dir: string, name: 'cardinfo.json' | 'cardinfo.json.gz', text: string) {
  await mkdir(join(dir, 'ygoprodeck'), { recursive: true });
  await writeFile(join(dir, 'ygoprodeck', 'cardsets.json'), JSON.stringify(fixtureSets));
  const bytes = Buffer.from(text);
  await writeFile(join(dir, 'ygoprodeck', name), name.endsWith('.gz') ? gzipSync(bytes) : bytes);
  return dir;
}

describe('readCatalogFolder: the card file', () => {
  let root: string;
  let count = 0;
  const folder = () => join(root, String((count += 1)));
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'catalog-file-sources-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  // Without pack data or banlists, so the snapshots compare the cards alone.
  const parsed = (file: string) =>
    buildSnapshot(
      fixtureSources({
        cardInfo: { file, body: { data: fixtureCards } },
        distributions: undefined,
        setProducts: undefined,
        banlists: [],
      }),
    );

  it.each(['cardinfo.json', 'cardinfo.json.gz'] as const)(
    'maps %s record by record into the same cards, printings and problems as the parsed file',
    async (name) => {
      const dir = await folderWith(folder(), name, JSON.stringify({ data: fixtureCards }, null, 2));
      const streamed = buildSnapshot(await readCatalogFolder(dir));
      const expected = parsed(name);
      expect(streamed.cards).toEqual(expected.cards);
      expect(streamed.setCards).toEqual(expected.setCards);
      expect(streamed.problems).toEqual(expected.problems);
      expect(streamed.problems.length).toBeGreaterThan(3);
      expect(streamed.sourceCounts).toEqual(expected.sourceCounts);
    },
  );

  it('reports a card file that is not {data: [...]} and imports no cards', async () => {
    const dir = await folderWith(
      folder(),
      'cardinfo.json',
      JSON.stringify({ data: { cards: fixtureCards } }),
    );
    const snapshot = buildSnapshot(await readCatalogFolder(dir));
    expect(snapshot.cards).toEqual([]);
    expect(snapshot.problems.map(describeProblem)).toContain('cardinfo.json.data: must be {"data": [...]}');
  });

  it.each([
    ['cardinfo.json', '{"data": [{"id": 1}, ', /^cardinfo\.json: is not JSON/],
    ['cardinfo.json.gz', '{"data": [1,, 2]}', /^cardinfo\.json\.gz: is not JSON/],
  ] as const)('refuses %s when it is not JSON, naming the file', async (name, text, message) => {
    const dir = await folderWith(folder(), name, text);
    await expect(readCatalogFolder(dir)).rejects.toThrow(SourceFileError);
    await expect(readCatalogFolder(dir)).rejects.toThrow(message);
  });

  it('says a gzipped card file that cannot be unpacked cannot be read', async () => {
    const dir = await folderWith(folder(), 'cardinfo.json', '');
    await writeFile(join(dir, 'ygoprodeck', 'cardinfo.json.gz'), 'not gzip');
    await expect(readCatalogFolder(dir)).rejects.toThrow(/^cardinfo\.json\.gz: cannot be read/);
  });
});
