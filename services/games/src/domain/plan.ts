import type { ProgressionMode } from '@progression/contracts';

/** The part of a mode a game keeps its own copy of: pools, weeks of sets with release dates, drafts, banlist. */
export function planOfMode(mode: ProgressionMode) {
  return {
    cardPools: mode.cardPools,
    weeks: mode.weeks.map((week) => ({
      week: week.week,
      weekSets: week.weekSets.map((weekSet) => ({
        pool: weekSet.pool,
        sets: weekSet.sets.map((set) => ({
          id: set.id,
          type: set.type,
          setCode: set.setCode,
          setName: set.setName,
          releaseDate: new Date(set.releaseDate),
        })),
      })),
    })),
    draftConfig: mode.draftConfig,
    banlistConfig: mode.banlistConfig,
  };
}
