import { catalogCalls, messages } from '@progression/contracts';
import { callApp, type AppCallClient, type DeclaredCallChecks } from '@progression/service-kit/testing';
import { setIdOf } from '../../domain/ids';
import { startCatalogTestApp, userBearer, type CatalogTestApp } from '../../testing/catalog-test-app';

// Each call the catalog declares for other services, made once through the client built from its
// declaration against the real app (the test fixture imported): path, schemas and handler agree.
let app: CatalogTestApp;
let catalog: AppCallClient<typeof catalogCalls>;
beforeAll(async () => {
  app = await startCatalogTestApp();
  catalog = await callApp(catalogCalls, app.service.app, 'drafts');
}, 60_000);
afterAll(async () => {
  await catalog?.stop();
  await app?.stop();
});

const legendId = setIdOf('Legend of Azure Dragons');
const unknownSet = '64d0000000000000000000ff';

const checks: DeclaredCallChecks<typeof catalogCalls> = {
  async packLayout(client) {
    expect(await client.packLayout({ params: { id: legendId } })).toMatchObject({
      setId: legendId,
      type: 'BOOSTER',
      kind: 'RANDOM_PACK',
    });
    await expect(client.packLayout({ params: { id: unknownSet } })).rejects.toMatchObject({
      status: 404,
      message: messages.catalog.setNotFound(unknownSet),
    });
    // A user's token is refused (to a caller, the callee's 403 is a 502: its own credentials failed).
    await expect(
      client.packLayout({ params: { id: legendId } }, { authorization: userBearer }),
    ).rejects.toMatchObject({ status: 502 });
  },
  async banlistInForce(client) {
    const version = await client.banlistInForce({ query: { format: 'TCG', date: '2010-03-01' } });
    expect(version).toMatchObject({ format: 'TCG', activeFrom: '2010-03-01T00:00:00.000Z' });
    expect(version.entries.length).toBeGreaterThan(0);
  },
  async searchCards(client) {
    const page = await client.searchCards({ body: { pageSize: 1, page: 2 } });
    expect(page).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.cards).toHaveLength(1);
  },
  async printingsOfCards(client) {
    const { cards: printings } = await client.setCards({ params: { id: legendId } });
    const cardId = printings[0]!.cardId;
    const { printings: found } = await client.printingsOfCards({ body: { cardIds: [cardId, '424242'] } });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((printing) => printing.cardId === cardId)).toBe(true);
    expect(found.map((printing) => printing.id)).toContain(printings[0]!.id);
    expect(found[0]).not.toHaveProperty('card');
  },
  async cardsByName(client) {
    const { cards } = await client.cardsByName({
      body: { names: ['  azure eyes TEST dragon ', 'Test Quick Spell', 'Test Quick', 'No Such Card'] },
    });
    // Exact names only, case and surrounding whitespace aside; each answered under the name asked.
    expect(cards.map(({ name, card }) => [name, card.id])).toEqual([
      ['  azure eyes TEST dragon ', '1001'],
      ['Test Quick Spell', expect.any(String)],
    ]);
    await expect(client.cardsByName({ body: { names: [] } })).rejects.toMatchObject({ status: 400 });
  },
  async cards(client) {
    const { cards } = await client.cards({ query: { game: 'YUGIOH', cardIds: ['5005', '1002', '424242'] } });
    expect(cards.map((card) => card.id)).toEqual(['5005', '1001']);
  },
  async setCardsById(client) {
    const { cards: printings } = await client.setCards({ params: { id: legendId } });
    const { cards } = await client.setCardsById({ body: { setCardIds: [printings[0]!.id] } });
    expect(cards.map((card) => card.id)).toEqual([printings[0]!.id]);
  },
  async setCards(client) {
    const { cards } = await client.setCards({ params: { id: legendId } });
    expect(cards.length).toBeGreaterThan(0);
    await expect(client.setCards({ params: { id: unknownSet } })).rejects.toMatchObject({ status: 404 });
  },
  async sets(client) {
    const sets = await client.sets({ query: { game: 'YUGIOH' } });
    expect(sets.map((set) => set.id)).toContain(legendId);
  },
  async systemBanlistInForce(client) {
    const version = await client.systemBanlistInForce(
      { query: { format: 'TCG', date: '2010-03-01' } },
      { authorization: userBearer },
    );
    expect(version).toMatchObject({ format: 'TCG', activeFrom: '2010-03-01T00:00:00.000Z' });
  },
};

it.each(Object.keys(catalogCalls))('serves %s as declared', (name) =>
  checks[name as keyof typeof catalogCalls](catalog.client),
);
