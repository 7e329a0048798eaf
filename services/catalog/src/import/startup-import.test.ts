import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@progression/contracts';
import { readEnv } from '../env';
import { ImportStateModel, importStateId } from '../models/import-state';
import { SetCardModel } from '../models/set-card';
import { startCatalogTestApp, userBearer, type CatalogTestApp } from '../testing/catalog-test-app';
import { ImportAlreadyRunningError, runImport } from './run-import';
import { importOnFirstStart } from './startup-import';
import {
  fixtureBanlists,
  fixtureCards,
  fixtureDistributions,
  fixtureSetProducts,
  fixtureSets,
  fixtureSources,
} from './test-fixtures';

/** Writes the fixture in the `../shared/carddata` layout. */
async function writeCardDataFolder(dir: string) {
  await mkdir(join(dir, 'ygoprodeck'), { recursive: true });
  await mkdir(join(dir, 'pack-odds'), { recursive: true });
  await mkdir(join(dir, 'banlists', 'tcg'), { recursive: true });
  await mkdir(join(dir, 'banlists', 'ocg'), { recursive: true });
  await writeFile(join(dir, 'ygoprodeck', 'cardsets.json'), JSON.stringify(fixtureSets));
  await writeFile(join(dir, 'ygoprodeck', 'cardinfo.json'), JSON.stringify({ data: fixtureCards }));
  await writeFile(join(dir, 'pack-odds', 'distributions.jsonl'), fixtureDistributions);
  await writeFile(join(dir, 'pack-odds', 'set-products.json'), JSON.stringify(fixtureSetProducts));
  for (const list of fixtureBanlists) await writeFile(join(dir, list.file), list.text);
}

/** Polls `/readyz` and the set list until `done` settles; every answer seen. */
async function watch(app: CatalogTestApp, done: Promise<unknown>) {
  const seen: Array<{ ready: number; readiness: string; sets: number; setCount: number }> = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const readyz = await app.http().get('/readyz');
    const sets = await app.http().get('/rest/api/sets?game=YUGIOH').set('authorization', userBearer);
    seen.push({
      ready: readyz.status,
      readiness: readyz.body.checks.catalog,
      sets: sets.status,
      setCount: Array.isArray(sets.body) ? sets.body.length : 0,
    });
    if (sets.status === 503) expect(sets.body).toEqual({ message: messages.catalog.importing });
  }
  await done;
  return seen;
}

/** Each set's printings as stored: what "all its cards" means for the answers. */
async function storedPrintingCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const printing of await SetCardModel.find({}, { setId: 1 }).lean())
    counts.set(printing.setId, (counts.get(printing.setId) ?? 0) + 1);
  return counts;
}

describe('import on first start', () => {
  let app: CatalogTestApp;
  let folder: string;
  const logged: string[] = [];
  const logger = {
    info: (...args: unknown[]) => logged.push(String(args.at(-1))),
    warn: (message: string) => logged.push(message),
    error: (...args: unknown[]) => logged.push(String(args.at(-1))),
  } as never;
  const envWith = (extra: Record<string, string>) =>
    readEnv({
      PORT: '0',
      MONGO_URL: app.service.env.MONGO_URL,
      NATS_URL: app.service.env.NATS_URL,
      JWT_PUBLIC_KEY: app.service.env.JWT_PUBLIC_KEY,
      SERVICE_SECRET: app.service.env.SERVICE_SECRET,
      ...extra,
    });
  const startImport = (extra: Record<string, string> = { CARD_DATA_DIR: folder }) =>
    importOnFirstStart(envWith(extra), logger, app.parts.reader, app.parts.progress);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'catalog-carddata-'));
    await writeCardDataFolder(folder);
    app = await startCatalogTestApp({ imported: false });
  }, 60_000);
  beforeEach(() => {
    logged.length = 0;
    return app.service.clearDatabase();
  });
  afterAll(async () => {
    await app.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('is not ready and answers 503 on an empty database, then serves every set with all its cards', async () => {
    const before = await app.http().get('/readyz').expect(503);
    expect(before.body.checks.catalog).toBe('no cards imported');
    const refused = await app
      .http()
      .get('/rest/api/banlist/system?format=TCG')
      .set('authorization', userBearer)
      .expect(503);
    expect(refused.body).toEqual({ message: messages.catalog.importing });

    const seen = await watch(app, startImport());
    expect(seen[0]).toMatchObject({ ready: 503, sets: 503 });
    for (const answer of seen) {
      if (answer.ready === 503)
        expect(answer.readiness).toMatch(/^(importing( \d{1,2}%)?|no cards imported)$/);
      // Never a partial list: 503, or every set with printings (the fixtures' 8).
      expect(answer.sets === 503 || answer.setCount === 8).toBe(true);
    }
    expect(logged.some((line) => line.startsWith('card import finished'))).toBe(true);

    const ready = await app.http().get('/readyz').expect(200);
    expect(ready.body.checks.catalog).toBe('ok');
    const sets = await app
      .http()
      .get('/rest/api/sets?game=YUGIOH')
      .set('authorization', userBearer)
      .expect(200);
    const counts = await storedPrintingCounts();
    expect(sets.body).toHaveLength(8);
    for (const set of sets.body as Array<{ id: string }>) {
      const cards = await app.http().get(`/rest/api/sets/${set.id}/cards`).set('authorization', userBearer);
      expect(cards.body.cards).toHaveLength(counts.get(set.id) ?? 0);
    }
  });

  it('keeps serving the previous complete catalog, and stays ready, while a newer import runs', async () => {
    await runImport(fixtureSources(), 'fixtures');
    const legend = async () => {
      const sets = await app.http().get('/rest/api/sets?game=YUGIOH').set('authorization', userBearer);
      const id = (sets.body as Array<{ id: string; setName: string }>).find(
        (set) => set.setName === 'Legend of Azure Dragons',
      )!.id;
      const cards = await app.http().get(`/rest/api/sets/${id}/cards`).set('authorization', userBearer);
      return cards.body.cards.length as number;
    };
    const printingsBefore = await legend();
    const [dragon] = fixtureCards;
    const newCard = {
      ...dragon,
      id: 9009,
      name: 'Second Test Dragon',
      card_sets: [{ ...dragon.card_sets![0], set_code: 'LOAD-EN009' }],
      card_images: dragon.card_images!.map((image) => ({ ...image, id: 9009 })),
      misc_info: [{ konami_id: 909 }],
      banlist_info: undefined,
    };
    const newer = fixtureSources({
      cardInfo: { file: 'cardinfo.json', body: { data: [...fixtureCards, newCard] } },
    });
    const seen = await watch(
      app,
      runImport(newer, 'newer fixtures').then(() => app.parts.reader.invalidate()),
    );
    expect(seen.every((answer) => answer.ready === 200 && answer.sets === 200)).toBe(true);
    expect(await legend()).toBe(printingsBefore + 1);
  });

  it('does nothing when a complete import is stored', async () => {
    await runImport(fixtureSources(), 'fixtures');
    const before = await ImportStateModel.findById(importStateId).lean();
    await startImport();
    expect((await ImportStateModel.findById(importStateId).lean())?.finishedAt).toEqual(before?.finishedAt);
  });

  it('says how to import when there is no folder and the live API cannot be reached', async () => {
    await startImport({ CARD_DATA_DIR: join(folder, 'missing'), YGOPRODECK_API_URL: 'http://127.0.0.1:9' });
    expect(logged.at(-1)).toMatch(
      /^No card data: set CARD_DATA_DIR .*`npm run import:cards`.*live source unreachable/,
    );
    const readyz = await app.http().get('/readyz').expect(503);
    expect(readyz.body.checks.catalog).toBe('no cards imported');
  });

  it('refuses a second import while one is running', async () => {
    await ImportStateModel.create({ _id: importStateId, status: 'running', startedAt: new Date() });
    await expect(runImport(fixtureSources(), 'fixtures')).rejects.toThrow(ImportAlreadyRunningError);
    const readyz = await app.http().get('/readyz').expect(503);
    expect(readyz.body.checks.catalog).toBe('importing');
  });
});
