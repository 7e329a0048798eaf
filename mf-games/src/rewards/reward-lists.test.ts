import type { GameReward, RewardTrackProgress } from '@progression/contracts';
import { rewardLabel, rewardsByKind, trackProgressText } from './reward-lists';

const track = (
  kind: RewardTrackProgress['kind'],
  next: RewardTrackProgress['next'],
): RewardTrackProgress => ({
  id: `track-${kind}`,
  kind,
  counter: 1,
  clocks: [],
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
    expect(trackProgressText(track('WIN', { type: 'BOOSTER_PACK', quantity: 1, at: 3, remaining: 2 }))).toBe(
      '2 more wins to a Booster pack',
    );
    expect(trackProgressText(track('WEEK', { type: 'WILDCARD', quantity: 1, at: 2, remaining: 1 }))).toBe(
      '1 more week to a Wildcard',
    );
    expect(trackProgressText(track('LOSS', { type: 'REWARD_PACK', quantity: 1, at: 4, remaining: 3 }))).toBe(
      '3 more losses to a Reward pack',
    );
    expect(trackProgressText(track('LOSS', null))).toBe('No more rewards on this track');
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
