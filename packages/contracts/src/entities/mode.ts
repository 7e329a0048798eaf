import { z } from 'zod';
import { messages } from '../messages';
import { count, id, isoDate } from '../primitives';
import { banlistFormat } from './banlist';
import { cardSet } from './card-set';
import { draftStep } from './draft';

export const cardPoolTypes = ['STANDARD', 'REWARD'] as const;
export const cardPoolType = z.enum(cardPoolTypes);
export type CardPoolType = z.infer<typeof cardPoolType>;

/** A named pool of sets; STANDARD pools feed weekly drafts and booster rewards, REWARD pools reward packs. */
export const cardPool = z.object({ name: z.string().min(1), type: cardPoolType });
export type CardPool = z.infer<typeof cardPool>;

/** FULL applies the base list; NO_BANS plays without a banlist. */
export const banlistBehaviours = ['FULL', 'NO_BANS'] as const;
export const banlistBehaviour = z.enum(banlistBehaviours);
export type BanlistBehaviour = z.infer<typeof banlistBehaviour>;

/** Which set release date of a week picks the banlist version: the earliest or the latest. */
export const banlistSelectionBehaviours = ['EARLIEST_PACK', 'LATEST_PACK'] as const;
export const banlistSelectionBehaviour = z.enum(banlistSelectionBehaviours);
export type BanlistSelectionBehaviour = z.infer<typeof banlistSelectionBehaviour>;

export const banlistConfig = z.object({
  banlistTemplate: z.enum(banlistFormat.options, { error: messages.modes.selectBaseBanlist }),
  banlistBehaviour,
  banlistSelectionBehaviour: z.enum(banlistSelectionBehaviour.options, {
    error: messages.modes.selectVersionSelectionBehaviour,
  }),
});
export type BanlistConfig = z.infer<typeof banlistConfig>;

export const draftConfig = z.object({ steps: z.array(draftStep) });
export type DraftConfig = z.infer<typeof draftConfig>;

/** The sets of one pool in one week. */
export const weekSet = z.object({ pool: z.string(), sets: z.array(cardSet) });
export type WeekSet = z.infer<typeof weekSet>;

export const modeWeek = z.object({ week: z.number().int().min(1), weekSets: z.array(weekSet) });
export type ModeWeek = z.infer<typeof modeWeek>;

/** Refuses two pools with the same name (case-insensitive) with the spec's message. */
export const uniquePoolNames = (
  pools: ReadonlyArray<{ name: string }>,
  context: z.core.$RefinementCtx<unknown>,
) => {
  const seen = new Set<string>();
  pools.forEach((pool, index) => {
    const key = pool.name.trim().toLowerCase();
    if (seen.has(key))
      context.addIssue({ code: 'custom', message: messages.modes.duplicatePoolName, path: [index] });
    seen.add(key);
  });
};

/** A cardPools list whose names are unique. */
export const cardPools = z.array(cardPool).superRefine(uniquePoolNames);

/** True when `name` would duplicate a pool of `pools` (renaming the pool at `except` excluded). */
export function isDuplicatePoolName(
  pools: ReadonlyArray<{ name: string }>,
  name: string,
  except?: number,
): boolean {
  const key = name.trim().toLowerCase();
  return pools.some((pool, index) => index !== except && pool.name.trim().toLowerCase() === key);
}

/** A progression mode: the template of a game's weeks, pools, drafts and banlist. */
export const progressionMode = z.object({
  id,
  name: z.string().min(1),
  ownerId: id,
  created: isoDate,
  /** Saves so far. A save that sends it back is refused (409) when another save came in between. */
  version: count.optional(),
  weeks: z.array(modeWeek),
  cardPools,
  draftConfig,
  banlistConfig,
});
export type ProgressionMode = z.infer<typeof progressionMode>;
