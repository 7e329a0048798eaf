import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createCatalogApp } from './app';
import { catalogEnvShape, readEnv } from './env';
import { ImageCache } from './images/image-cache';
import { ImportAlreadyRunningError, runImport } from './import/run-import';
import {
  fixtureBanlists,
  fixtureCards,
  fixtureDistributions,
  fixtureSetProducts,
  fixtureSets,
  fixtureSources,
} from './import/test-fixtures';
import { ImportStateModel, importStateId } from './models/import-state';
import { CatalogReader } from './read/catalog-reader';
import { importOnFirstStart } from './startup-import';

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

describe('import on first start', () => {
  let service: TestService<typeof catalogEnvShape>;
  let folder: string;
  const reader = new CatalogReader(0);
  const logged: string[] = [];
  const logger = {
    info: (...args: unknown[]) => logged.push(String(args.at(-1))),
    warn: (message: string) => logged.push(message),
    error: (...args: unknown[]) => logged.push(String(args.at(-1))),
  } as never;
  const envWith = (extra: Record<string, string>) =>
    readEnv({
      PORT: '0',
      MONGO_URL: service.env.MONGO_URL,
      NATS_URL: service.env.NATS_URL,
      JWT_PUBLIC_KEY: service.env.JWT_PUBLIC_KEY,
      SERVICE_SECRET: service.env.SERVICE_SECRET,
      ...extra,
    });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'catalog-carddata-'));
    await writeCardDataFolder(folder);
    const images = new ImageCache({ dir: join(folder, 'images'), sourceUrl: 'http://127.0.0.1:9' });
    service = await startTestService({
      name: 'catalog',
      extraShape: catalogEnvShape,
      createApp: (deps) => createCatalogApp(deps, { reader, images }),
    });
  }, 60_000);
  beforeEach(() => {
    logged.length = 0;
    return service.clearDatabase();
  });
  afterAll(async () => {
    await service.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers requests while it imports from CARD_DATA_DIR, then serves the imported sets', async () => {
    const importing = importOnFirstStart(envWith({ CARD_DATA_DIR: folder }), logger, reader);
    const during = await request(service.app.callback())
      .get('/rest/api/sets?game=YUGIOH')
      .set('authorization', bearerFor({ id: 'u', username: 'ann' }));
    expect(during.status).toBe(200);
    await importing;
    const after = await request(service.app.callback())
      .get('/rest/api/sets?game=YUGIOH')
      .set('authorization', bearerFor({ id: 'u', username: 'ann' }));
    expect(after.body).toHaveLength(6);
    expect(logged.some((line) => line.startsWith('card import finished'))).toBe(true);
  });

  it('does nothing when the catalog already has sets', async () => {
    await runImport(fixtureSources(), 'fixtures');
    const before = await ImportStateModel.findById(importStateId).lean();
    await importOnFirstStart(envWith({ CARD_DATA_DIR: folder }), logger, reader);
    expect((await ImportStateModel.findById(importStateId).lean())?.finishedAt).toEqual(before?.finishedAt);
  });

  it('says how to import when there is no folder and the live API cannot be reached', async () => {
    await importOnFirstStart(
      envWith({ CARD_DATA_DIR: join(folder, 'missing'), YGOPRODECK_API_URL: 'http://127.0.0.1:9' }),
      logger,
      reader,
    );
    expect(logged.at(-1)).toMatch(
      /^No card data: set CARD_DATA_DIR .*`npm run import:cards`.*live source unreachable/,
    );
  });

  it('refuses a second import while one is running', async () => {
    await ImportStateModel.create({ _id: importStateId, status: 'running', startedAt: new Date() });
    await expect(runImport(fixtureSources(), 'fixtures')).rejects.toThrow(ImportAlreadyRunningError);
  });
});
