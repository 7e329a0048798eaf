import { rewardTracksResponse, type RewardTrackProgress } from '@progression/contracts';
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

describe('GET game-reward/tracks with no game', () => {
  it('answers the documented default tracks at counter 0, as a new game has them', async () => {
    const { body } = await harness
      .as(users.eve, harness.api().get('/rest/api/game-reward/tracks'))
      .expect(200);
    const { tracks } = rewardTracksResponse.parse(body);
    expect(
      tracks.map(({ kind, counter, clocks, earned, next }) => ({ kind, counter, clocks, earned, next })),
    ).toEqual([
      {
        kind: 'WEEK',
        counter: 0,
        clocks: [{ type: 'BOOSTER_PACK', startingFrom: 2, every: 1, quantity: 1 }],
        earned: [],
        next: { type: 'BOOSTER_PACK', quantity: 1, at: 2, remaining: 2 },
      },
      {
        kind: 'WIN',
        counter: 0,
        clocks: [
          { type: 'REWARD_PACK', startingFrom: 3, every: 3, quantity: 1 },
          { type: 'WILDCARD', startingFrom: 5, every: 5, quantity: 1 },
        ],
        earned: [],
        next: { type: 'REWARD_PACK', quantity: 1, at: 3, remaining: 3 },
      },
      {
        kind: 'LOSS',
        counter: 0,
        clocks: [
          { type: 'BOOSTER_PACK', startingFrom: 2, every: 2, quantity: 1 },
          { type: 'COMMON_WILDCARD', startingFrom: 4, every: 4, quantity: 1 },
        ],
        earned: [],
        next: { type: 'BOOSTER_PACK', quantity: 1, at: 2, remaining: 2 },
      },
    ]);
    // The same every time (derived ids), and the same clocks a game without its own config has.
    const again = await harness.as(users.bob, harness.api().get('/rest/api/game-reward/tracks')).expect(200);
    expect(again.body).toEqual(body);
    const ofGame = await harness
      .as(users.eve, harness.api().get('/rest/api/game-reward/tracks').query({ gameId }))
      .expect(200);
    expect(ofGame.body.tracks.map((track: RewardTrackProgress) => track.clocks)).toEqual(
      tracks.map((track) => track.clocks),
    );
  });
});
