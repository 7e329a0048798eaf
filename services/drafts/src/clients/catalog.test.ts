import { loadEnv } from '@progression/service-kit';
import {
  startCatalogProcess,
  startTestInfra,
  TEST_KEYS,
  type CatalogProcess,
  type TestInfra,
} from '@progression/service-kit/testing';
import { rollPack, regionOf, seededRandom, nextSeed } from '../domain/pack-engine';
import { envShape, serviceName } from '../env';
import { httpClients } from '.';

// The real catalog with its first-year test catalog: the client reads set cards and pack layouts as the
// catalog serves them, and packs rolled from them keep one printing region.
let infra: TestInfra;
let catalog: CatalogProcess;
beforeAll(async () => {
  infra = await startTestInfra();
  catalog = await startCatalogProcess(infra);
}, 120_000);
afterAll(async () => {
  await catalog?.stop();
  await infra?.stop();
});

it('reads real set cards and layouts, and rolls packs of one region with no repeat in a slot', async () => {
  const env = loadEnv(serviceName, envShape, {
    ...process.env,
    ...TEST_KEYS,
    PORT: '0',
    MONGO_URL: infra.mongoUrl,
    GAMES_URL: 'http://127.0.0.1:9',
    MODES_URL: 'http://127.0.0.1:9',
    CATALOG_URL: catalog.url,
  });
  const client = httpClients(env).catalog;
  const lob = catalog.setId('LOB');
  const [cards, layout] = await Promise.all([client.setCards(lob), client.packLayout(lob)]);
  expect(cards.length).toBeGreaterThan(0);
  expect(['RANDOM_PACK', 'NONE']).toContain(layout.kind);
  expect(await client.set(lob)).toMatchObject({
    id: lob,
    setCode: 'LOB',
    setName: 'Legend of Blue Eyes White Dragon',
  });
  await expect(client.set('64d0000000000000000000ff')).rejects.toMatchObject({ status: 404 });
  const byId = new Map(cards.map((card) => [card.id, card]));
  const random = seededRandom(11);
  for (let n = 0; n < 200; n += 1) {
    const { setCardIds } = rollPack(layout, cards, nextSeed(random));
    expect(setCardIds.length).toBeGreaterThan(0);
    expect(new Set(setCardIds.map((id) => regionOf(byId.get(id)!.printingCode))).size).toBe(1);
  }
}, 60_000);
