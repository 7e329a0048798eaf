import type { RewardConfig } from '@progression/contracts';

/**
 * The default a new game gets, what a typical league keeps: a booster pack every week from week 2
 * (week 1 is the opening draft), a reward pack every 3 wins, a wildcard every 5 wins, and a
 * catch-up booster pack every 2 losses with a common wildcard every 4 losses.
 */
export function defaultRewardConfig(gameId: string, newId: () => string): RewardConfig {
  return {
    gameId,
    weekTrack: { id: newId(), clocks: [{ type: 'BOOSTER_PACK', startingFrom: 2, every: 1, quantity: 1 }] },
    winTrack: {
      id: newId(),
      clocks: [
        { type: 'REWARD_PACK', startingFrom: 3, every: 3, quantity: 1 },
        { type: 'WILDCARD', startingFrom: 5, every: 5, quantity: 1 },
      ],
    },
    lossTrack: {
      id: newId(),
      clocks: [
        { type: 'BOOSTER_PACK', startingFrom: 2, every: 2, quantity: 1 },
        { type: 'COMMON_WILDCARD', startingFrom: 4, every: 4, quantity: 1 },
      ],
    },
  };
}
