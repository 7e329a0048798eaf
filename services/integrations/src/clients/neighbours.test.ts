import { loadEnv } from '@progression/service-kit';
import {
  startCatalogProcess,
  startTestInfra,
  TEST_KEYS,
  type CatalogProcess,
  type TestInfra,
} from '@progression/service-kit/testing';
import { envShape, serviceName } from '../env';
import { httpClients } from '.';

// The real catalog, in its own process as in production, holding the first-year test catalog (cards
// 90000001..90000005, "Test Sample Skull" to "Test Servant"; TCG 2002-05-01 forbids 90000003): the
// bot's card autocomplete and /card ask it through its declared calls, with the service's own token.
let infra: TestInfra;
let catalog: CatalogProcess;
let clients: ReturnType<typeof httpClients>;
beforeAll(async () => {
  infra = await startTestInfra();
  catalog = await startCatalogProcess(infra);
  clients = httpClients(
    loadEnv(serviceName, envShape, {
      ...process.env,
      ...TEST_KEYS,
      PORT: '0',
      MONGO_URL: infra.mongoUrl,
      GAMES_URL: 'http://127.0.0.1:9',
      CATALOG_URL: catalog.url,
    }),
  );
}, 180_000);
afterAll(async () => {
  await catalog?.stop();
  await infra?.stop();
});

it('offers card names holding the typed text, those starting with it first, and finds a card by passcode or name', async () => {
  const catalogClient = clients.catalog!;
  expect(await catalogClient.cardsNamed('test s', 25)).toEqual([
    { id: '90000001', name: 'Test Sample Skull' },
    { id: '90000005', name: 'Test Servant' },
  ]);
  expect((await catalogClient.cardsNamed('SKULL', 25)).map((card) => card.name)).toEqual([
    'Test Sample Skull',
  ]);
  expect(await catalogClient.cardsNamed('test', 2)).toHaveLength(2);
  expect(await catalogClient.cardsNamed('x'.repeat(6000), 25)).toEqual([]);
  expect((await catalogClient.findCard('90000003'))?.name).toBe('Test Thunderbolt');
  expect((await catalogClient.findCard('test azure dragon'))?.id).toBe('90000002');
  expect(await catalogClient.findCard('Test Azure')).toBeUndefined();
  const banlist = await catalogClient.banlistInForce('TCG', '2002-05-01');
  expect(banlist.entries).toEqual(expect.arrayContaining([{ cardId: '90000003', banType: 'FORBIDDEN' }]));
}, 30_000);
