import type { RewardTrackProgress } from '@progression/contracts';
import { Reward } from '../../models/reward';
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

async function lossTrackOfEve(): Promise<RewardTrackProgress> {
  const { body } = await harness
    .as(users.eve, harness.api().get('/rest/api/game-reward/tracks').query({ gameId }))
    .expect(200);
  return (body.tracks as RewardTrackProgress[]).find((track) => track.kind === 'LOSS')!;
}

describe('GET game-reward/tracks', () => {
  it('names a reward the counter reached but no week start granted yet, apart from the next one', async () => {
    // Eve loses twice in week 2: the loss track's Booster pack at 2 is earned, granted at the next week start.
    for (const match of ['64f000000000000000000021', '64f000000000000000000022'])
      await harness.publish(harness.result(match, bob, eve, bob, null));
    await eventually(
      'the handler',
      async () => (await Standing.findById(standingId(gameId, eve)).lean())?.losses === 2,
    );

    const before = await lossTrackOfEve();
    expect(before.counter).toBe(2);
    expect(before.earned).toEqual([{ type: 'BOOSTER_PACK', quantity: 1, at: 2 }]);
    expect(before.next).toEqual({ type: 'BOOSTER_PACK', quantity: 1, at: 4, remaining: 2 });

    harness.state.activeWeek = 3;
    await harness.publish(await harness.weekStarted(3, [ann, bob, eve]));
    await eventually(
      'the handler',
      async () => (await Reward.countDocuments({ gameId, playerId: eve, trackKind: 'LOSS' })) === 1,
    );
    expect((await lossTrackOfEve()).earned).toEqual([]);
  });
});
