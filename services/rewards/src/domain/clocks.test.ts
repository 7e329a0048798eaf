import type { RewardConfig } from '@progression/contracts';
import { clockFiresAt, dueGrants, nextReward } from './clocks';
import { defaultRewardConfig } from './default-config';

const config: RewardConfig = {
  gameId: 'g',
  weekTrack: {
    id: 'week',
    clocks: [
      { type: 'BOOSTER_PACK', startingFrom: 1, every: 1, quantity: 1 },
      { type: 'REWARD_PACK', startingFrom: 4, every: 0, quantity: 2 },
    ],
  },
  winTrack: {
    id: 'wins',
    clocks: [
      { type: 'BOOSTER_PACK', startingFrom: 2, every: 2, quantity: 1 },
      { type: 'WILDCARD', startingFrom: 3, every: 0, quantity: 1 },
    ],
  },
  lossTrack: { id: 'losses', clocks: [{ type: 'COMMON_WILDCARD', startingFrom: 1, every: 3, quantity: 1 }] },
};

/** Evaluates the three tracks at a week start, as the service does, recording the granted keys. */
function weekStart(week: number, wins: number, losses: number, granted: Set<string>): string[] {
  const due = [
    ...dueGrants(config.weekTrack, week, granted),
    ...dueGrants(config.winTrack, wins, granted),
    ...dueGrants(config.lossTrack, losses, granted),
  ];
  for (const grant of due) granted.add(grant.key);
  return due.map((grant) => `${grant.trackId}@${grant.counter}:${grant.type}x${grant.quantity}`);
}

describe('reward clocks over 8 weeks of results', () => {
  it('grants exactly what the clocks say, once per counter value', () => {
    const granted = new Set<string>();
    // Week 1: no results yet.
    expect(weekStart(1, 0, 0, granted)).toEqual(['week@1:BOOSTER_PACKx1']);
    // Week 1 results: a win and a loss (1-1).
    expect(weekStart(2, 1, 1, granted)).toEqual(['week@2:BOOSTER_PACKx1', 'losses@1:COMMON_WILDCARDx1']);
    // Week 2: a win (2-1).
    expect(weekStart(3, 2, 1, granted)).toEqual(['week@3:BOOSTER_PACKx1', 'wins@2:BOOSTER_PACKx1']);
    // Week 3: a win (3-1).
    expect(weekStart(4, 3, 1, granted)).toEqual([
      'week@4:BOOSTER_PACKx1',
      'week@4:REWARD_PACKx2',
      'wins@3:WILDCARDx1',
    ]);
    // Week 4: the third win is reset (2-1), then a loss (2-2): lowering takes nothing back.
    expect(weekStart(5, 2, 2, granted)).toEqual(['week@5:BOOSTER_PACKx1']);
    // Week 5: the reset win is set again and another win (4-2): the third win does not grant twice.
    expect(weekStart(6, 4, 2, granted)).toEqual(['week@6:BOOSTER_PACKx1', 'wins@4:BOOSTER_PACKx1']);
    // Week 6: two losses (4-4).
    expect(weekStart(7, 4, 4, granted)).toEqual(['week@7:BOOSTER_PACKx1', 'losses@4:COMMON_WILDCARDx1']);
    // Week 7: a win and a loss (5-5).
    expect(weekStart(8, 5, 5, granted)).toEqual(['week@8:BOOSTER_PACKx1']);
    // A refresh with nothing new grants nothing.
    expect(weekStart(8, 5, 5, granted)).toEqual([]);
  });

  it('a clock with every 0 fires once; quantity 0 never fires', () => {
    const once = { type: 'WILDCARD' as const, startingFrom: 3, every: 0, quantity: 1 };
    expect([1, 2, 3, 4, 6].map((n) => clockFiresAt(once, n))).toEqual([false, false, true, false, false]);
    expect(clockFiresAt({ ...once, quantity: 0 }, 3)).toBe(false);
  });

  it('names the nearest next reward and how far it is', () => {
    expect(nextReward(config.winTrack, 0)).toEqual({ remaining: 2, type: 'BOOSTER_PACK', quantity: 1 });
    expect(nextReward(config.winTrack, 2)).toEqual({ remaining: 1, type: 'WILDCARD', quantity: 1 });
    expect(nextReward(config.winTrack, 3)).toEqual({ remaining: 1, type: 'BOOSTER_PACK', quantity: 1 });
    expect(nextReward({ id: 't', clocks: [] }, 3)).toBeNull();
  });

  it('the default config gives a weekly booster from week 2 and win and loss clocks', () => {
    let n = 0;
    const fallback = defaultRewardConfig('g', () => `t${++n}`);
    expect(dueGrants(fallback.weekTrack, 1, new Set())).toEqual([]);
    expect(dueGrants(fallback.winTrack, 3, new Set()).map((g) => g.type)).toEqual(['REWARD_PACK']);
    expect(dueGrants(fallback.lossTrack, 4, new Set()).map((g) => g.type)).toEqual([
      'BOOSTER_PACK',
      'BOOSTER_PACK',
      'COMMON_WILDCARD',
    ]);
  });
});
