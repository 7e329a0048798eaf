import { refusalBodies } from '@progression/service-kit/testing';
import { Reward } from '../../models/reward';
import { gameId, playerIds, sets, users, type TestUser } from '../../testing/fixtures';
import { seedReward, startRewardsHarness, type RewardsHarness } from '../../testing/harness';

let harness: RewardsHarness;
beforeAll(async () => {
  harness = await startRewardsHarness();
}, 30_000);
afterAll(() => harness.stop());

/** Every caller a route must tell apart; Bob owns the rewards, Eve is another player of the game. */
const roles: [string, TestUser | null][] = [
  ['anonymous', null],
  ['a stranger', users.dee],
  ['the admin of another game', users.cy],
  ['another player', users.eve],
  ['the player', users.bob],
  ["the game's admin", users.ann],
];

interface Route {
  name: string;
  /** The reward the route acts on (claimed first for a revert). */
  setup: () => Promise<{ id: string; draftId: string }>;
  call: (reward: { id: string; draftId: string }) => {
    method: 'get' | 'post' | 'put' | 'delete';
    url: string;
    body?: object;
  };
  /** Status per role, in the order of `roles`. */
  expected: number[];
}

const pack = () => seedReward(playerIds.bob, users.bob.id, 'BOOSTER_PACK');
const wildcard = () => seedReward(playerIds.bob, users.bob.id, 'WILDCARD');
const claimedWildcard = async () => {
  const reward = await wildcard();
  await Reward.updateOne({ _id: reward.id }, { status: 'CLAIMED', cards: [{ cardId: '1001', quantity: 3 }] });
  return reward;
};

const routes: Route[] = [
  {
    name: 'GET game-rewards',
    setup: pack,
    call: () => ({ method: 'get', url: `/rest/api/game-rewards?gameId=${gameId}` }),
    expected: [401, 404, 404, 200, 200, 200],
  },
  {
    name: 'GET game-rewards/{id}',
    setup: pack,
    call: (r) => ({ method: 'get', url: `/rest/api/game-rewards/${r.id}` }),
    expected: [401, 404, 404, 404, 200, 200],
  },
  {
    name: 'POST game-rewards/refresher',
    setup: pack,
    call: () => ({ method: 'post', url: `/rest/api/game-rewards/refresher?gameId=${gameId}` }),
    expected: [401, 404, 404, 403, 403, 200],
  },
  {
    name: 'GET game-reward/tracks',
    setup: pack,
    call: () => ({ method: 'get', url: `/rest/api/game-reward/tracks?gameId=${gameId}` }),
    expected: [401, 404, 404, 200, 200, 200],
  },
  {
    // No game named: the documented default tracks, for any signed-in user.
    name: 'GET game-reward/tracks (the default tracks)',
    setup: pack,
    call: () => ({ method: 'get', url: '/rest/api/game-reward/tracks' }),
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET pack-drafts/{id}',
    setup: pack,
    call: (r) => ({ method: 'get', url: `/rest/api/game-rewards/pack-drafts/${r.draftId}` }),
    expected: [401, 404, 404, 404, 200, 200],
  },
  {
    name: 'POST pack-drafts/{id}/filtered',
    setup: pack,
    call: (r) => ({
      method: 'post',
      url: `/rest/api/game-rewards/pack-drafts/${r.draftId}/filtered`,
      body: {},
    }),
    expected: [401, 404, 404, 404, 200, 200],
  },
  {
    name: 'PUT pack-drafts/{id}',
    setup: pack,
    call: (r) => ({
      method: 'put',
      url: `/rest/api/game-rewards/pack-drafts/${r.draftId}`,
      body: { selectedPackIds: [sets.A.id] },
    }),
    expected: [401, 404, 404, 404, 200, 404],
  },
  {
    name: 'GET wildcard-drafts/{id}',
    setup: wildcard,
    call: (r) => ({ method: 'get', url: `/rest/api/game-rewards/wildcard-drafts/${r.draftId}` }),
    expected: [401, 404, 404, 404, 200, 200],
  },
  {
    name: 'POST wildcard-drafts/{id}/cards',
    setup: wildcard,
    call: (r) => ({
      method: 'post',
      url: `/rest/api/game-rewards/wildcard-drafts/${r.draftId}/cards`,
      body: {},
    }),
    expected: [401, 404, 404, 404, 200, 200],
  },
  {
    name: 'PUT wildcard-drafts/{id}',
    setup: wildcard,
    call: (r) => ({
      method: 'put',
      url: `/rest/api/game-rewards/wildcard-drafts/${r.draftId}`,
      body: { selectedCardIds: ['1001'] },
    }),
    expected: [401, 404, 404, 404, 200, 404],
  },
  {
    name: 'GET admin/game-rewards',
    setup: pack,
    call: () => ({ method: 'get', url: `/rest/api/admin/game-rewards?gameId=${gameId}` }),
    expected: [401, 404, 404, 403, 403, 200],
  },
  {
    name: 'GET admin/game-rewards/history',
    setup: pack,
    call: () => ({ method: 'get', url: `/rest/api/admin/game-rewards/history?gameId=${gameId}` }),
    expected: [401, 404, 404, 403, 403, 200],
  },
  {
    name: 'POST admin/game-rewards/{id}/revert',
    setup: claimedWildcard,
    call: (r) => ({ method: 'post', url: `/rest/api/admin/game-rewards/${r.id}/revert` }),
    expected: [401, 404, 404, 404, 403, 200],
  },
  {
    name: 'DELETE admin/game-rewards/{id}',
    setup: pack,
    call: (r) => ({ method: 'delete', url: `/rest/api/admin/game-rewards/${r.id}` }),
    expected: [401, 404, 404, 404, 403, 204],
  },
];

describe.each(routes)('$name', (route) => {
  it('answers each role as its rules say, and a refusal changes nothing', async () => {
    await harness.reset();
    for (const [index, [role, user]] of roles.entries()) {
      const reward = await route.setup();
      const before = await Reward.findById(reward.id).lean();
      const { method, url, body } = route.call(reward);
      const answer = await harness.as(user, harness.api()[method](url).send(body));
      expect(`${role}: ${answer.status}`).toBe(`${role}: ${route.expected[index]}`);
      if (answer.status >= 400) {
        expect(answer.body.message).toEqual(expect.any(String));
        // The same refusal whatever the body: it is read only once access is granted.
        for (const sent of body ? refusalBodies(body) : []) {
          const again = await harness.as(user, harness.api()[method](url).send(sent));
          expect(`${role} with ${JSON.stringify(sent)}: ${again.status}`).toBe(
            `${role} with ${JSON.stringify(sent)}: ${answer.status}`,
          );
        }
        expect(await Reward.findById(reward.id).lean()).toEqual(before);
      }
    }
  });
});

describe('malformed requests', () => {
  it.each([
    ['get', '/rest/api/game-rewards/not-an-id'],
    ['get', '/rest/api/game-rewards?gameId=nope'],
    ['get', '/rest/api/game-rewards'],
    ['get', '/rest/api/game-reward/tracks?gameId=%00'],
    ['get', '/rest/api/game-reward/tracks?gameId='],
    ['get', '/rest/api/game-reward/tracks?gameId=nope'],
    ['get', '/rest/api/game-rewards/pack-drafts/x'],
    ['post', '/rest/api/admin/game-rewards/1/revert'],
    ['get', '/rest/api/admin/game-rewards/history?gameId=64b000000000000000000001&playerId=x'],
  ] as const)('%s %s is a 400 with a message', async (method, url) => {
    const answer = await harness.as(users.ann, harness.api()[method](url)).expect(400);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it.each([
    ['a string', 'packs'],
    ['a list of numbers', [1, 2]],
    ['101 packs', Array.from({ length: 101 }, () => sets.A.id)],
  ])('a pack claim with %s is a 400 that changes nothing', async (_case, selectedPackIds) => {
    await harness.reset();
    const reward = await pack();
    const answer = await harness
      .as(
        users.bob,
        harness.api().put(`/rest/api/game-rewards/pack-drafts/${reward.draftId}`).send({ selectedPackIds }),
      )
      .expect(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect((await Reward.findById(reward.id).lean())!.status).toBe('UNCLAIMED');
  });

  it('a filter out of range is a 400', async () => {
    await harness.reset();
    const reward = await wildcard();
    await harness
      .as(
        users.bob,
        harness
          .api()
          .post(`/rest/api/game-rewards/wildcard-drafts/${reward.draftId}/cards`)
          .send({ filters: { level: { min: 99 } } }),
      )
      .expect(400);
  });
});
