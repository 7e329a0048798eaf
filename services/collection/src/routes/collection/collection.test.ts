import request from 'supertest';
import { messages, type Game, type Player } from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import {
  bearerFor,
  refusalBodies,
  startTestService,
  type TestService,
  testGame,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import type { Clients } from '../../clients';
import { parseCsv, utf8Bom } from '../../domain/csv';
import { envShape, serviceName } from '../../env';
import { Entry } from '../../models/entry';
import { gameId, otherGameId, playerOf, players, users } from '../../testing/league';
import { fakeCatalog, fixtureCards, fixturePrinting } from '../../testing/fixture-cards';
import { seedGrant } from '../../testing/seed';

const gameOf = (id: string): Game =>
  testGame(id, {
    activeWeek: 2,
    weeks: [
      { id: 'w1', week: 1, banlistVersion: null, banlist: null },
      {
        id: 'w2',
        week: 2,
        banlistVersion: '2002-05-01T00:00:00.000Z',
        banlist: { format: 'TCG', activeFrom: '2002-05-01T00:00:00.000Z' },
      },
    ],
  });
/** Ann and Bob play in the game, Carl is its admin; Dave is the admin of another game; Eve plays nowhere. */
const rosters: Record<string, Player[]> = {
  [gameId]: [playerOf('ann', gameId), playerOf('bob', gameId), playerOf('carl', gameId, true)],
  [otherGameId]: [playerOf('dave', otherGameId, true)],
};

const byId = new Map(fixtureCards.map((card) => [card.id, card]));
const printings = [
  fixturePrinting('sc-1001', byId.get('1001')!, 'LOB-EN001', 'Ultra Rare'),
  fixturePrinting('sc-1003', byId.get('1003')!, 'LOB-EN007', 'Common'),
  fixturePrinting('sc-2001', byId.get('2001')!, 'LOB-EN053', 'Super Rare'),
];
const catalog = fakeCatalog(fixtureCards, printings, [
  { cardId: '1001', banType: 'FORBIDDEN' },
  { cardId: '2001', banType: 'MAX_ONE' },
  { cardId: '3001', banType: 'MAX_TWO' },
]);
const clients: Clients = {
  catalog,
  games: {
    async gameWithPlayers(id) {
      if (!rosters[id]) throw new NotFound(messages.errors.gameNotFound(id));
      return { game: gameOf(id), players: rosters[id] };
    },
  },
};

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, clients),
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
  const ann = { gameId, playerId: players.ann };
  await seedGrant(catalog, { id: 'e1', ...ann, week: 1, draftId: 'd1' }, [
    ['1001', 1, 'sc-1001', 'ULTRA_RARE'],
    ['1003', 3, 'sc-1003', 'COMMON'],
    ['2001', 1, 'sc-2001', 'SUPER_RARE'],
    ['3001', 2, 'sc-3001', 'RARE'],
    ['9001', 1, 'sc-9001', 'COMMON'],
  ]);
  await seedGrant(catalog, { id: 'e2', ...ann, week: 2, draftId: 'd2' }, [
    ['1002', 2, 'sc-1002', 'SECRET_RARE'],
    ['1004', 1, 'sc-1004', 'COMMON'],
    ['1005', 1, 'sc-1005', 'RARE'],
    ['2002', 1, 'sc-2002', 'COMMON'],
    ['3002', 1, 'sc-3002', 'COMMON'],
    ['1001', 1, 'sc-1001b', 'COMMON'],
  ]);
  await seedGrant(catalog, { id: 'e3', ...ann, week: 2, rewardId: 'r1' }, [['1003', 1]]);
  await seedGrant(catalog, { id: 'e4', gameId, playerId: players.bob, week: 1, draftId: 'd3' }, [
    ['1002', 1, 'sc-1002', 'COMMON'],
  ]);
});
afterAll(() => service.stop());

const ask = (
  user: { id: string; username: string } | null,
  body: object | undefined,
  query: object = { gameId },
) => {
  const call = api().post('/rest/api/collection').query(query).send(body);
  return user ? call.set('authorization', bearerFor(user)) : call;
};
/** The names a query answers for Ann, in order. */
const names = async (body: object) => {
  const response = await ask(users.ann, { pageSize: 500, ...body }).expect(200);
  return response.body.items.map((item: { card: { name: string } }) => item.card.name);
};
const sortBy = (category: string, direction = 'ASCENDING') => ({ sort: { category, direction } });

describe('POST /rest/api/collection: who reads which collection', () => {
  // Each refusal is the same with a valid body, a wrong one, a non-object and none: access comes first.
  const bodies = refusalBodies({ pageSize: 10, sort: { category: 'NAME', direction: 'ASCENDING' } });

  it('answers 401 without a token', async () => {
    for (const body of bodies) await ask(null, body).expect(401);
  });

  it('answers 404 to a stranger and to the admin of another game', async () => {
    for (const body of bodies) {
      await ask(users.eve, body).expect(404, { message: messages.errors.gameNotFound(gameId) });
      await ask(users.dave, body).expect(404, { message: messages.errors.gameNotFound(gameId) });
      await ask(users.dave, body, { gameId, playerId: players.ann }).expect(404);
      await ask(users.bob, body, { gameId, playerId: players.ann }).expect(404);
    }
  });

  it("gives a player their own collection, and never another player's", async () => {
    const own = await ask(users.bob, {}).expect(200);
    expect(own.body).toMatchObject({
      total: 1,
      nextOffset: null,
      items: [{ quantity: 1, card: { name: 'Dark Magician' } }],
    });
    await ask(users.bob, {}, { gameId, playerId: players.ann }).expect(404, {
      message: messages.collection.playerNotFound(players.ann),
    });
  });

  it("lets the game's admin read any player's collection by naming the player, their own otherwise", async () => {
    const ann = await ask(users.carl, {}, { gameId, playerId: players.ann }).expect(200);
    expect(ann.body.total).toBe(10);
    expect((await ask(users.carl, {}).expect(200)).body.total).toBe(0);
    await ask(users.carl, {}, { gameId, playerId: '64c0000000000000000000ff' }).expect(404);
  });

  it('answers 404 for a game that does not exist', async () => {
    await ask(users.ann, {}, { gameId: '64b0000000000000000000ff' }).expect(404);
  });
});

describe('POST /rest/api/collection: sorts', () => {
  it('sorts by name both ways', async () => {
    const ascending = [
      'Blue-Eyes White Dragon',
      'Celtic Guardian',
      'Dark Magician',
      'Magic Jammer',
      'Man-Eater Bug',
      'Mirror Force',
      'Mystery Card',
      'Raigeki',
      'Thousand Dragon',
      'Yami',
    ];
    expect(await names(sortBy('NAME'))).toEqual(ascending);
    expect(await names(sortBy('NAME', 'DESCENDING'))).toEqual([...ascending].reverse());
  });

  it('sorts by quantity, ties by name, with quantities and weeks in the items', async () => {
    const response = await ask(users.ann, { ...sortBy('QUANTITY', 'DESCENDING'), pageSize: 4 }).expect(200);
    expect(
      response.body.items.map((item: { card: { id: string }; quantity: number; weekAcquired: number }) => [
        item.card.id,
        item.quantity,
        item.weekAcquired,
      ]),
    ).toEqual([
      ['1003', 4, 1],
      ['1001', 2, 1],
      ['1002', 2, 2],
      ['3001', 2, 1],
    ]);
  });

  it('sorts by attack, level, type, week acquired, rarity and the default order', async () => {
    expect(await names(sortBy('ATTACK'))).toEqual([
      'Magic Jammer',
      'Mirror Force',
      'Mystery Card',
      'Raigeki',
      'Yami',
      'Man-Eater Bug',
      'Celtic Guardian',
      'Thousand Dragon',
      'Dark Magician',
      'Blue-Eyes White Dragon',
    ]);
    expect((await names(sortBy('LEVEL', 'DESCENDING'))).slice(0, 5)).toEqual([
      'Blue-Eyes White Dragon',
      'Dark Magician',
      'Thousand Dragon',
      'Celtic Guardian',
      'Man-Eater Bug',
    ]);
    expect(await names(sortBy('TYPE'))).toEqual([
      'Mystery Card',
      'Man-Eater Bug',
      'Thousand Dragon',
      'Blue-Eyes White Dragon',
      'Celtic Guardian',
      'Dark Magician',
      'Raigeki',
      'Yami',
      'Magic Jammer',
      'Mirror Force',
    ]);
    expect(await names(sortBy('WEEK_ACQUIRED', 'DESCENDING'))).toEqual([
      'Dark Magician',
      'Magic Jammer',
      'Man-Eater Bug',
      'Thousand Dragon',
      'Yami',
      'Blue-Eyes White Dragon',
      'Celtic Guardian',
      'Mirror Force',
      'Mystery Card',
      'Raigeki',
    ]);
    expect((await names(sortBy('RARITY', 'DESCENDING'))).slice(0, 5)).toEqual([
      'Dark Magician',
      'Blue-Eyes White Dragon',
      'Raigeki',
      'Mirror Force',
      'Thousand Dragon',
    ]);
    expect(await names(sortBy('DEFAULT'))).toEqual([
      'Blue-Eyes White Dragon',
      'Celtic Guardian',
      'Dark Magician',
      'Man-Eater Bug',
      'Thousand Dragon',
      'Raigeki',
      'Yami',
      'Magic Jammer',
      'Mirror Force',
      'Mystery Card',
    ]);
  });

  it("sorts by the active week's banlist and tells each item's limit", async () => {
    const response = await ask(users.ann, { ...sortBy('LIMIT'), pageSize: 4 }).expect(200);
    expect(
      response.body.items.map((item: { card: { id: string }; limit?: number }) => [item.card.id, item.limit]),
    ).toEqual([
      ['1001', 0],
      ['2001', 1],
      ['3001', 2],
      ['1003', undefined],
    ]);
    expect(response.body).toMatchObject({ total: 10, nextOffset: 4 });
    expect((await names({ ...sortBy('LIMIT', 'DESCENDING') })).slice(-3)).toEqual([
      'Mirror Force',
      'Raigeki',
      'Blue-Eyes White Dragon',
    ]);
  });

  it('pages without gaps or repeats, in every order', async () => {
    for (const category of ['NAME', 'QUANTITY', 'LIMIT', 'ATTACK']) {
      const seen: string[] = [];
      let offset: number | null = 0;
      while (offset !== null) {
        const page: request.Response = await ask(users.ann, {
          ...sortBy(category),
          offset,
          pageSize: 3,
        }).expect(200);
        seen.push(...page.body.items.map((item: { card: { id: string } }) => item.card.id));
        offset = page.body.nextOffset;
      }
      expect(seen).toHaveLength(10);
      expect(new Set(seen).size).toBe(10);
    }
  });
});

describe('POST /rest/api/collection: filters', () => {
  const filtered = (filters: object) => names({ ...sortBy('NAME'), filters });

  it('searches the title, the text or both, the characters taken literally', async () => {
    expect(await filtered({ textSearch: { searchText: 'wizard', location: 'CARD_TITLE' } })).toEqual([]);
    expect(await filtered({ textSearch: { searchText: 'WIZARD', location: 'CARD_TEXT' } })).toEqual([
      'Dark Magician',
      'Thousand Dragon',
    ]);
    expect(await filtered({ textSearch: { searchText: 'magic' } })).toEqual([
      'Dark Magician',
      'Magic Jammer',
    ]);
    expect(await filtered({ textSearch: { searchText: '"Time', location: 'BOTH' } })).toEqual([
      'Thousand Dragon',
    ]);
    expect(await filtered({ textSearch: { searchText: 'a(.*', location: 'BOTH' } })).toEqual([]);
  });

  it('includes card types with OR or AND', async () => {
    expect(await filtered({ cardType: { items: ['SPELL', 'TRAP'], type: 'OR' } })).toEqual([
      'Magic Jammer',
      'Mirror Force',
      'Raigeki',
      'Yami',
    ]);
    expect(await filtered({ cardType: { items: ['SPELL', 'TRAP'], type: 'AND' } })).toEqual([]);
  });

  it('selects monsters only with each monster filter alone', async () => {
    expect(await filtered({ attribute: { items: ['DARK'] } })).toEqual(['Dark Magician']);
    expect(await filtered({ attribute: { items: ['EARTH', 'LIGHT'] } })).toEqual([
      'Blue-Eyes White Dragon',
      'Celtic Guardian',
      'Man-Eater Bug',
    ]);
    expect(await filtered({ monsterCardType: { items: ['FUSION'] } })).toEqual(['Thousand Dragon']);
    expect(await filtered({ monsterType: { items: ['SPELLCASTER'] } })).toEqual(['Dark Magician']);
    expect(await filtered({ level: { min: 1 } })).toEqual([
      'Blue-Eyes White Dragon',
      'Celtic Guardian',
      'Dark Magician',
      'Man-Eater Bug',
      'Thousand Dragon',
    ]);
    expect(await filtered({ attack: { max: 1400 } })).toEqual(['Celtic Guardian', 'Man-Eater Bug']);
    expect(await filtered({ defense: { min: 2100 } })).toEqual(['Blue-Eyes White Dragon', 'Dark Magician']);
  });

  it('selects spells only with the spell type, traps only with the trap type (both have a Normal)', async () => {
    expect(await filtered({ spellType: { items: ['NORMAL'] } })).toEqual(['Raigeki']);
    expect(await filtered({ spellType: { items: ['NORMAL', 'FIELD'] } })).toEqual(['Raigeki', 'Yami']);
    expect(await filtered({ trapType: { items: ['NORMAL'] } })).toEqual(['Mirror Force']);
    expect(await filtered({ trapType: { items: ['COUNTER'] } })).toEqual(['Magic Jammer']);
  });

  it('combines lists with AND or OR within a list and AND across lists', async () => {
    expect(await filtered({ monsterCardType: { items: ['FLIP', 'EFFECT'], type: 'AND' } })).toEqual([
      'Man-Eater Bug',
    ]);
    expect(await filtered({ monsterCardType: { items: ['FUSION', 'FLIP'], type: 'OR' } })).toEqual([
      'Man-Eater Bug',
      'Thousand Dragon',
    ]);
    expect(
      await filtered({ attribute: { items: ['WIND', 'LIGHT'] }, monsterType: { items: ['DRAGON'] } }),
    ).toEqual(['Blue-Eyes White Dragon', 'Thousand Dragon']);
    expect(await filtered({ monsterType: { items: ['DRAGON'] }, level: { max: 7 } })).toEqual([
      'Thousand Dragon',
    ]);
    expect(
      await filtered({ cardType: { items: ['SPELL', 'TRAP'] }, spellType: { items: ['FIELD'] } }),
    ).toEqual(['Yami']);
    expect(
      await filtered({ textSearch: { searchText: 'destroy' }, trapType: { items: ['NORMAL', 'COUNTER'] } }),
    ).toEqual(['Magic Jammer', 'Mirror Force']);
  });

  it('answers nothing for filters of different kinds together', async () => {
    expect(await filtered({ spellType: { items: ['FIELD'] }, trapType: { items: ['COUNTER'] } })).toEqual([]);
    expect(await filtered({ attribute: { items: ['DARK'] }, spellType: { items: ['FIELD'] } })).toEqual([]);
    expect(await filtered({ cardType: { items: ['TRAP'] }, attack: { min: 0 } })).toEqual([]);
  });

  it('keeps cards within the level, attack, defense and week ranges', async () => {
    const monsters = { cardType: { items: ['MONSTER'] } };
    expect(await filtered({ ...monsters, attack: { min: 2000, max: 2500 } })).toEqual([
      'Dark Magician',
      'Thousand Dragon',
    ]);
    expect(await filtered({ ...monsters, level: { min: 7 } })).toEqual([
      'Blue-Eyes White Dragon',
      'Dark Magician',
      'Thousand Dragon',
    ]);
    expect(await filtered({ ...monsters, defense: { max: 1200 } })).toEqual([
      'Celtic Guardian',
      'Man-Eater Bug',
    ]);
    expect(await filtered({ weekAcquired: { min: 2, max: 2 } })).toEqual([
      'Dark Magician',
      'Magic Jammer',
      'Man-Eater Bug',
      'Thousand Dragon',
      'Yami',
    ]);
  });

  it('answers an empty include list and empty search like no filter', async () => {
    expect(await filtered({ cardType: { items: [] }, textSearch: { searchText: '  ' } })).toHaveLength(10);
  });
});

describe('POST /rest/api/collection: bad input', () => {
  const refused = async (body: unknown, field: string) => {
    const response = await ask(users.ann, body as object).expect(400);
    expect(response.body).toMatchObject({ field });
    expect(typeof response.body.message).toBe('string');
  };

  it('names the field of an unknown sort, filter value or type, and of ranges out of bounds', async () => {
    await refused({ sort: { category: 'PRICE', direction: 'ASCENDING' } }, 'sort.category');
    await refused({ sort: { category: 'NAME', direction: 'UP' } }, 'sort.direction');
    await refused({ filters: { cardType: { items: ['MONSTER'], type: 'XOR' } } }, 'filters.cardType.type');
    await refused({ filters: { attribute: { items: ['SHADOW'] } } }, 'filters.attribute.items.0');
    await refused({ filters: { attack: { min: 5050 } } }, 'filters.attack.min');
    await refused({ filters: { attack: { max: 1234 } } }, 'filters.attack.max');
    await refused({ filters: { level: { min: -1 } } }, 'filters.level.min');
    await refused({ filters: { defense: { max: 'a lot' } } }, 'filters.defense.max');
  });

  it('refuses too many include items, a malformed search and bad paging', async () => {
    await refused(
      { filters: { monsterType: { items: Array(31).fill('DRAGON') } } },
      'filters.monsterType.items',
    );
    await refused({ filters: { textSearch: { searchText: 42 } } }, 'filters.textSearch.searchText');
    await refused(
      { filters: { textSearch: { searchText: 'x'.repeat(201) } } },
      'filters.textSearch.searchText',
    );
    await refused(
      { filters: { textSearch: { searchText: 'x', location: 'EVERYWHERE' } } },
      'filters.textSearch.location',
    );
    await refused({ offset: -1 }, 'offset');
    await refused({ pageSize: 501 }, 'pageSize');
  });

  it('refuses a missing game id', async () => {
    await api().post('/rest/api/collection').set('authorization', bearerFor(users.ann)).send({}).expect(400);
  });
});

describe('GET /rest/api/collection/export', () => {
  const exportAs = (user: { id: string; username: string } | null, query: object = { gameId }) => {
    const call = api()
      .get('/rest/api/collection/export')
      .query(query)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
    return user ? call.set('authorization', bearerFor(user)) : call;
  };

  it('follows the same roles as the query', async () => {
    await exportAs(null).expect(401);
    await exportAs(users.eve).expect(404);
    await exportAs(users.dave).expect(404);
    await exportAs(users.bob, { gameId, playerId: players.ann }).expect(404);
    await exportAs(users.carl, { gameId, playerId: players.ann }).expect(200);
  });

  it('exports UTF-8 with a BOM in the deck site layout, and reads back to the same collection', async () => {
    const response = await exportAs(users.ann).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = response.body as string;
    expect(text.startsWith(utf8Bom)).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'cardname,cardq,cardrarity,card_edition,cardset,cardcode,cardid,print_id',
    );
    const rows = parseCsv(text);
    expect(rows).toContainEqual({
      cardname: 'Blue-Eyes White Dragon',
      cardq: '1',
      cardrarity: 'Ultra Rare',
      card_edition: 'Unlimited',
      cardset: 'Set, "LOB"',
      cardcode: 'LOB-EN001',
      cardid: '1001',
      // YGOPRODeck's numeric print id is not in the card data (README).
      print_id: '',
    });
    const quantities = new Map<string, number>();
    for (const row of rows) quantities.set(row.cardid, (quantities.get(row.cardid) ?? 0) + Number(row.cardq));
    const entries = await Entry.find({ gameId, playerId: players.ann }).lean();
    expect(Object.fromEntries(quantities)).toEqual(
      Object.fromEntries(entries.map((entry) => [entry.cardId, entry.quantity])),
    );
  });
});
