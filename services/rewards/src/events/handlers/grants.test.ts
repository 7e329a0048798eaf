import { Reward } from '../../models/reward';
import { RewardHistory } from '../../models/reward-history';
import { Standing, standingId } from '../../models/standing';
import { gameId, playerIds, users } from '../../testing/fixtures';
import { startRewardsHarness, type RewardsHarness } from '../../testing/harness';
import { eventually } from '@progression/service-kit/testing';

let harness: RewardsHarness;
beforeAll(async () => {
  harness = await startRewardsHarness();
}, 30_000);
afterEach(() => harness.reset());
afterAll(() => harness.stop());

const { ann, bob, eve } = playerIds;
const everyone = [ann, bob, eve];
const settle = () => new Promise((wait) => setTimeout(wait, 400));

/** A player's rewards as `type@track:counter`, sorted. */
async function grantsOf(playerId: string) {
  const rewards = await Reward.find({ gameId, playerId }).lean();
  return rewards.map((reward) => `${reward.type}@${reward.trackKind}:${reward.counter}`).sort();
}
const countOf = (playerId: string) => Reward.countDocuments({ gameId, playerId });
const standing = (playerId: string) => Standing.findById(standingId(gameId, playerId)).lean();

describe('on game.week.started', () => {
  it("grants every player the week track's booster pack once, whatever the redeliveries", async () => {
    harness.state.activeWeek = 2;
    const event = await harness.weekStarted(2, everyone);
    await harness.publish(event);
    // A second publication under a new envelope id (the inbox cannot catch it): the grant ids do.
    await harness.publish({ ...event, id: '64f0000000000000000000aa' });
    await eventually('the handler', async () => (await Reward.countDocuments({ gameId })) === 3);
    await settle();
    for (const player of everyone) expect(await grantsOf(player)).toEqual(['BOOSTER_PACK@WEEK:2']);
    await eventually('the handler', () => harness.events('reward.granted').length === 3);
    const granted = harness.events('reward.granted').find((event) => event.data.playerId === bob)!;
    expect(granted.data).toMatchObject({
      userId: users.bob.id,
      type: 'BOOSTER_PACK',
      track: 'WEEK',
      week: 2,
    });
    expect(await RewardHistory.countDocuments({ gameId, action: 'GRANTED' })).toBe(3);
    // The players came with the event: games was not asked.
    expect(harness.gamesReceived).toEqual([]);
  });

  it("grants on a v1 week start still in the stream, to its own players, through games' one rebuild call", async () => {
    harness.state.activeWeek = 2;
    harness.gamesReceived.length = 0;
    await harness.publish(await harness.weekStartedV1(2, [ann, bob]));
    await eventually('the handler', async () => (await Reward.countDocuments({ gameId })) === 2);
    await settle();
    expect(await grantsOf(ann)).toEqual(['BOOSTER_PACK@WEEK:2']);
    expect(await grantsOf(bob)).toEqual(['BOOSTER_PACK@WEEK:2']);
    // Eve joined after that week started: her join, not this week start, is hers.
    expect(await countOf(eve)).toBe(0);
    // One rebuild per consumer of the week start (the grants and the game copy), and nothing else.
    await eventually('both consumers', () => harness.gamesReceived.length >= 2);
    await settle();
    expect(harness.gamesReceived).toEqual(
      Array.from({ length: 2 }, () => `GET /internal/progression-game/${gameId}/event-data`),
    );
  });

  it('grants nothing in week 1 under the default (week 1 is the opening draft)', async () => {
    harness.state.activeWeek = 1;
    await harness.publish(await harness.weekStarted(1, everyone));
    await settle();
    await settle();
    expect(await Reward.countDocuments({ gameId })).toBe(0);
  });
});

describe('on match.result.recorded', () => {
  it('counts wins and losses, undoing the result a change replaces, once per event', async () => {
    const event = harness.result('64f000000000000000000001', bob, eve, bob, null);
    await harness.publish(event);
    await harness.publish(event); // a redelivery of the same event
    await harness.publish(harness.result('64f000000000000000000002', bob, eve, eve, null));
    // The first match is corrected to Eve, then reset.
    await harness.publish(harness.result('64f000000000000000000001', bob, eve, eve, bob));
    await harness.publish(harness.result('64f000000000000000000001', bob, eve, null, eve));
    // Only the last event leaves both at these counts; the settle gives a double count time to show.
    await eventually('the handler', async () => {
      const [b, e] = [await standing(bob), await standing(eve)];
      return b?.wins === 0 && b.losses === 1 && e?.wins === 1 && e.losses === 0;
    });
    await settle();
    expect(await standing(bob)).toMatchObject({ wins: 0, losses: 1 });
    expect(await standing(eve)).toMatchObject({ wins: 1, losses: 0 });
  });
});

describe('the win and loss tracks', () => {
  it('grant at the next week start, never twice for a counter value, and never take back on a lower count', async () => {
    // Bob beats Eve three times in week 2.
    for (const match of ['64f000000000000000000011', '64f000000000000000000012', '64f000000000000000000013'])
      await harness.publish(harness.result(match, bob, eve, bob, null));
    await eventually('the handler', async () => (await standing(bob))?.wins === 3);
    // Reward tracks are only updated when a new week starts.
    expect(await countOf(bob)).toBe(0);

    harness.state.activeWeek = 3;
    await harness.publish(await harness.weekStarted(3, everyone));
    await eventually('the handler', async () => (await countOf(eve)) === 3);
    expect(await grantsOf(bob)).toEqual(['BOOSTER_PACK@WEEK:2', 'BOOSTER_PACK@WEEK:3', 'REWARD_PACK@WIN:3']);
    expect(await grantsOf(eve)).toEqual([
      'BOOSTER_PACK@LOSS:2',
      'BOOSTER_PACK@WEEK:2',
      'BOOSTER_PACK@WEEK:3',
    ]);
    expect(await grantsOf(ann)).toEqual(['BOOSTER_PACK@WEEK:2', 'BOOSTER_PACK@WEEK:3']);

    // A result is reset and set again: Bob is back at 3 wins, which granted already.
    await harness.publish(harness.result('64f000000000000000000013', bob, eve, null, bob));
    await eventually('the handler', async () => (await standing(bob))?.wins === 2);
    await harness
      .as(users.ann, harness.api().post('/rest/api/game-rewards/refresher').query({ gameId }))
      .expect(200);
    expect(await countOf(bob)).toBe(3); // lowering takes nothing back
    await harness.publish(harness.result('64f000000000000000000013', bob, eve, bob, null));
    await eventually('the handler', async () => (await standing(bob))?.wins === 3);
    await harness
      .as(users.ann, harness.api().post('/rest/api/game-rewards/refresher').query({ gameId }))
      .expect(200);
    expect(await grantsOf(bob)).toEqual(['BOOSTER_PACK@WEEK:2', 'BOOSTER_PACK@WEEK:3', 'REWARD_PACK@WIN:3']);
  });

  it('a week start counts every result recorded before it, however far behind the counting is', async () => {
    // Twelve results published at once, then the week start at once: the two consumers run side by side,
    // and counting twelve results one at a time takes longer than evaluating a week start.
    for (let match = 0; match < 12; match++)
      await harness.publish(
        harness.result(`64f0000000000000000001${String(match).padStart(2, '0')}`, bob, eve, bob, null),
      );
    harness.state.activeWeek = 2;
    await harness.publish(await harness.weekStarted(2, everyone));
    await eventually('the week start', async () => (await countOf(ann)) === 1);
    await settle();
    expect(await grantsOf(bob)).toEqual([
      'BOOSTER_PACK@WEEK:2',
      'REWARD_PACK@WIN:12',
      'REWARD_PACK@WIN:3',
      'REWARD_PACK@WIN:6',
      'REWARD_PACK@WIN:9',
      'WILDCARD@WIN:10',
      'WILDCARD@WIN:5',
    ]);
    expect(await grantsOf(eve)).toEqual([
      'BOOSTER_PACK@LOSS:10',
      'BOOSTER_PACK@LOSS:12',
      'BOOSTER_PACK@LOSS:2',
      'BOOSTER_PACK@LOSS:4',
      'BOOSTER_PACK@LOSS:6',
      'BOOSTER_PACK@LOSS:8',
      'BOOSTER_PACK@WEEK:2',
      'COMMON_WILDCARD@LOSS:12',
      'COMMON_WILDCARD@LOSS:4',
      'COMMON_WILDCARD@LOSS:8',
    ]);
  });

  it('the refresher grants what is due at once, records the admin in the history, and is the admin’s', async () => {
    harness.state.activeWeek = 4;
    await harness
      .as(users.bob, harness.api().post('/rest/api/game-rewards/refresher').query({ gameId }))
      .expect(403);
    expect(await Reward.countDocuments({ gameId })).toBe(0);
    const { body } = await harness
      .as(users.ann, harness.api().post('/rest/api/game-rewards/refresher').query({ gameId }))
      .expect(200);
    // Weeks 2, 3 and 4 of the week track for Ann, answered as her rewards, newest week first.
    expect(body.rewards.map((reward: { week: number; type: string }) => reward.type)).toEqual([
      'BOOSTER_PACK',
      'BOOSTER_PACK',
      'BOOSTER_PACK',
    ]);
    const entry = await RewardHistory.findOne({ gameId, playerId: bob }).lean();
    expect(entry).toMatchObject({ action: 'GRANTED', byUserId: users.ann.id, byName: 'ann' });
  });
});
