import {
  gameRewardResponse,
  gameRewardsResponse,
  rewardConfigResponse,
  rewardHistoryResponse,
  rewardPackDraftResponse,
  rewardTracksResponse,
  wildcardCardsResponse,
  wildcardDraftResponse,
  type ClaimPackDraftPayload,
  type ClaimWildcardDraftPayload,
  type CollectionQuery,
  type GameReward,
  type RewardConfig,
  type RewardConfigPayload,
  type RewardHistoryEntry,
  type RewardPackDraft,
  type RewardTrackProgress,
  type WildcardDraft,
  type WildcardWeek,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

const packDrafts = '/rest/api/game-rewards/pack-drafts';
const wildcardDrafts = '/rest/api/game-rewards/wildcard-drafts';
const admin = '/rest/api/admin/game-rewards';

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

  /** The caller's rewards in a game. */
  list: async (gameId: string, signal?: AbortSignal): Promise<GameReward[]> =>
    (await api.get('/rest/api/game-rewards', { query: { gameId }, parse: gameRewardsResponse.parse, signal }))
      .rewards,

  get: (rewardId: string, signal?: AbortSignal): Promise<GameReward> =>
    api.get(`/rest/api/game-rewards/${segment(rewardId)}`, { parse: gameRewardResponse.parse, signal }),

  /** The caller's progress on the week, win and loss tracks. */
  tracks: async (gameId: string, signal?: AbortSignal): Promise<RewardTrackProgress[]> =>
    (
      await api.get('/rest/api/game-reward/tracks', {
        query: { gameId },
        parse: rewardTracksResponse.parse,
        signal,
      })
    ).tracks,

  packDraft: (draftId: string, signal?: AbortSignal): Promise<RewardPackDraft> =>
    api.get(`${packDrafts}/${segment(draftId)}`, { parse: rewardPackDraftResponse.parse, signal }),

  /** The pack pool narrowed by the collection filters. */
  filteredPackDraft: (
    draftId: string,
    query: CollectionQuery,
    signal?: AbortSignal,
  ): Promise<RewardPackDraft> =>
    api.post(`${packDrafts}/${segment(draftId)}/filtered`, query, {
      parse: rewardPackDraftResponse.parse,
      signal,
    }),

  claimPacks: (draftId: string, payload: ClaimPackDraftPayload): Promise<RewardPackDraft> =>
    api.put(`${packDrafts}/${segment(draftId)}`, payload, { parse: rewardPackDraftResponse.parse }),

  wildcardDraft: (draftId: string, signal?: AbortSignal): Promise<WildcardDraft> =>
    api.get(`${wildcardDrafts}/${segment(draftId)}`, { parse: wildcardDraftResponse.parse, signal }),

  /** The cards a wildcard may pick, per week from the reward's week downward. */
  wildcardCards: async (
    draftId: string,
    query: CollectionQuery,
    signal?: AbortSignal,
  ): Promise<WildcardWeek[]> =>
    (
      await api.post(`${wildcardDrafts}/${segment(draftId)}/cards`, query, {
        parse: wildcardCardsResponse.parse,
        signal,
      })
    ).weeks,

  claimCards: (draftId: string, payload: ClaimWildcardDraftPayload): Promise<WildcardDraft> =>
    api.put(`${wildcardDrafts}/${segment(draftId)}`, payload, { parse: wildcardDraftResponse.parse }),

  /** Every player's rewards, for the game's admin. */
  ofEveryPlayer: async (gameId: string, signal?: AbortSignal): Promise<GameReward[]> =>
    (await api.get(admin, { query: { gameId }, parse: gameRewardsResponse.parse, signal })).rewards,

  /** The game's reward history, newest first (one player's when `playerId` is given). */
  history: async (gameId: string, playerId?: string, signal?: AbortSignal): Promise<RewardHistoryEntry[]> =>
    (
      await api.get(`${admin}/history`, {
        query: { gameId, playerId },
        parse: rewardHistoryResponse.parse,
        signal,
      })
    ).entries,

  revert: (rewardId: string): Promise<GameReward> =>
    api.post(`${admin}/${segment(rewardId)}/revert`, {}, { parse: gameRewardResponse.parse }),

  remove: (rewardId: string): Promise<void> => api.delete(`${admin}/${segment(rewardId)}`),
};
