import request from 'supertest';
import {
  bearerFor,
  serviceBearer,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import type { Clients } from '../../clients';
import { envShape, serviceName } from '../../env';
import { fakeCatalog, fixtureCards, fixturePrinting } from '../../testing/fixture-cards';
import { seedGrant } from '../../testing/seed';

const gameId = '64b000000000000000000001';
const playerId = '64c000000000000000000001';
const byId = new Map(fixtureCards.map((card) => [card.id, card]));
const catalog = fakeCatalog(fixtureCards, [
  fixturePrinting('sc-1003', byId.get('1003')!, 'LOB-EN007', 'Common'),
  fixturePrinting('sc-1002', byId.get('1002')!, 'LOB-EN002', 'Secret Rare'),
]);
const clients: Clients = {
  catalog,
  games: {
    gameWithPlayers() {
      throw new Error('the internal read asks no other service');
    },
  },
};

let service: TestService<typeof envShape>;
const owned = (authorization: string | null, body: object) => {
  const call = request(service.app.callback()).post('/internal/collection/owned').send(body);
  return authorization ? call.set('authorization', authorization) : call;
};
const body = { gameId, playerId, cardIds: ['1003', '1002', '7777'] };

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, clients),
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
  await seedGrant(catalog, { id: 'e1', gameId, playerId, week: 1, draftId: 'd1' }, [
    ['1003', 3, 'sc-1003', 'COMMON'],
    ['1002', 2, 'sc-1002', 'SECRET_RARE'],
  ]);
  await seedGrant(catalog, { id: 'e2', gameId, playerId, week: 2, rewardId: 'r1' }, [['1003', 1]]);
});
afterAll(() => service.stop());

describe('POST /internal/collection/owned', () => {
  it('tells the decks service how many copies the player owns, 0 for cards they do not', async () => {
    const response = await owned(serviceBearer('decks'), body).expect(200);
    expect(response.body).toEqual({
      owned: [
        { cardId: '1003', quantity: 4 },
        { cardId: '1002', quantity: 2 },
        { cardId: '7777', quantity: 0 },
      ],
    });
  });

  it('answers another game or player with nothing owned', async () => {
    const response = await owned(serviceBearer('decks'), { ...body, gameId: '64b000000000000000000009' });
    expect(response.body.owned.map((card: { quantity: number }) => card.quantity)).toEqual([0, 0, 0]);
  });

  it('takes service tokens only, and refuses a malformed body', async () => {
    await owned(null, body).expect(401);
    await owned(bearerFor({ id: '64a000000000000000000001', username: 'ann' }), body).expect(403);
    await owned(serviceBearer('decks'), { ...body, cardIds: 'x' }).expect(400);
    await owned(serviceBearer('decks'), { ...body, cardIds: Array(1001).fill('1') }).expect(400);
  });
});
