import { messages } from '@progression/contracts';
import { Reward } from '../../models/reward';
import { RewardHistory } from '../../models/reward-history';
import { gameId, playerIds, sets, users } from '../../testing/fixtures';
import { seedReward, startRewardsHarness, type RewardsHarness } from '../../testing/harness';
import { eventually } from '@progression/service-kit/testing';

let harness: RewardsHarness;
beforeAll(async () => {
  harness = await startRewardsHarness();
}, 30_000);
afterEach(() => harness.reset());
afterAll(() => harness.stop());

const as = (user: { id: string; username: string }) => ({
  get: (url: string, query: object = {}) => harness.as(user, harness.api().get(url).query(query)),
  post: (url: string, body: object = {}) => harness.as(user, harness.api().post(url).send(body)),
  put: (url: string, body: object) => harness.as(user, harness.api().put(url).send(body)),
  del: (url: string) => harness.as(user, harness.api().delete(url)),
});
const admin = as(users.ann);
const bob = as(users.bob);
const bobReward = (type: Parameters<typeof seedReward>[2]) => seedReward(playerIds.bob, users.bob.id, type);

describe('revert', () => {
  it('takes back the cards of a wildcard claim and makes the reward claimable again', async () => {
    const reward = await bobReward('WILDCARD');
    await bob
      .put(`/rest/api/game-rewards/wildcard-drafts/${reward.draftId}`, { selectedCardIds: ['1002'] })
      .expect(200);
    const { body } = await admin.post(`/rest/api/admin/game-rewards/${reward.id}/revert`).expect(200);
    expect(body.status).toBe('UNCLAIMED');
    await eventually('the handler', () => harness.events('reward.reverted').length === 1);
    expect(harness.events('reward.reverted')[0]!.data).toMatchObject({
      rewardId: reward.id,
      packDraftId: null,
      cards: [{ cardId: '1002', quantity: 3 }],
    });
    // Reverting again is refused; the player may claim anew.
    expect(
      (await admin.post(`/rest/api/admin/game-rewards/${reward.id}/revert`).expect(409)).body.message,
    ).toBe(messages.rewards.rewardNotClaimed);
    await bob
      .put(`/rest/api/game-rewards/wildcard-drafts/${reward.draftId}`, { selectedCardIds: ['1001'] })
      .expect(200);
  });

  it('names the pack draft of a pack claim, whose opened cards the collection takes back', async () => {
    const reward = await bobReward('REWARD_PACK');
    const claimed = await bob
      .put(`/rest/api/game-rewards/pack-drafts/${reward.draftId}`, { selectedPackIds: [sets.P.id] })
      .expect(200);
    await admin.post(`/rest/api/admin/game-rewards/${reward.id}/revert`).expect(200);
    await eventually('the handler', () => harness.events('reward.reverted').length === 1);
    expect(harness.events('reward.reverted')[0]!.data).toMatchObject({
      packDraftId: claimed.body.packDraftId,
      cards: [],
    });
    const draft = (await bob.get(`/rest/api/game-rewards/pack-drafts/${reward.draftId}`).expect(200)).body;
    expect(draft).toMatchObject({ selectedPackIds: [], packDraftId: null });
  });
});

describe('delete', () => {
  it('removes an unclaimed reward only, and a deleted one is never granted again', async () => {
    const claimed = await bobReward('WILDCARD');
    await bob
      .put(`/rest/api/game-rewards/wildcard-drafts/${claimed.draftId}`, { selectedCardIds: ['1001'] })
      .expect(200);
    expect((await admin.del(`/rest/api/admin/game-rewards/${claimed.id}`).expect(409)).body.message).toBe(
      messages.rewards.rewardClaimedCannotDelete,
    );

    // A granted week reward, deleted, stays deleted through the next evaluation.
    harness.state.activeWeek = 2;
    await admin.post('/rest/api/game-rewards/refresher?gameId=' + gameId).expect(200);
    const granted = await Reward.findOne({ gameId, playerId: playerIds.bob, trackKind: 'WEEK' }).lean();
    await admin.del(`/rest/api/admin/game-rewards/${granted!._id}`).expect(204);
    await eventually('the handler', () => harness.events('reward.deleted').length === 1);
    expect(harness.events('reward.deleted')[0]!.data).toMatchObject({
      rewardId: granted!._id,
      userId: users.bob.id,
    });
    await bob.get(`/rest/api/game-rewards/${granted!._id}`).expect(404);
    await admin.post('/rest/api/game-rewards/refresher?gameId=' + gameId).expect(200);
    const list = (await bob.get('/rest/api/game-rewards', { gameId }).expect(200)).body.rewards;
    expect(list.map((reward: { id: string }) => reward.id)).toEqual([claimed.id]);
  });
});

describe('the admin list and history', () => {
  it("lists every player's rewards and who granted, claimed, reverted and deleted what, newest first", async () => {
    const reward = await bobReward('WILDCARD');
    await seedReward(playerIds.eve, users.eve.id, 'BOOSTER_PACK');
    await bob
      .put(`/rest/api/game-rewards/wildcard-drafts/${reward.draftId}`, { selectedCardIds: ['2001'] })
      .expect(200);
    await admin.post(`/rest/api/admin/game-rewards/${reward.id}/revert`).expect(200);
    const { body } = await admin.get('/rest/api/admin/game-rewards', { gameId }).expect(200);
    expect(body.rewards.map((each: { playerId: string }) => each.playerId).sort()).toEqual(
      [playerIds.bob, playerIds.eve].sort(),
    );
    const history = (
      await admin.get('/rest/api/admin/game-rewards/history', { gameId, playerId: playerIds.bob }).expect(200)
    ).body.entries;
    expect(
      history.map((entry: { action: string; byName: string }) => `${entry.action} by ${entry.byName}`),
    ).toEqual(['REVERTED by ann', 'CLAIMED by bob']);
    // The history names the cards (never their ids), and the revert names what the claim chose.
    expect(history.map((entry: { detail: string }) => entry.detail)).toEqual([
      '3 x Beta Common',
      '3 x Beta Common',
    ]);
    expect(await RewardHistory.countDocuments({ gameId })).toBe(2);
  });

  it('names the sets a pack claim chose and the track that granted a reward', async () => {
    const reward = await bobReward('REWARD_PACK');
    await bob
      .put(`/rest/api/game-rewards/pack-drafts/${reward.draftId}`, { selectedPackIds: [sets.P.id] })
      .expect(200);
    await admin.post(`/rest/api/admin/game-rewards/${reward.id}/revert`).expect(200);
    harness.state.activeWeek = 2;
    await admin.post('/rest/api/game-rewards/refresher?gameId=' + gameId).expect(200);
    const history = (
      await admin.get('/rest/api/admin/game-rewards/history', { gameId, playerId: playerIds.bob }).expect(200)
    ).body.entries as { action: string; detail: string }[];
    expect(history.filter((entry) => entry.action !== 'GRANTED').map((entry) => entry.detail)).toEqual([
      'Prize',
      'Prize',
    ]);
    expect(history.filter((entry) => entry.action === 'GRANTED').map((entry) => entry.detail)).toContain(
      messages.rewards.historyGranted('Weekly', 2),
    );
  });
});
