import request from 'supertest';
import {
  bearerFor,
  serviceBearer,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { catalogEnvShape } from '../env';
import { createCatalogApp } from '../app';
import { ImageCache } from '../images/image-cache';
import { runImport } from '../import/run-import';
import { fixtureSources } from '../import/test-fixtures';
import { CatalogReader } from '../read/catalog-reader';
import { setIdOf } from '../domain/ids';
import {
  banlistFormatsResponse,
  cardsResponse,
  setCardsByIdResponse,
  setCardsResponse,
  setsResponse,
  systemBanlistResponse,
} from '@progression/contracts';

let service: TestService<typeof catalogEnvShape>;
const user = bearerFor({ id: 'u1', username: 'yugi' });
const drafts = serviceBearer('drafts');
const http = () => request(service.app.callback());

beforeAll(async () => {
  const reader = new CatalogReader(0);
  const images = new ImageCache({
    dir: '/nonexistent-image-dir',
    sourceUrl: 'http://127.0.0.1:9',
    fetch: () => Promise.reject(new Error('offline')),
  });
  service = await startTestService({
    name: 'catalog',
    extraShape: catalogEnvShape,
    createApp: (deps) => createCatalogApp(deps, { reader, images }),
  });
  await runImport(fixtureSources(), 'fixtures');
}, 60_000);
afterAll(() => service.stop());

const legendId = setIdOf('Legend of Azure Dragons');

describe('GET /rest/api/sets', () => {
  it('lists every set oldest first, with its type and image path', async () => {
    const response = await http().get('/rest/api/sets?game=YUGIOH').set('authorization', user).expect(200);
    expect(() => setsResponse.parse(response.body)).not.toThrow();
    expect(response.body.map((set: { setName: string }) => set.setName)).toEqual([
      'Legend of Azure Dragons',
      'Structure Deck: Test Roar',
      'Undated Promo Card',
      "Legendary 5D's Testers",
      'Legend of Azure Dragons (25th Anniversary Edition)',
      'Rising Fixtures',
    ]);
    expect(response.body[0]).toMatchObject({
      id: legendId,
      type: 'BOOSTER',
      releaseDate: '2002-03-08',
      setCode: 'LOAD',
      imageUrl: '/card-images/sets/LOAD.jpg',
      setDescription: 'Core · 3 cards',
    });
  });

  it.each(['MTG', 'POKEMON'])('refuses %s with a 400 that says only YUGIOH is available', async (game) => {
    const response = await http().get(`/rest/api/sets?game=${game}`).set('authorization', user).expect(400);
    expect(response.body.message).toBe(
      `The card game ${game} is not supported: only YUGIOH cards are available`,
    );
  });

  it('asks for a token', async () => {
    await http().get('/rest/api/sets?game=YUGIOH').expect(401);
  });
});

describe('GET /rest/api/sets/:id/cards', () => {
  it('answers the printings with their card and equivalent rarity', async () => {
    const response = await http()
      .get(`/rest/api/sets/${legendId}/cards`)
      .set('authorization', user)
      .expect(200);
    expect(() => setCardsResponse.parse(response.body)).not.toThrow();
    expect(response.body.cards).toHaveLength(1);
    expect(response.body.cards[0]).toMatchObject({
      setId: legendId,
      cardId: '1001',
      rarity: 'ULTRA_RARE',
      equivalentRarity: 'ULTRA_RARE',
      card: {
        id: '1001',
        name: 'Azure Eyes Test Dragon',
        smallImageUrl: '/card-images/cards_small/1001.jpg',
        largeImageUrl: '/card-images/cards/1001.jpg',
        firstPrintedRarity: 'ULTRA_RARE',
        yugiohMetaData: {
          type: 'NORMAL_MONSTER',
          race: 'DRAGON',
          attribute: 'LIGHT',
          level: 8,
          attack: 3000,
          defense: 2500,
        },
      },
    });
  });

  it('answers 404 for an unknown set', async () => {
    await http().get('/rest/api/sets/nope/cards').set('authorization', user).expect(404);
  });
});

describe('GET /rest/api/cards', () => {
  it('answers the asked cards in order, an alternate artwork finding its card, unknown ids left out', async () => {
    const response = await http()
      .get('/rest/api/cards?game=YUGIOH&cardIds=5005&cardIds=1002&cardIds=424242')
      .set('authorization', user)
      .expect(200);
    expect(() => cardsResponse.parse(response.body)).not.toThrow();
    expect(response.body.cards.map((card: { id: string }) => card.id)).toEqual(['5005', '1001']);
  });

  it('refuses another game', async () => {
    await http().get('/rest/api/cards?game=MTG&cardIds=5005').set('authorization', user).expect(400);
  });
});

describe('GET /rest/api/set-cards', () => {
  it('answers printings by id', async () => {
    const printings = (await http().get(`/rest/api/sets/${legendId}/cards`).set('authorization', user)).body
      .cards;
    const response = await http()
      .get(`/rest/api/set-cards?setCardIds=${printings[0].id}`)
      .set('authorization', user)
      .expect(200);
    expect(() => setCardsByIdResponse.parse(response.body)).not.toThrow();
    expect(response.body.cards).toEqual(printings);
  });
});

describe('POST /rest/api/cards/search', () => {
  const search = (body: object) =>
    http().post('/rest/api/cards/search').set('authorization', user).send(body).expect(200);
  const ids = (response: request.Response) => response.body.cards.map((card: { id: string }) => card.id);

  it('filters by card type and sorts by attack, descending', async () => {
    const response = await search({
      filters: { cardType: { items: ['MONSTER'], type: 'OR' } },
      sort: { category: 'ATTACK', direction: 'DESCENDING' },
    });
    expect(ids(response)).toEqual(['1001', '4004', '2002', '3003']);
  });

  it('searches within the given ids, by text in the title', async () => {
    const response = await search({
      cardIds: ['1001', '5005', '4004'],
      filters: { textSearch: { searchText: 'test', location: 'CARD_TITLE' } },
    });
    expect(ids(response)).toEqual(['1001', '5005', '4004']);
  });

  it('applies spell types to spells only and monster ranges to monsters only', async () => {
    const response = await search({
      filters: {
        cardType: { items: ['SPELL', 'MONSTER'], type: 'OR' },
        spellType: { items: ['QUICK_PLAY'], type: 'OR' },
        level: { min: 5 },
      },
      sort: { category: 'NAME', direction: 'ASCENDING' },
    });
    expect(ids(response)).toEqual(['1001', '5005']);
  });

  it('needs all listed monster card types with AND', async () => {
    const response = await search({
      filters: {
        monsterCardType: { items: ['PENDULUM', 'EFFECT'], type: 'AND' },
        cardType: { items: ['MONSTER'], type: 'OR' },
      },
    });
    expect(ids(response)).toEqual(['3003']);
  });
});

describe('banlists', () => {
  it('GET /rest/api/banlist/system/format lists every format', async () => {
    const response = await http()
      .get('/rest/api/banlist/system/format')
      .set('authorization', user)
      .expect(200);
    expect(() => banlistFormatsResponse.parse(response.body)).not.toThrow();
    expect(response.body.formats).toEqual([
      'DUEL_LINKS',
      'MASTER_DUEL',
      'TCG',
      'OCG',
      'WORLD_CHAMPIONSHIP',
      'GOAT',
      'EDISON',
    ]);
  });

  it('GET /rest/api/banlist/system?format=TCG answers its versions', async () => {
    const response = await http()
      .get('/rest/api/banlist/system?format=TCG')
      .set('authorization', user)
      .expect(200);
    expect(() => systemBanlistResponse.parse(response.body)).not.toThrow();
    expect(response.body.versions).toEqual([
      {
        activeFrom: '2005-03-01',
        entries: [
          { cardId: '1001', banType: 'MAX_ONE' },
          { cardId: '4004', banType: 'FORBIDDEN' },
        ],
      },
      { activeFrom: '2010-03-01', entries: [{ cardId: '1001', banType: 'MAX_TWO' }] },
    ]);
    expect(new Date(response.body.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('lists DUEL_LINKS with no versions', async () => {
    const response = await http()
      .get('/rest/api/banlist/system?format=DUEL_LINKS')
      .set('authorization', user)
      .expect(200);
    expect(response.body.versions).toEqual([]);
  });

  it('answers the version in force on a date, publicly and internally', async () => {
    const pub = await http()
      .get('/rest/api/banlist/system/in-force?format=TCG&date=2009-12-31')
      .set('authorization', user)
      .expect(200);
    expect(pub.body).toMatchObject({ format: 'TCG', activeFrom: '2005-03-01' });
    const internal = await http()
      .get('/internal/banlist/in-force?format=TCG&date=2010-03-01')
      .set('authorization', drafts)
      .expect(200);
    expect(internal.body.activeFrom).toBe('2010-03-01');
  });

  it('answers 404 before the first list and 400 for a malformed date', async () => {
    await http()
      .get('/rest/api/banlist/system/in-force?format=TCG&date=1990-01-01')
      .set('authorization', user)
      .expect(404);
    await http()
      .get('/rest/api/banlist/system/in-force?format=TCG&date=yesterday')
      .set('authorization', user)
      .expect(400);
  });
});

describe('internal routes', () => {
  it('GET /internal/sets/:id/pack-layout answers the slots and odds', async () => {
    const response = await http()
      .get(`/internal/sets/${legendId}/pack-layout`)
      .set('authorization', drafts)
      .expect(200);
    expect(response.body).toMatchObject({
      setId: legendId,
      type: 'BOOSTER',
      kind: 'RANDOM_PACK',
      packsPerBox: 24,
      cardsPerPack: 9,
    });
  });

  it('refuses a user token', async () => {
    await http().get(`/internal/sets/${legendId}/pack-layout`).set('authorization', user).expect(403);
  });
});

describe('GET /card-images', () => {
  it('answers a quick 404 when an image cannot be had', async () => {
    const started = Date.now();
    const response = await http().get('/card-images/cards/1001.jpg').expect(404);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses names that are not images it serves', async () => {
    await http().get('/card-images/cards/..%2F..%2Fetc%2Fpasswd.jpg').expect(404);
    await http().get('/card-images/other/1.jpg').expect(404);
  });
});
