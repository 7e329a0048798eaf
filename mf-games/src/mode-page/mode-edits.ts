import {
  defaultDraftStep,
  isDuplicatePoolName,
  messages,
  type CardPool,
  type CardSet,
  type DraftStep,
  type ProgressionMode,
} from '@progression/contracts';

/** Changes to a mode being edited; each returns a new mode and leaves the given one as it was. */

/** A new pool named "Pool n" (the first free n), of type STANDARD. */
export function addPool(mode: ProgressionMode): ProgressionMode {
  let n = mode.cardPools.length + 1;
  while (isDuplicatePoolName(mode.cardPools, `Pool ${n}`)) n += 1;
  return { ...mode, cardPools: [...mode.cardPools, { name: `Pool ${n}`, type: 'STANDARD' }] };
}

/** Renames a pool everywhere it is used (weeks and draft steps). */
export function renamePool(mode: ProgressionMode, index: number, name: string): ProgressionMode {
  const previous = mode.cardPools[index].name;
  const rename = (pool: string) => (pool === previous ? name : pool);
  return {
    ...mode,
    cardPools: mode.cardPools.map((pool, i) => (i === index ? { ...pool, name } : pool)),
    weeks: mode.weeks.map((week) => ({
      ...week,
      weekSets: week.weekSets.map((weekSet) => ({ ...weekSet, pool: rename(weekSet.pool) })),
    })),
    draftConfig: {
      steps: mode.draftConfig.steps.map((step) => ({ ...step, pool: rename(step.pool) })),
    },
  };
}

export function setPoolType(mode: ProgressionMode, index: number, type: CardPool['type']): ProgressionMode {
  return { ...mode, cardPools: mode.cardPools.map((pool, i) => (i === index ? { ...pool, type } : pool)) };
}

/** The message for a pool name that cannot be kept, if any. */
export function poolNameError(mode: ProgressionMode, index: number): string | undefined {
  const name = mode.cardPools[index].name;
  if (!name.trim()) return messages.auth.required;
  return isDuplicatePoolName(mode.cardPools, name, index) ? messages.modes.duplicatePoolName : undefined;
}

/** A week after the last, with the first pool and no sets yet. */
export function addWeek(mode: ProgressionMode): ProgressionMode {
  const pool = mode.cardPools[0]?.name;
  const week = { week: mode.weeks.length + 1, weekSets: pool ? [{ pool, sets: [] }] : [] };
  return { ...mode, weeks: [...mode.weeks, week] };
}

/** Removes a week; the weeks after it move up so they stay numbered 1, 2, 3... */
export function removeWeek(mode: ProgressionMode, week: number): ProgressionMode {
  return {
    ...mode,
    weeks: mode.weeks.filter((w) => w.week !== week).map((w, index) => ({ ...w, week: index + 1 })),
  };
}

/** Adds a pool's row to a week: the first pool the week does not use yet. */
export function addWeekSet(mode: ProgressionMode, week: number): ProgressionMode {
  return mapWeek(mode, week, (weekSets) => {
    const unused = mode.cardPools.find((pool) => !weekSets.some((weekSet) => weekSet.pool === pool.name));
    return unused ? [...weekSets, { pool: unused.name, sets: [] }] : weekSets;
  });
}

export function removeWeekSet(mode: ProgressionMode, week: number, index: number): ProgressionMode {
  return mapWeek(mode, week, (weekSets) => weekSets.filter((_, i) => i !== index));
}

export function setWeekSetPool(
  mode: ProgressionMode,
  week: number,
  index: number,
  pool: string,
): ProgressionMode {
  return mapWeek(mode, week, (weekSets) => weekSets.map((ws, i) => (i === index ? { ...ws, pool } : ws)));
}

export function setWeekSetSets(
  mode: ProgressionMode,
  week: number,
  index: number,
  sets: CardSet[],
): ProgressionMode {
  return mapWeek(mode, week, (weekSets) => weekSets.map((ws, i) => (i === index ? { ...ws, sets } : ws)));
}

function mapWeek(
  mode: ProgressionMode,
  week: number,
  change: (
    weekSets: ProgressionMode['weeks'][number]['weekSets'],
  ) => ProgressionMode['weeks'][number]['weekSets'],
): ProgressionMode {
  return {
    ...mode,
    weeks: mode.weeks.map((w) => (w.week === week ? { ...w, weekSets: change(w.weekSets) } : w)),
  };
}

/** A draft step with the defaults (12 packs, EVENLY_DISTRIBUTED, FIXED, first pool). */
export function addDraftStep(mode: ProgressionMode): ProgressionMode {
  const step: DraftStep = { ...defaultDraftStep, pool: mode.cardPools[0]?.name ?? '' };
  return { ...mode, draftConfig: { steps: [...mode.draftConfig.steps, step] } };
}

export function updateDraftStep(
  mode: ProgressionMode,
  index: number,
  change: Partial<DraftStep>,
): ProgressionMode {
  return {
    ...mode,
    draftConfig: {
      steps: mode.draftConfig.steps.map((step, i) => (i === index ? { ...step, ...change } : step)),
    },
  };
}

export function removeDraftStep(mode: ProgressionMode, index: number): ProgressionMode {
  return { ...mode, draftConfig: { steps: mode.draftConfig.steps.filter((_, i) => i !== index) } };
}

/** The first rule the mode breaks before it can be saved (the server checks them all again). */
export function firstSaveError(mode: ProgressionMode): string | undefined {
  if (!mode.name.trim()) return messages.auth.required;
  for (let index = 0; index < mode.cardPools.length; index += 1) {
    const error = poolNameError(mode, index);
    if (error) return error;
  }
  const { banlistTemplate, banlistSelectionBehaviour } = mode.banlistConfig;
  if (!banlistTemplate) return messages.modes.selectBaseBanlist;
  if (!banlistSelectionBehaviour) return messages.modes.selectVersionSelectionBehaviour;
  return undefined;
}
