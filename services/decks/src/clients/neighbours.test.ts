import { messages } from '@progression/contracts';
import { loadEnv } from '@progression/service-kit';
import {
  startCatalogProcess,
  startServiceProcess,
  startTestInfra,
  TEST_KEYS,
  type CatalogProcess,
  type ServiceProcess,
  type TestInfra,
} from '@progression/service-kit/testing';
import { envShape, serviceName, type Env } from '../env';
import { httpClients } from '.';

// The real neighbours, each in its own process as in production: the clients ask them with the service's
// own token and parse their answers with the contracts. The catalog holds the first-year test catalog
// (cards 90000001..90000005; TCG version 2002-05-01 forbids 90000003 and limits 90000002 to one).
let infra: TestInfra;
let catalog: CatalogProcess;
let games: ServiceProcess;
let env: Env;
beforeAll(async () => {
  infra = await startTestInfra();
  catalog = await startCatalogProcess(infra);
  const common = { MONGO_URL: infra.mongoUrl, NATS_URL: infra.natsUrl, CATALOG_URL: catalog.url };
  games = await startServiceProcess({
    workspace: 'services/games',
    env: { ...common, MODES_URL: 'http://127.0.0.1:9' },
  });
  env = loadEnv(serviceName, envShape, {
    ...process.env,
    ...TEST_KEYS,
    PORT: '0',
    MONGO_URL: infra.mongoUrl,
    GAMES_URL: games.url,
    CATALOG_URL: catalog.url,
  });
}, 180_000);
afterAll(async () => {
  await Promise.all([games?.stop(), catalog?.stop()]);
  await infra?.stop();
});

it('reads cards by passcode and by exact name from the real catalog, leaving unknown ones out, and a banlist version', async () => {
  const clients = httpClients(env);
  const cards = await clients.catalog.cards(['90000002', '12345678', '90000004']);
  expect(cards.map((card) => [card.id, card.deckClassification])).toEqual([
    ['90000002', 'MAIN_DECK'],
    ['90000004', 'MAIN_DECK'],
  ]);
  const named = await clients.catalog.cardsByName([' test azure DRAGON', 'Test Azure', 'Test Servant']);
  expect([...named].map(([name, card]) => [name, card.id])).toEqual([
    [' test azure DRAGON', '90000002'],
    ['Test Servant', '90000005'],
  ]);
  const entries = await clients.catalog.banlistInForce('TCG', '2002-05-01');
  expect(entries).toEqual(
    expect.arrayContaining([
      { cardId: '90000003', banType: 'FORBIDDEN' },
      { cardId: '90000002', banType: 'MAX_ONE' },
    ]),
  );
}, 30_000);

it("passes the real games service's 404 through for a game it does not know", async () => {
  const unknown = '64b0000000000000000000ff';
  await expect(httpClients(env).games.gameWithPlayers(unknown)).rejects.toMatchObject({
    status: 404,
    message: messages.errors.gameNotFound(unknown),
  });
}, 30_000);
