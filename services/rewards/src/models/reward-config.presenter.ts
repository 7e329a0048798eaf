import type { RewardConfig, RewardTrack, RewardTrackKind, RewardTrackProgress } from '@progression/contracts';
import { earnedRewards, nextReward } from '../domain/clocks';

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

/**
 * A track as a player sees it: its clocks, the counter, what the counter reached that no week start has
 * granted yet (`grantedKeys` are the player's grants) and the next reward above it.
 */
export function presentTrackProgress(
  kind: RewardTrackKind,
  track: RewardTrack,
  counter: number,
  grantedKeys: ReadonlySet<string>,
): RewardTrackProgress {
  const next = nextReward(track, counter);
  return {
    ...track,
    kind,
    counter,
    earned: earnedRewards(kind, track, counter, grantedKeys),
    next: next && { ...next, at: counter + next.remaining },
  };
}
