import request from 'supertest';
import { messages } from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import {
  bearerFor,
  refusalBodies,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import type { Clients } from '../../clients';
import { envShape, serviceName } from '../../env';
import { RewardConfigModel } from '../../models/reward-config';

const admin = { id: '64a000000000000000000001', username: 'ann' };
const player = { id: '64a000000000000000000002', username: 'bob' };
const otherAdmin = { id: '64a000000000000000000003', username: 'cy' };
const stranger = { id: '64a000000000000000000004', username: 'dee' };
const gameId = '64b000000000000000000001';
const otherGame = '64b000000000000000000002';

/** Who plays where, as the games service answers `GET /game-player/user` (404 for anyone else). */
const members: Record<string, Record<string, boolean>> = {
  [gameId]: { [admin.id]: true, [player.id]: false },
  [otherGame]: { [otherAdmin.id]: true },
};
const fakeClients: Clients = {
  games: {
    async playerOf(id, userId) {
      const isAdmin = members[id]?.[userId];
      if (isAdmin === undefined) throw new NotFound(messages.errors.gameNotFound(id));
      return { id: userId, userId, username: 'x', isAdmin };
    },
    async game(id) {
      throw new NotFound(messages.errors.gameNotFound(id));
    },
    async playerInGame(id) {
      throw new NotFound(messages.errors.gameNotFound(id));
    },
  },
  catalog: {
    setCards: async () => [],
    search: async () => [],
  },
};

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
const url = (id = gameId) => `/rest/api/progression-game/${id}/reward-config`;
const config = {
  weekTrack: { id: 'w', clocks: [{ type: 'BOOSTER_PACK', startingFrom: 1, every: 1, quantity: 2 }] },
  winTrack: { id: 'v', clocks: [] },
  lossTrack: { id: 'l', clocks: [{ type: 'COMMON_WILDCARD', startingFrom: 0, every: 0, quantity: 0 }] },
};

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, fakeClients),
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
});
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

describe('GET /rest/api/progression-game/{id}/reward-config', () => {
  it('gives a new game the documented default', async () => {
    const { body } = await api().get(url()).set('authorization', bearerFor(player)).expect(200);
    expect(body.gameId).toBe(gameId);
    expect(body.weekTrack.clocks).toEqual([{ type: 'BOOSTER_PACK', startingFrom: 2, every: 1, quantity: 1 }]);
    expect(body.winTrack.clocks).toHaveLength(2);
    expect(body.lossTrack.clocks).toHaveLength(2);
  });

  it.each([
    ['anonymous', 401, null],
    ['a stranger', 404, stranger],
    ['the admin of another game', 404, otherAdmin],
    ['a player', 200, player],
    ["the game's admin", 200, admin],
  ])('answers %s with %i', async (_who, status, user) => {
    const call = api().get(url());
    if (user) call.set('authorization', bearerFor(user));
    await call.expect(status);
  });
});

describe('PUT /rest/api/progression-game/{id}/reward-config', () => {
  it.each([
    ['anonymous', 401, null],
    ['a stranger', 404, stranger],
    ['the admin of another game', 404, otherAdmin],
    ['a player', 403, player],
  ])('refuses %s with %i whatever the body, and stores nothing', async (_who, status, user) => {
    // The same refusal with a valid body, a wrong one, a non-object and none: access comes first.
    for (const sent of refusalBodies(config)) {
      const call = api().put(url()).send(sent);
      if (user) call.set('authorization', bearerFor(user));
      const { body } = await call.expect(status);
      if (status === 403) expect(body.message).toBe(messages.games.adminOnly);
    }
    expect(await RewardConfigModel.countDocuments()).toBe(0);
  });

  it("stores the game's admin's tracks, which every player then reads", async () => {
    const { body } = await api().put(url()).set('authorization', bearerFor(admin)).send(config).expect(200);
    expect(body).toEqual({ gameId, ...config });
    const read = await api().get(url()).set('authorization', bearerFor(player)).expect(200);
    expect(read.body).toEqual({ gameId, ...config });
  });

  it.each([
    [
      'a negative number',
      {
        ...config,
        winTrack: { id: 'v', clocks: [{ type: 'WILDCARD', startingFrom: -1, every: 1, quantity: 1 }] },
      },
    ],
    [
      'an unknown type',
      {
        ...config,
        winTrack: { id: 'v', clocks: [{ type: 'GOLD', startingFrom: 1, every: 1, quantity: 1 }] },
      },
    ],
    [
      'a fraction',
      {
        ...config,
        winTrack: { id: 'v', clocks: [{ type: 'WILDCARD', startingFrom: 1.5, every: 1, quantity: 1 }] },
      },
    ],
    ['a missing track', { weekTrack: config.weekTrack, winTrack: config.winTrack }],
    ['not an object', 'tracks'],
  ])('refuses %s with a JSON 400 and changes nothing', async (_what, payload) => {
    const { body } = await api()
      .put(url())
      .set('authorization', bearerFor(admin))
      .send(payload as object)
      .expect(400);
    expect(typeof body.message).toBe('string');
    expect(await RewardConfigModel.countDocuments()).toBe(0);
  });

  it('refuses a malformed game id with a 400', async () => {
    await api().get(url('nope')).set('authorization', bearerFor(admin)).expect(400);
  });
});
