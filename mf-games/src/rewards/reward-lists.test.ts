import type { GameReward, RewardTrackProgress } from '@progression/contracts';
import { rewardLabel, rewardsByKind, trackProgressTexts } from './reward-lists';

const track = (
  kind: RewardTrackProgress['kind'],
  next: RewardTrackProgress['next'],
  earned: RewardTrackProgress['earned'] = [],
): RewardTrackProgress => ({
  id: `track-${kind}`,
  kind,
  counter: 1,
  clocks: [],
  earned,
  next,
});

const reward = (id: string, trackId: string, week: number): GameReward => ({
  id,
  gameId: 'g1',
  playerId: 'p1',
  type: 'BOOSTER_PACK',
  quantity: 2,
  week,
  status: 'UNCLAIMED',
  trackId,
  draftId: `draft-${id}`,
});

describe('reward tracks and lists', () => {
  it('says how far the next reward of each track is', () => {
    expect(
      trackProgressTexts(track('WIN', { type: 'BOOSTER_PACK', quantity: 1, at: 3, remaining: 2 })),
    ).toEqual(['2 more wins to a Booster pack']);
    expect(trackProgressTexts(track('WEEK', { type: 'WILDCARD', quantity: 1, at: 2, remaining: 1 }))).toEqual(
      ['1 more week to a Wildcard'],
    );
    expect(
      trackProgressTexts(track('LOSS', { type: 'REWARD_PACK', quantity: 1, at: 4, remaining: 3 })),
    ).toEqual(['3 more losses to a Reward pack']);
    expect(trackProgressTexts(track('LOSS', null))).toEqual(['No more rewards on this track']);
  });

  it('names a reward earned but not granted yet before the next one: it comes at the next week start', () => {
    // 2 losses on a track granting a Booster pack at 2, then every 2: the one at 2 is not granted yet.
    const losses = track('LOSS', { type: 'BOOSTER_PACK', quantity: 1, at: 4, remaining: 2 }, [
      { type: 'BOOSTER_PACK', quantity: 1, at: 2 },
    ]);
    expect(trackProgressTexts(losses)).toEqual([
      'A Booster pack comes when the next week starts',
      '2 more losses to a Booster pack',
    ]);
    const lastOne = track('WIN', null, [{ type: 'WILDCARD', quantity: 1, at: 5 }]);
    expect(trackProgressTexts(lastOne)).toEqual([
      'A Wildcard comes when the next week starts',
      'No more rewards on this track',
    ]);
  });

  it('reads a reward as type x quantity', () => {
    expect(rewardLabel(reward('r1', 'track-WIN', 1))).toBe('Booster pack x 2');
  });

  it('puts each reward under its track, newest week first, and leaves unknown tracks out', () => {
    const tracks = [track('WEEK', null), track('WIN', null), track('LOSS', null)];
    const lists = rewardsByKind(
      [
        reward('a', 'track-WIN', 1),
        reward('b', 'track-WIN', 3),
        reward('c', 'track-WEEK', 2),
        reward('d', 'x', 1),
      ],
      tracks,
    );
    expect(lists.WIN.map((r) => r.id)).toEqual(['b', 'a']);
    expect(lists.WEEK.map((r) => r.id)).toEqual(['c']);
    expect(lists.LOSS).toEqual([]);
  });
});
