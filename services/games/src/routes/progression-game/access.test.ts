import type { Game } from '@progression/contracts';
import { refusalBodies, serviceBearer } from '@progression/service-kit/testing';
import { startGamesHarness, testUser, type GamesHarness, type TestUser } from '../../testing/harness';

let h: GamesHarness;
let game: Game;
const admin = testUser('kaiba');
const player = testUser('joey');
const stranger = testUser('bakura');
const otherAdmin = testUser('pegasus');

beforeAll(async () => {
  h = await startGamesHarness();
  game = await h.createGame(admin, (await h.createMode(admin)).id);
  await h.createGame(otherAdmin, (await h.createMode(otherAdmin)).id);
  await h
    .api()
    .put('/rest/api/progression-game/invite')
    .query({ inviteCode: game.inviteCode })
    .set(h.auth(player))
    .expect(200);
}, 60_000);
afterAll(() => h.stop());

type Role = 'anonymous' | 'service' | 'stranger' | 'otherAdmin' | 'player' | 'admin';
const users: Record<Exclude<Role, 'anonymous' | 'service'>, TestUser> = {
  stranger,
  otherAdmin,
  player,
  admin,
};

/** Each route and the status each role gets (reads first; the week start last, as it changes the game). */
const table: Array<{
  route: string;
  send: () => { method: 'get' | 'post' | 'put'; path: string; body?: object };
  expected: Record<Role, number>;
}> = [
  {
    route: 'GET /progression-game/{id}',
    send: () => ({ method: 'get', path: `/rest/api/progression-game/${game.id}` }),
    expected: { anonymous: 401, service: 403, stranger: 404, otherAdmin: 404, player: 200, admin: 200 },
  },
  {
    route: 'GET /progression-game/{id}/advice',
    send: () => ({ method: 'get', path: `/rest/api/progression-game/${game.id}/advice` }),
    expected: { anonymous: 401, service: 403, stranger: 404, otherAdmin: 404, player: 200, admin: 200 },
  },
  {
    route: 'GET /progression-game/{id}/plan',
    send: () => ({ method: 'get', path: `/rest/api/progression-game/${game.id}/plan` }),
    expected: { anonymous: 401, service: 403, stranger: 404, otherAdmin: 404, player: 200, admin: 200 },
  },
  {
    route: 'GET /game-player?gameId=',
    send: () => ({ method: 'get', path: `/rest/api/game-player?gameId=${game.id}` }),
    expected: { anonymous: 401, service: 403, stranger: 404, otherAdmin: 404, player: 200, admin: 200 },
  },
  {
    route: 'GET /game-player/user?gameId=',
    send: () => ({ method: 'get', path: `/rest/api/game-player/user?gameId=${game.id}` }),
    expected: { anonymous: 401, service: 403, stranger: 404, otherAdmin: 404, player: 200, admin: 200 },
  },
  {
    route: 'GET /internal/progression-game/{id}',
    send: () => ({ method: 'get', path: `/internal/progression-game/${game.id}` }),
    expected: { anonymous: 401, service: 200, stranger: 403, otherAdmin: 403, player: 403, admin: 403 },
  },
  {
    route: 'GET /progression-game/{id}/schedule',
    send: () => ({ method: 'get', path: `/rest/api/progression-game/${game.id}/schedule` }),
    expected: { anonymous: 401, service: 403, stranger: 404, otherAdmin: 404, player: 200, admin: 200 },
  },
  {
    route: 'PUT /progression-game/{id}/schedule',
    send: () => ({
      method: 'put',
      path: `/rest/api/progression-game/${game.id}/schedule`,
      body: { enabled: false, weekday: 'MONDAY', time: '18:00', timeZone: 'Europe/London' },
    }),
    expected: { anonymous: 401, service: 403, stranger: 404, otherAdmin: 404, player: 403, admin: 200 },
  },
  {
    route: 'POST /progression-game/{id}/week',
    send: () => ({ method: 'post', path: `/rest/api/progression-game/${game.id}/week`, body: { week: 1 } }),
    expected: { anonymous: 401, service: 403, stranger: 404, otherAdmin: 404, player: 403, admin: 200 },
  },
];

const roles: Role[] = ['anonymous', 'service', 'stranger', 'otherAdmin', 'player', 'admin'];

describe.each(table)('$route', ({ send, expected }) => {
  it.each(roles)('answers %s as the access rules say', async (role) => {
    const { method, path, body } = send();
    const call = (sentBody: object | undefined) => {
      let test = h.api()[method](path);
      if (role === 'service') test = test.set('authorization', serviceBearer('drafts'));
      else if (role !== 'anonymous') test = test.set(h.auth(users[role]));
      return sentBody ? test.send(sentBody) : test;
    };
    // A refused caller gets the same answer whatever the body: it is read only once access is granted.
    const refused = expected[role] >= 400;
    for (const sentBody of refused && body ? refusalBodies(body) : [body]) {
      const response = await call(sentBody);
      expect(response.status).toBe(expected[role]);
      if (response.status >= 400) expect(typeof response.body.message).toBe('string');
    }
  });
});
