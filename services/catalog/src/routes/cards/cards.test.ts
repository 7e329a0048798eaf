import type request from 'supertest';
import { cardSearchResponse, cardsResponse, maxCardSearchPageSize, messages } from '@progression/contracts';
import { draftsBearer, useCatalogTestApp, userBearer } from '../../testing/catalog-test-app';

const user = userBearer;
const { http } = useCatalogTestApp();

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

  it('refuses an id that is not a passcode', async () => {
    const response = await http()
      .get('/rest/api/cards?game=YUGIOH&cardIds=5005&cardIds=abc')
      .set('authorization', user)
      .expect(400);
    expect(response.body.message).toBe(messages.catalog.invalidCardId);
  });
});

describe('POST /rest/api/cards/search', () => {
  const search = async (body: object) => {
    const response = await http()
      .post('/rest/api/cards/search')
      .set('authorization', user)
      .send(body)
      .expect(200);
    expect(() => cardSearchResponse.parse(response.body)).not.toThrow();
    return response;
  };
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

  it('selects spells only with a spell type, monsters only with a monster range, and nothing with both', async () => {
    const quickPlay = await search({ filters: { spellType: { items: ['QUICK_PLAY'], type: 'OR' } } });
    expect(ids(quickPlay)).toEqual(['5005']);
    const levelFiveUp = await search({
      filters: { level: { min: 5 } },
      sort: { category: 'NAME', direction: 'ASCENDING' },
    });
    expect(ids(levelFiveUp)).toEqual(['1001']);
    const both = await search({
      filters: {
        cardType: { items: ['SPELL', 'MONSTER'], type: 'OR' },
        spellType: { items: ['QUICK_PLAY'], type: 'OR' },
        level: { min: 5 },
      },
    });
    expect(ids(both)).toEqual([]);
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

  it('answers one page of the whole catalogue with the total, never all of it at once', async () => {
    const all = await search({ sort: { category: 'NAME', direction: 'ASCENDING' }, pageSize: 500 });
    expect(all.body).toMatchObject({ page: 1, pageSize: 500, total: all.body.cards.length });
    const first = await search({ sort: { category: 'NAME', direction: 'ASCENDING' }, pageSize: 2 });
    const second = await search({ sort: { category: 'NAME', direction: 'ASCENDING' }, pageSize: 2, page: 2 });
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: all.body.total });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 4));
    const unpaged = await search({});
    expect(unpaged.body.pageSize).toBe(100);
  });

  it('refuses a page larger than the maximum and an id that is not a passcode', async () => {
    const tooLarge = await http()
      .post('/rest/api/cards/search')
      .set('authorization', user)
      .send({ pageSize: maxCardSearchPageSize + 1 })
      .expect(400);
    expect(tooLarge.body).toEqual({
      message: messages.catalog.pageTooLarge(maxCardSearchPageSize),
      field: 'pageSize',
    });
    await http()
      .post('/rest/api/cards/search')
      .set('authorization', user)
      .send({ cardIds: [{ $ne: null }] })
      .expect(400);
  });

  it('searches for services on the internal route, pages included', async () => {
    const response = await http()
      .post('/internal/cards/search')
      .set('authorization', draftsBearer)
      .send({ pageSize: 1, page: 2 })
      .expect(200);
    expect(response.body).toMatchObject({ page: 2, pageSize: 1 });
    expect(response.body.cards).toHaveLength(1);
  });
});
