import {
  messages,
  rewardTypeNames,
  type GameReward,
  type RewardTrackKind,
  type RewardTrackProgress,
} from '@progression/contracts';

const units: Record<RewardTrackKind, 'week' | 'win' | 'loss'> = { WEEK: 'week', WIN: 'win', LOSS: 'loss' };

/**
 * What a track has in store, nearest first: each reward earned but not granted yet ("A Booster pack comes
 * when the next week starts"), then "2 more wins to a Booster pack" or that the track grants nothing more.
 */
export function trackProgressTexts(track: RewardTrackProgress): string[] {
  const earned = track.earned.map((reward) => messages.rewards.earnedReward(rewardTypeNames[reward.type]));
  const next = track.next
    ? messages.rewards.nextReward(track.next.remaining, units[track.kind], rewardTypeNames[track.next.type])
    : messages.rewards.noNextReward;
  return [...earned, next];
}

/** "Booster pack x 2" */
export const rewardLabel = (reward: GameReward) => `${rewardTypeNames[reward.type]} x ${reward.quantity}`;

export const trackKindOrder: readonly RewardTrackKind[] = ['WEEK', 'WIN', 'LOSS'];

/** The rewards under each track kind (Weekly, Wins, Losses), newest week first. */
export function rewardsByKind(
  rewards: readonly GameReward[],
  tracks: readonly RewardTrackProgress[],
): Record<RewardTrackKind, GameReward[]> {
  const kindOf = new Map(tracks.map((track) => [track.id, track.kind]));
  const lists: Record<RewardTrackKind, GameReward[]> = { WEEK: [], WIN: [], LOSS: [] };
  for (const reward of rewards) {
    const kind = kindOf.get(reward.trackId);
    if (kind) lists[kind].push(reward);
  }
  for (const kind of trackKindOrder) lists[kind].sort((a, b) => b.week - a.week);
  return lists;
}

/** The claim page of a reward (mf-drafts); a claimed reward opens its review there. */
export const rewardClaimPath = (reward: GameReward) =>
  `/games/game/${encodeURIComponent(reward.gameId)}/rewards/${encodeURIComponent(reward.id)}`;
