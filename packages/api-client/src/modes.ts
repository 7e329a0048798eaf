import {
  modesResponse,
  newModeResponse,
  packDraft,
  progressionMode,
  type PackDraft,
  type ProgressionMode,
  type SaveModePayload,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

const base = '/rest/api/progression-mode';

/**
 * The save shape of spec section 7: weeks reduced to set ids, `created` sent empty, and the version the
 * edit started from, so a save over a newer one is refused rather than replacing it.
 */
export function toSavePayload(mode: ProgressionMode): SaveModePayload {
  return {
    id: mode.id,
    version: mode.version,
    name: mode.name,
    created: '',
    weeks: mode.weeks.map((week) => ({
      week: week.week,
      weekSets: week.weekSets.map((weekSet) => ({
        pool: weekSet.pool,
        setIds: weekSet.sets.map((set) => set.id),
      })),
    })),
    cardPools: mode.cardPools,
    draftConfig: mode.draftConfig,
    banlistConfig: mode.banlistConfig,
  };
}

/** The modes service through the gateway: every reply parsed with its contracts schema. */
export const modes = {
  /** The caller's modes. */
  list: async (signal?: AbortSignal): Promise<ProgressionMode[]> =>
    (await api.get(base, { parse: modesResponse.parse, signal })).modes,

  get: (modeId: string, signal?: AbortSignal): Promise<ProgressionMode> =>
    api.get(`${base}/${segment(modeId)}`, { parse: progressionMode.parse, signal }),

  /** Creates a mode with the defaults. */
  create: (): Promise<ProgressionMode> =>
    api.post(`${base}/new`, undefined, { parse: newModeResponse.parse }),

  /** Saves a mode; a save over a version changed elsewhere since is refused with 409. */
  save: (mode: ProgressionMode): Promise<ProgressionMode> =>
    api.put(`${base}/${segment(mode.id)}`, toSavePayload(mode), { parse: progressionMode.parse }),

  /** A demo draft of one week of a mode (no game, no player), to try its drafts. */
  demoDraft: (modeId: string, week: number): Promise<PackDraft> =>
    api.post(`${base}/${segment(modeId)}/week/${segment(week)}/demo-draft`, undefined, {
      parse: packDraft.parse,
    }),
};
