import { z } from 'zod';
import {
  boosterDraftLimits,
  draftTableStatus,
  draftTableView,
  tablePick,
  tableSeat,
  draftPack,
  draftPackStatus,
  draftStage,
  equivalentRarity,
  packDraft,
  packDraftStatus,
  packPreview,
  packSelection,
  setCard,
} from '../entities';
import { messages } from '../messages';
import { count, id, queryList } from '../primitives';

/** Bounds of a pick request. */
export const boosterDraftTableLimits = {
  /** No table has more picks per seat than this (rounds x pack size); larger numbers are refused. */
  maxPickNumber: 10_000,
} as const;

/** Path parameters of /rest/api/pack-draft/{id}/stage/{stage}... */
export const draftStageParams = z.object({ id, stage: z.coerce.number().int().min(1) });
export type DraftStageParams = z.infer<typeof draftStageParams>;

/** POST /rest/api/pack-draft/{id}/stage/{stage}: fills a stage; SHOP stages send the player's selections. */
export const fillStagePayload = z.object({ selections: z.array(packSelection).optional() });
export type FillStagePayload = z.infer<typeof fillStagePayload>;
export const fillStageResponse = draftStage;

/** GET /rest/api/pack-draft?gameId=: the caller's drafts (all of a game when gameId is given). */
export const packDraftsQuery = z.object({ gameId: id.optional() });
export type PackDraftsQuery = z.infer<typeof packDraftsQuery>;
export const packDraftsResponse = z.object({ drafts: z.array(packDraft) });
export type PackDraftsResponse = z.infer<typeof packDraftsResponse>;

/** GET /rest/api/pack-draft/{id} */
export const packDraftResponse = packDraft;

/** GET /rest/api/pack-draft/{id}/stage/{stage}/preview */
export const packPreviewResponse = packPreview;

/**
 * GET /rest/api/pack-draft/{id}/stage/{stage}/results and GET /rest/api/pack-draft/{id}/results: stage by
 * stage, the cards of the opened packs and a booster stage's picks of the player (in pick order).
 */
export const draftResultsResponse = z.object({ cards: z.array(setCard) });
export type DraftResultsResponse = z.infer<typeof draftResultsResponse>;

/** PUT /rest/api/pack-draft/{id}/status */
export const packDraftStatusPayload = z.object({ status: packDraftStatus });
export type PackDraftStatusPayload = z.infer<typeof packDraftStatusPayload>;

/** PUT /rest/api/pack-draft/draft-pack/status?packs=..&packs=.. or ?packDraftStage={stageId}. */
export const draftPackStatusQuery = z
  .object({ packs: queryList(id).optional(), packDraftStage: id.optional() })
  .refine((query) => Boolean(query.packs?.length) !== Boolean(query.packDraftStage), {
    message: 'Name either packs or packDraftStage',
  });
export type DraftPackStatusQuery = z.infer<typeof draftPackStatusQuery>;
export const draftPackStatusPayload = z.object({ status: draftPackStatus });
export type DraftPackStatusPayload = z.infer<typeof draftPackStatusPayload>;
export const draftPackStatusResponse = z.object({ packs: z.array(draftPack) });
export type DraftPackStatusResponse = z.infer<typeof draftPackStatusResponse>;

/** GET /rest/api/pack-draft/statistics?gameId= (any player of the game): the league's pulls per rarity. */
export const pullStatisticsQuery = z.object({ gameId: id });
export type PullStatisticsQuery = z.infer<typeof pullStatisticsQuery>;
/** One rarity's pulls over the game's opened packs, and how many the published odds predict. */
export const rarityPulls = z.object({ rarity: equivalentRarity, pulled: count, expected: z.number().min(0) });
export type RarityPulls = z.infer<typeof rarityPulls>;
export const pullStatisticsResponse = z.object({ gameId: id, packs: count, rarities: z.array(rarityPulls) });
export type PullStatisticsResponse = z.infer<typeof pullStatisticsResponse>;

/** GET /rest/api/pack-draft/admin?gameId= (the game's admin only): every player's drafts of the game. */
export const draftAdminQuery = z.object({ gameId: id });
export type DraftAdminQuery = z.infer<typeof draftAdminQuery>;
export const draftAdminResponse = z.object({ drafts: z.array(packDraft) });
export type DraftAdminResponse = z.infer<typeof draftAdminResponse>;

/**
 * GET /rest/api/pack-draft/{id}/audit (the draft's owner or the game's admin): every filled pack rolled
 * again from its stored seed and layout, and whether the stored cards are what the seed gives.
 */
export const packAudit = z.object({
  packId: id,
  stage: z.number().int().min(1),
  setId: id,
  seed: z.number().int().min(0),
  layoutName: z.string(),
  status: draftPackStatus,
  storedSetCardIds: z.array(id),
  rolledSetCardIds: z.array(id),
  matches: z.boolean(),
});
export type PackAudit = z.infer<typeof packAudit>;
export const draftAuditResponse = z.object({ draftId: id, packs: z.array(packAudit), allMatch: z.boolean() });
export type DraftAuditResponse = z.infer<typeof draftAuditResponse>;

/**
 * POST /rest/api/pack-draft/{id}/table/pick: the player's pick `pickNumber` (the view's `pickNumber`) of the
 * card `cardId` (a card's `id` in the pack in front of them). Idempotent per pick number: sending the same
 * pick again answers the table; another card for a pick already made is refused.
 */
export const tablePickPayload = z.object({
  pickNumber: z.number().int().min(1).max(boosterDraftTableLimits.maxPickNumber),
  cardId: id,
});
export type TablePickPayload = z.infer<typeof tablePickPayload>;
/** The table after the pick (the next pack when it is already there). */
export const tablePickResponse = draftTableView;

/**
 * GET /rest/api/pack-draft/{id}/table/log: every pick in the order made, who made it and how. The table's
 * players read it once the table is complete; the game's admin at any time.
 */
export const tableLogResponse = z.object({
  tableId: id,
  status: draftTableStatus,
  seats: z.array(tableSeat),
  picks: z.array(tablePick),
});
export type TableLogResponse = z.infer<typeof tableLogResponse>;

/** Path parameters of POST /rest/api/pack-draft/{id}/table/seats/{seat}/bot (the game's admin). */
export const tableSeatParams = z.object({ id, seat: z.coerce.number().int().min(0).max(1000) });
export type TableSeatParams = z.infer<typeof tableSeatParams>;

/**
 * POST /rest/api/pack-draft/{id}/table/deadline (the game's admin): gives the seat picking now `seconds`
 * more for its current pick.
 */
export const extendDeadlinePayload = z.object({
  seat: z.number().int().min(0).max(1000),
  seconds: z
    .number()
    .int()
    .min(boosterDraftLimits.minPickSeconds, { error: messages.boosterDraft.extensionOutOfRange })
    .max(boosterDraftLimits.maxPickSeconds, { error: messages.boosterDraft.extensionOutOfRange }),
});
export type ExtendDeadlinePayload = z.infer<typeof extendDeadlinePayload>;

/** Admin actions on a table (pause, resume, extend, replace by a bot) answer the table as the admin sees it. */
export const tableAdminResponse = draftTableView;
