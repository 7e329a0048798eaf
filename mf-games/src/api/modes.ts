import {
  modesResponse,
  newModeResponse,
  progressionMode,
  type ProgressionMode,
  type SaveModePayload,
} from '@progression/contracts';
import { api } from '@progression/platform';

const base = '/rest/api/progression-mode';

/** The caller's modes. */
export async function fetchModes(signal?: AbortSignal): Promise<ProgressionMode[]> {
  return (await api.get(base, { parse: modesResponse.parse, signal })).modes;
}

export function fetchMode(id: string, signal?: AbortSignal): Promise<ProgressionMode> {
  return api.get(`${base}/${encodeURIComponent(id)}`, { parse: progressionMode.parse, signal });
}

/** Creates a mode with the defaults and answers it. */
export function createMode(): Promise<ProgressionMode> {
  return api.post(`${base}/new`, undefined, { parse: newModeResponse.parse });
}

/** The save shape of spec section 7: weeks reduced to set ids, `created` sent empty. */
export function toSavePayload(mode: ProgressionMode): SaveModePayload {
  return {
    id: mode.id,
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

export function saveMode(mode: ProgressionMode): Promise<ProgressionMode> {
  return api.put(`${base}/${encodeURIComponent(mode.id)}`, toSavePayload(mode), {
    parse: progressionMode.parse,
  });
}
