import { z } from 'zod';
import { banlistConfig, cardPools, draftConfig, progressionMode } from '../entities';
import { id } from '../primitives';

/** GET /rest/api/progression-mode */
export const modesResponse = z.object({ modes: z.array(progressionMode) });
export type ModesResponse = z.infer<typeof modesResponse>;

/** POST /rest/api/progression-mode/new (no body) answers the new mode. */
export const newModeResponse = progressionMode;

/** A week as saved: each pool's sets reduced to their ids. */
export const modeWeekSave = z.object({
  week: z.number().int().min(1),
  weekSets: z.array(z.object({ pool: z.string(), setIds: z.array(id) })),
});
export type ModeWeekSave = z.infer<typeof modeWeekSave>;

/** PUT /rest/api/progression-mode/{id}: the mode with weeks reduced to set ids and `created` sent empty. */
export const saveModePayload = z.object({
  id: id.optional(),
  name: z.string().min(1),
  created: z.union([z.literal(''), z.null()]).optional(),
  weeks: z.array(modeWeekSave),
  cardPools,
  draftConfig,
  banlistConfig,
});
export type SaveModePayload = z.infer<typeof saveModePayload>;

/** Path parameters of POST /rest/api/progression-mode/{id}/week/{week}/demo-draft, which answers a pack draft. */
export const demoDraftParams = z.object({ id, week: z.coerce.number().int().min(1) });
export type DemoDraftParams = z.infer<typeof demoDraftParams>;
