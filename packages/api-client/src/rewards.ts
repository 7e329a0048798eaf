import { rewardConfigResponse, type RewardConfig, type RewardConfigPayload } from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

/** The rewards service through the gateway: every reply parsed with its contracts schema. */
export const rewards = {
  /** The game's three reward tracks (the documented default until the admin saves one). */
  config: (gameId: string, signal?: AbortSignal): Promise<RewardConfig> =>
    api.get(`/rest/api/progression-game/${segment(gameId)}/reward-config`, {
      parse: rewardConfigResponse.parse,
      signal,
    }),

  /** The game's admin replaces the tracks. */
  saveConfig: (gameId: string, payload: RewardConfigPayload): Promise<RewardConfig> =>
    api.put(`/rest/api/progression-game/${segment(gameId)}/reward-config`, payload, {
      parse: rewardConfigResponse.parse,
    }),
};
