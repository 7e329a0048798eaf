import type { BanlistConfig } from '@progression/contracts';

/** A week of a game's plan, as far as the banlist choice needs it. */
export interface PlanWeekDates {
  weekSets: ReadonlyArray<{ sets: ReadonlyArray<{ releaseDate: Date }> }>;
}

/**
 * The date whose base-list version applies to a week (DESIGN.md section 7): the release date of the
 * earliest (EARLIEST_PACK) or latest (LATEST_PACK) set in the week's pools; none for NO_BANS or a week
 * without sets.
 */
export function banlistDateOfWeek(config: BanlistConfig, week: PlanWeekDates | undefined): Date | undefined {
  if (config.banlistBehaviour === 'NO_BANS' || !week) return undefined;
  const times = week.weekSets.flatMap((weekSet) => weekSet.sets.map((set) => set.releaseDate.getTime()));
  if (times.length === 0) return undefined;
  return new Date(
    config.banlistSelectionBehaviour === 'EARLIEST_PACK' ? Math.min(...times) : Math.max(...times),
  );
}
