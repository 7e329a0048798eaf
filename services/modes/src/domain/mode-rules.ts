import { messages, type SaveModePayload } from '@progression/contracts';

/** A broken rule: the message the user sees and the field it is about. */
export interface RuleBreach {
  message: string;
  field: string;
}

/**
 * The rules of a saved mode that its schema cannot see alone (pool names unique, banlist config complete
 * and numbers >= 0 are the schema's): weeks numbered 1..n, and every pool a draft step or a week names
 * exists on the mode. Returns the first broken rule.
 */
export function firstBrokenRule(mode: SaveModePayload): RuleBreach | undefined {
  const pools = new Set(mode.cardPools.map((pool) => pool.name));
  for (const [index, week] of mode.weeks.entries()) {
    if (week.week !== index + 1)
      return { message: messages.modes.weeksOutOfOrder, field: `weeks.${index}.week` };
    for (const [setIndex, weekSet] of week.weekSets.entries()) {
      if (!pools.has(weekSet.pool))
        return {
          message: messages.modes.unknownPool(weekSet.pool),
          field: `weeks.${index}.weekSets.${setIndex}.pool`,
        };
    }
  }
  for (const [index, step] of mode.draftConfig.steps.entries()) {
    if (!pools.has(step.pool))
      return { message: messages.modes.unknownPool(step.pool), field: `draftConfig.steps.${index}.pool` };
  }
  return undefined;
}

/** Every set id a mode's weeks name, once each, in order of first appearance. */
export function setIdsOf(mode: Pick<SaveModePayload, 'weeks'>): string[] {
  return [...new Set(mode.weeks.flatMap((week) => week.weekSets.flatMap((weekSet) => weekSet.setIds)))];
}
