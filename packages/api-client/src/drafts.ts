import {
  bulkDraftResponse,
  draftAdminResponse,
  draftPackStatusResponse,
  draftResultsResponse,
  fillStageResponse,
  packDraftResponse,
  packDraftsResponse,
  packPreviewResponse,
  pullStatisticsResponse,
  type CustomDraftPayload,
  type DraftPack,
  type DraftStage,
  type PackDraft,
  type PackDraftStatus,
  type PackPreview,
  type PackSelection,
  type PullStatisticsResponse,
  type SetCard,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

const base = '/rest/api/pack-draft';

/** The drafts service through the gateway: every reply parsed with its contracts schema. */
export const drafts = {
  /** The caller's drafts: of one game when `gameId` is given, else of every game plus their demo drafts. */
  list: async (gameId: string | undefined, signal?: AbortSignal): Promise<PackDraft[]> =>
    (await api.get(base, { query: { gameId }, parse: packDraftsResponse.parse, signal })).drafts,

  get: (draftId: string, signal?: AbortSignal): Promise<PackDraft> =>
    api.get(`${base}/${segment(draftId)}`, { parse: packDraftResponse.parse, signal }),

  /** What a stage will give before it is filled: packs per set and the shop limits. */
  preview: (draftId: string, stage: number, signal?: AbortSignal): Promise<PackPreview> =>
    api.get(`${base}/${segment(draftId)}/stage/${segment(stage)}/preview`, {
      parse: packPreviewResponse.parse,
      signal,
    }),

  /** Fills the current stage with sealed packs; a SHOP stage sends the player's selections. */
  fillStage: (draftId: string, stage: number, selections?: PackSelection[]): Promise<DraftStage> =>
    api.post(`${base}/${segment(draftId)}/stage/${segment(stage)}`, selections ? { selections } : {}, {
      parse: fillStageResponse.parse,
    }),

  /** The cards drafted in one stage. */
  stageResults: async (draftId: string, stage: number, signal?: AbortSignal): Promise<SetCard[]> =>
    (
      await api.get(`${base}/${segment(draftId)}/stage/${segment(stage)}/results`, {
        parse: draftResultsResponse.parse,
        signal,
      })
    ).cards,

  /** The cards drafted over the whole draft. */
  results: async (draftId: string, signal?: AbortSignal): Promise<SetCard[]> =>
    (await api.get(`${base}/${segment(draftId)}/results`, { parse: draftResultsResponse.parse, signal }))
      .cards,

  setStatus: (draftId: string, status: PackDraftStatus): Promise<PackDraft> =>
    api.put(`${base}/${segment(draftId)}/status`, { status }, { parse: packDraftResponse.parse }),

  /** Opens these packs (SEALED to OPENED; opening an opened pack again changes nothing). */
  openPacks: async (packIds: readonly string[]): Promise<DraftPack[]> =>
    (
      await api.put(
        `${base}/draft-pack/status`,
        { status: 'OPENED' },
        { query: { packs: packIds }, parse: draftPackStatusResponse.parse },
      )
    ).packs,

  /** Opens every pack of a stage in one call. */
  openStage: async (stageId: string): Promise<DraftPack[]> =>
    (
      await api.put(
        `${base}/draft-pack/status`,
        { status: 'OPENED' },
        { query: { packDraftStage: stageId }, parse: draftPackStatusResponse.parse },
      )
    ).packs,

  /** The league's pulls per rarity against what the odds predict (any player of the game). */
  statistics: (gameId: string, signal?: AbortSignal): Promise<PullStatisticsResponse> =>
    api.get(`${base}/statistics`, { query: { gameId }, parse: pullStatisticsResponse.parse, signal }),

  /** Every player's drafts of a game (the game's admin only). */
  ofEveryPlayer: async (gameId: string, signal?: AbortSignal): Promise<PackDraft[]> =>
    (await api.get(`${base}/admin`, { query: { gameId }, parse: draftAdminResponse.parse, signal })).drafts,

  /** A CUSTOM draft of the admin's selection for every player of the game. */
  createCustom: async (gameId: string, payload: CustomDraftPayload): Promise<PackDraft[]> =>
    (
      await api.post(`/rest/api/progression-game/${segment(gameId)}/drafts/bulk`, payload, {
        parse: bulkDraftResponse.parse,
      })
    ).drafts,
};
