import type { RewardConfig } from '@progression/contracts';

/** A stored config as the contracts' `rewardConfig`: its three tracks. */
export function presentRewardConfig(stored: {
  gameId: string;
  weekTrack: unknown;
  winTrack: unknown;
  lossTrack: unknown;
}): RewardConfig {
  const { gameId, weekTrack, winTrack, lossTrack } = stored;
  return { gameId, weekTrack, winTrack, lossTrack } as RewardConfig;
}
