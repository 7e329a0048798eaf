import { messages } from '@progression/contracts';
import { Reward } from '../../models/reward';
import { playerIds, sets, users } from '../../testing/fixtures';
import { seedReward, startRewardsHarness, type RewardsHarness } from '../../testing/harness';
import { eventually } from '@progression/service-kit/testing';

let harness: RewardsHarness;
beforeAll(async () => {
  harness = await startRewardsHarness();
}, 30_000);
afterEach(() => harness.reset());
afterAll(() => harness.stop());

const packDraft = (id: string) => `/rest/api/game-rewards/pack-drafts/${id}`;
const wildcardDraft = (id: string) => `/rest/api/game-rewards/wildcard-drafts/${id}`;
const bobReward = (type: Parameters<typeof seedReward>[2], quantity = 1, week = 2) =>
  seedReward(playerIds.bob, users.bob.id, type, quantity, week);
const asBob = harness_as(users.bob);
function harness_as(user: { id: string; username: string }) {
  return {
    get: (url: string) => harness.as(user, harness.api().get(url)),
    post: (url: string, body: object = {}) => harness.as(user, harness.api().post(url).send(body)),
    put: (url: string, body: object) => harness.as(user, harness.api().put(url).send(body)),
  };
}

describe('pack rewards', () => {
  it('offer the REWARD pools reached so far for a reward pack, the STANDARD ones for a booster pack', async () => {
    harness.state.activeWeek = 2;
    const rewardPack = await bobReward('REWARD_PACK', 2);
    const booster = await bobReward('BOOSTER_PACK');
    const { body } = await asBob.get(packDraft(rewardPack.draftId)).expect(200);
    expect(body).toMatchObject({
      rewardId: rewardPack.id,
      numToSelect: 2,
      selectedPackIds: [],
      packDraftId: null,
    });
    expect(body.packPool.map((entry: { cardSet: { id: string } }) => entry.cardSet.id)).toEqual([sets.P.id]);
    const boosters = (await asBob.get(packDraft(booster.draftId)).expect(200)).body;
    expect(
      boosters.packPool.map((entry: { cardSet: { id: string }; week: number }) => [
        entry.cardSet.id,
        entry.week,
      ]),
    ).toEqual([
      [sets.A.id, 1],
      [sets.B.id, 2],
    ]);
    // Set C comes in week 3.
    harness.state.activeWeek = 3;
    const later = (await asBob.get(packDraft(booster.draftId)).expect(200)).body;
    expect(later.packPool).toHaveLength(3);
  });

  it('narrow the pool to the packs holding a card that matches the filters', async () => {
    const booster = await bobReward('BOOSTER_PACK');
    const { body } = await asBob
      .post(`${packDraft(booster.draftId)}/filtered`, { filters: { textSearch: { searchText: 'beta' } } })
      .expect(200);
    expect(body.packPool.map((entry: { cardSet: { id: string } }) => entry.cardSet.id)).toEqual([sets.B.id]);
  });

  it('are claimed with exactly numToSelect packs from the pool, once, creating the pack draft by event', async () => {
    const reward = await bobReward('BOOSTER_PACK', 2);
    const url = packDraft(reward.draftId);
    expect((await asBob.put(url, { selectedPackIds: [sets.A.id] }).expect(400)).body.message).toBe(
      messages.drafts.mustSelectPacks(2),
    );
    expect((await asBob.put(url, { selectedPackIds: [] }).expect(400)).body).toEqual({
      message: messages.drafts.mustSelectPacks(2),
      field: 'selectedPackIds',
    });
    const single = await bobReward('BOOSTER_PACK', 1);
    expect((await asBob.put(packDraft(single.draftId), { selectedPackIds: [] }).expect(400)).body).toEqual({
      message: messages.drafts.mustSelectPack,
      field: 'selectedPackIds',
    });
    expect((await asBob.put(url, { selectedPackIds: [sets.A.id, sets.C.id] }).expect(400)).body.message).toBe(
      messages.rewards.packNotInPool,
    );
    expect((await Reward.findById(reward.id).lean())!.status).toBe('UNCLAIMED');

    const { body, headers } = await asBob.put(url, { selectedPackIds: [sets.A.id, sets.A.id] }).expect(200);
    expect(body.selectedPackIds).toEqual([sets.A.id, sets.A.id]);
    // Published before the answer, which names its stream sequence; nothing is left in the outbox.
    expect(headers['progression-consistency']).toMatch(/^[1-9]\d*$/);
    expect((await Reward.findById(reward.id).lean())!.outbox).toEqual([]);
    expect(body).not.toHaveProperty('outbox');
    expect(body.packDraftId).toMatch(/^[0-9a-f]{24}$/);
    expect((await asBob.get(`/rest/api/game-rewards/${reward.id}`).expect(200)).body.status).toBe('CLAIMED');
    await eventually('the handler', () => harness.events('reward.claimed').length === 1);
    expect(harness.events('reward.claimed')[0]!.data).toMatchObject({
      rewardId: reward.id,
      playerId: playerIds.bob,
      type: 'BOOSTER_PACK',
      packSetIds: [sets.A.id, sets.A.id],
      packDraftId: body.packDraftId,
      cards: [],
      // What drafts needs to make the REWARD draft without asking games.
      userId: users.bob.id,
      packSets: [{ id: sets.A.id, setCode: 'AAA', setName: 'Alpha', type: 'BOOSTER' }],
    });
    expect((await asBob.put(url, { selectedPackIds: [sets.B.id, sets.B.id] }).expect(409)).body.message).toBe(
      messages.rewards.rewardAlreadyClaimed,
    );
    expect((await asBob.put(url, { selectedPackIds: [sets.A.id] }).expect(409)).body.message).toBe(
      messages.rewards.rewardAlreadyClaimed,
    );
  });

  it('one reward claimed 50 times at once: one success, 49 refusals, one event', async () => {
    const reward = await bobReward('BOOSTER_PACK');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        asBob.put(packDraft(reward.draftId), { selectedPackIds: [sets.B.id] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expect(answer.body.message).toBe(messages.rewards.rewardAlreadyClaimed);
    await eventually('the handler', () => harness.events('reward.claimed').length >= 1);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(harness.events('reward.claimed')).toHaveLength(1);
  });

  it("is not a wildcard's: a pack draft id of a wildcard is unknown", async () => {
    const wildcard = await bobReward('WILDCARD');
    await asBob.get(packDraft(wildcard.draftId)).expect(404);
    await asBob.get(wildcardDraft((await bobReward('BOOSTER_PACK')).draftId)).expect(404);
  });
});

describe('wildcard rewards', () => {
  it('list the cards of the weeks up to the reward week, newest week first, at their lowest rarity', async () => {
    harness.state.activeWeek = 3;
    const reward = await bobReward('WILDCARD', 1, 2);
    const { body } = await asBob.post(`${wildcardDraft(reward.draftId)}/cards`).expect(200);
    const weeks = body.weeks.map(
      (week: { week: number; cards: { card: { id: string }; equivalentRarity: string }[] }) => [
        week.week,
        week.cards.map((entry) => `${entry.card.id}:${entry.equivalentRarity}`),
      ],
    );
    // Week 3's set C is not reached by a week-2 reward; 1001 came in week 1 as a common.
    expect(weeks).toEqual([
      [2, ['2001:COMMON', '2002:SUPER_RARE', '3001:ULTRA_RARE']], // in the query's order (by name here)
      [1, ['1001:COMMON', '1002:RARE']],
    ]);
    const common = await bobReward('COMMON_WILDCARD', 1, 2);
    expect((await asBob.get(wildcardDraft(common.draftId)).expect(200)).body.commonsOnly).toBe(true);
    const commons = (await asBob.post(`${wildcardDraft(common.draftId)}/cards`).expect(200)).body.weeks;
    expect(
      commons.map((week: { week: number; cards: { card: { id: string } }[] }) => [
        week.week,
        week.cards.map((c) => c.card.id),
      ]),
    ).toEqual([
      [2, ['2001']],
      [1, ['1001']],
    ]);
  });

  it('give three copies of one card, or one each of two', async () => {
    const single = await bobReward('WILDCARD');
    await asBob.put(wildcardDraft(single.draftId), { selectedCardIds: ['2002'] }).expect(200);
    const pair = await bobReward('WILDCARD');
    const { body } = await asBob
      .put(wildcardDraft(pair.draftId), { selectedCardIds: ['1001', '3001'] })
      .expect(200);
    expect(body.selectedCardIds).toEqual(['1001', '3001']);
    await eventually('the handler', () => harness.events('reward.claimed').length === 2);
    const byReward = new Map(
      harness.events('reward.claimed').map((event) => [event.data.rewardId, event.data.cards]),
    );
    expect(byReward.get(single.id)).toEqual([{ cardId: '2002', quantity: 3 }]);
    expect(byReward.get(pair.id)).toEqual([
      { cardId: '1001', quantity: 1 },
      { cardId: '3001', quantity: 1 },
    ]);
  });

  it.each([
    ['no card', [], messages.drafts.wildcardSelectCards],
    ['three cards', ['1001', '1002', '2001'], messages.drafts.wildcardSelectCards],
    ['the same card twice', ['1001', '1001'], messages.drafts.wildcardSelectCards],
    ['a card of a week not reached', ['4001'], messages.rewards.cardNotAllowed],
    ['an unknown card', ['9999'], messages.rewards.cardNotAllowed],
  ])('refuse %s, changing nothing', async (_case, selectedCardIds, message) => {
    const reward = await bobReward('WILDCARD');
    const answer = await asBob.put(wildcardDraft(reward.draftId), { selectedCardIds }).expect(400);
    expect(answer.body.message).toBe(message);
    expect((await Reward.findById(reward.id).lean())!.status).toBe('UNCLAIMED');
  });

  it('a common wildcard refuses a rare', async () => {
    const reward = await bobReward('COMMON_WILDCARD');
    const answer = await asBob.put(wildcardDraft(reward.draftId), { selectedCardIds: ['1002'] }).expect(400);
    expect(answer.body.message).toBe(messages.rewards.cardNotAllowed);
    await asBob.put(wildcardDraft(reward.draftId), { selectedCardIds: ['2001'] }).expect(200);
  });
});

describe('a reward is only its player’s to claim', () => {
  it("refuses another player and the game's admin (404), changing nothing", async () => {
    const reward = await bobReward('WILDCARD');
    await harness_as(users.eve)
      .put(wildcardDraft(reward.draftId), { selectedCardIds: ['1001'] })
      .expect(404);
    await harness_as(users.ann)
      .put(wildcardDraft(reward.draftId), { selectedCardIds: ['1001'] })
      .expect(404);
    expect((await Reward.findById(reward.id).lean())!.status).toBe('UNCLAIMED');
  });
});
