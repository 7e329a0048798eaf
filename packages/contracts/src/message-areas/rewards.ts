/** Rewards and their configuration. */
export const rewardsMessages = {
  rewardReverted: 'Reward reverted',
  rewardDeleted: 'Reward deleted',
  tracksUpdateNotice: 'Reward tracks are only updated when a new week starts',
  noCurrentRewards: 'No current rewards',
  rewardAlreadyClaimed: 'This reward has already been claimed',
  rewardNotClaimed: 'Only a claimed reward can be reverted',
  rewardClaimedCannotDelete: 'Only an unclaimed reward can be deleted',
  /** A track's next reward: "2 more wins to a Booster pack", "1 more week to a Wildcard". */
  nextReward: (remaining: number, unit: 'week' | 'win' | 'loss', reward: string) =>
    `${remaining} more ${unit === 'loss' ? (remaining === 1 ? 'loss' : 'losses') : remaining === 1 ? unit : `${unit}s`} to a ${reward}`,
  noNextReward: 'No more rewards on this track',
  /** A reward the track has reached but not granted yet: week starts grant rewards. */
  earnedReward: (reward: string) => `A ${reward} comes when the next week starts`,
  trackTitles: { WEEK: 'Weekly', WIN: 'Wins', LOSS: 'Losses' },
  leagueActor: 'League',
  packNotInPool: 'This pack is not one this reward can choose',
  cardNotAllowed: 'This card is not one this wildcard can choose',
  rewardsNeedStartedWeek: 'Rewards are granted once the first week has started',
  /** What a reward history entry says changed: the track that granted it, the packs or cards claimed. */
  historyGranted: (track: string, counter: number) => `${track} track reached ${counter}`,
  historyNames: (names: string[]) => names.join(', '),
  historyCard: (name: string, copies: number) => `${copies} x ${name}`,
} as const;
