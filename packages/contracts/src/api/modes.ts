import { z } from 'zod';
import { modeLimits } from '../constants';
import {
  banlistConfig,
  cardPool,
  draftStep,
  maxPackRule,
  progressionMode,
  uniquePoolNames,
} from '../entities';
import { messages } from '../messages';
import { count, displayName, id } from '../primitives';

const text = messages.modes;

/** GET /rest/api/progression-mode */
export const modesResponse = z.object({ modes: z.array(progressionMode) });
export type ModesResponse = z.infer<typeof modesResponse>;

/** POST /rest/api/progression-mode/new (no body) answers the new mode. */
export const newModeResponse = progressionMode;

/** A pool's name, and every reference to it (weeks, draft steps), trimmed the same way. */
const poolName = displayName(modeLimits.name);

const setId = id.max(modeLimits.setId, { error: text.setIdTooLong });

/** One pool's sets in one week, as ids; a set named twice is kept once. */
export const weekSetSave = z.object({
  pool: poolName,
  setIds: z
    .array(setId)
    .max(modeLimits.setsPerWeekPool, { error: text.tooManySetsInWeek(modeLimits.setsPerWeekPool) })
    .transform((ids) => [...new Set(ids)]),
});

/** A week as saved: each pool's sets reduced to their ids. */
export const modeWeekSave = z.object({
  week: z.number().int().min(1),
  weekSets: z.array(weekSetSave).max(modeLimits.pools, { error: text.tooManyPools(modeLimits.pools) }),
});
export type ModeWeekSave = z.infer<typeof modeWeekSave>;

/** A draft step as saved, with its pack counts and shop limits bounded. */
export const draftStepSave = draftStep.extend({
  numPacks: z
    .number()
    .int()
    .min(1)
    .max(modeLimits.packsPerStep, { error: text.tooManyPacks(modeLimits.packsPerStep) }),
  pool: poolName,
  maxPackRules: z
    .array(
      maxPackRule.extend({
        max: count.max(modeLimits.packsPerShopRule, {
          error: text.shopLimitTooHigh(modeLimits.packsPerShopRule),
        }),
      }),
    )
    .max(modeLimits.shopRulesPerStep, { error: text.tooManyShopRules(modeLimits.shopRulesPerStep) })
    .optional(),
});

/** The pools as saved: named, bounded in number, names unique. */
export const cardPoolsSave = z
  .array(cardPool.extend({ name: poolName }))
  .max(modeLimits.pools, { error: text.tooManyPools(modeLimits.pools) })
  .superRefine(uniquePoolNames);

/** Set ids over all weeks and pools, once per week and pool (the count a mode stores sets for). */
const setReferences = (weeks: ReadonlyArray<z.output<typeof modeWeekSave>>) =>
  weeks.reduce(
    (total, week) => total + week.weekSets.reduce((sum, weekSet) => sum + weekSet.setIds.length, 0),
    0,
  );

/**
 * PUT /rest/api/progression-mode/{id}: the mode with weeks reduced to set ids and `created` sent empty.
 * Sizes are bounded by `modeLimits` (each breach a field error). `version`, when sent, is the version the
 * edit started from: a save over a newer one is refused with 409 instead of replacing it.
 */
export const saveModePayload = z
  .object({
    id: id.optional(),
    version: count.optional(),
    name: displayName(modeLimits.name),
    created: z.union([z.literal(''), z.null()]).optional(),
    weeks: z.array(modeWeekSave).max(modeLimits.weeks, { error: text.tooManyWeeks(modeLimits.weeks) }),
    cardPools: cardPoolsSave,
    draftConfig: z.object({
      steps: z.array(draftStepSave).max(modeLimits.steps, { error: text.tooManySteps(modeLimits.steps) }),
    }),
    banlistConfig,
  })
  .superRefine((mode, context) => {
    if (setReferences(mode.weeks) > modeLimits.setsPerMode)
      context.addIssue({
        code: 'custom',
        message: text.tooManySetsInMode(modeLimits.setsPerMode),
        path: ['weeks'],
      });
  });
export type SaveModePayload = z.infer<typeof saveModePayload>;

/** Path parameters of POST /rest/api/progression-mode/{id}/week/{week}/demo-draft, which answers a pack draft. */
export const demoDraftParams = z.object({ id, week: z.coerce.number().int().min(1) });
export type DemoDraftParams = z.infer<typeof demoDraftParams>;
