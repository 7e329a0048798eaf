import { z } from 'zod';
import {
  draftAdminResponse,
  draftAuditResponse,
  draftPackStatusPayload,
  draftPackStatusQuery,
  draftPackStatusResponse,
  draftResultsResponse,
  draftStageParams,
  extendDeadlinePayload,
  fillStagePayload,
  packDraftsQuery,
  packDraftsResponse,
  packDraftStatusPayload,
  packPreviewResponse,
  pullStatisticsResponse,
  tableAdminResponse,
  tableLogResponse,
  tablePickPayload,
  tablePickResponse,
  tableSeatParams,
} from '../api/drafts';
import { bulkDraftResponse } from '../api/games';
import { demoDraftParams } from '../api/modes';
import { customDraftPayload, draftStage, draftTableView, packDraft, packSelection } from '../entities';
import { objectId } from '../primitives';
import { defineRoute } from './define';

/** At most this many packs of one set in a custom draft. */
export const maxCustomPacks = 100;

const draftParams = z.object({ id: objectId });
const stageParams = draftStageParams.extend({ id: objectId });
const ofGame = z.object({ gameId: objectId });

const openPacks = {
  method: 'PUT',
  summary: 'Open packs, or every pack of a stage',
  description:
    'Name the packs (`packs`, repeated) or a stage (`packDraftStage`), never both; the body is `{"status": "OPENED"}`. Opening an opened pack again changes nothing.',
  token: 'user',
  query: draftPackStatusQuery,
  body: draftPackStatusPayload,
  reply: draftPackStatusResponse,
  refusals: [404],
} as const;

/** Drafts: pack drafts, their stages and packs, custom and demo drafts. */
export const draftsRoutes = {
  listDrafts: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft',
    summary: 'Your pack drafts',
    description: "All of them, or one game's (`gameId`).",
    token: 'user',
    query: packDraftsQuery.extend({ gameId: objectId.optional() }),
    reply: packDraftsResponse,
  }),
  pullStatistics: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/statistics',
    summary: "A game's pulls per rarity against what the odds predict",
    token: 'user',
    query: ofGame,
    reply: pullStatisticsResponse,
    refusals: [404, 502],
  }),
  draftsOfEveryPlayer: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/admin',
    summary: "Every player's drafts of a game (the game's admin)",
    token: 'user',
    query: ofGame,
    reply: draftAdminResponse,
    refusals: [403, 404, 502],
  }),
  openPacks: defineRoute({ ...openPacks, path: '/rest/api/pack-draft/draft-pack/status' }),
  openDraftPacks: defineRoute({
    ...openPacks,
    path: '/rest/api/draft-pack/status',
    summary: 'Open packs, or every pack of a stage (the same as PUT /rest/api/pack-draft/draft-pack/status)',
  }),
  getDraft: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/:id',
    summary: 'One of your drafts with its packs',
    token: 'user',
    params: draftParams,
    reply: packDraft,
    refusals: [404],
  }),
  auditDraft: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/:id/audit',
    summary: 'Every filled pack rolled again from its seed, beside what is stored',
    description: "The draft's owner or the game's admin.",
    token: 'user',
    params: draftParams,
    reply: draftAuditResponse,
    refusals: [404, 502],
  }),
  previewStage: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/:id/stage/:stage/preview',
    summary: 'What a stage will give: packs per set and the shop limits',
    token: 'user',
    params: stageParams,
    reply: packPreviewResponse,
    refusals: [404, 502],
  }),
  fillStage: defineRoute({
    method: 'POST',
    path: '/rest/api/pack-draft/:id/stage/:stage',
    summary: 'Fill a stage of your draft with its packs',
    description:
      'A shop stage sends the chosen packs (`selections`); a stage is filled once, after the one before it.',
    token: 'user',
    params: stageParams,
    body: fillStagePayload,
    reply: draftStage,
    refusals: [404, 409, 502],
  }),
  stageResults: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/:id/stage/:stage/results',
    summary: "The cards one stage gave: its opened packs, or the player's picks at its booster table",
    token: 'user',
    params: stageParams,
    reply: draftResultsResponse,
    refusals: [404],
  }),
  draftResults: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/:id/results',
    summary: 'The cards a draft gave, stage by stage: opened packs and booster table picks',
    token: 'user',
    params: draftParams,
    reply: draftResultsResponse,
    refusals: [404],
  }),
  setDraftStatus: defineRoute({
    method: 'PUT',
    path: '/rest/api/pack-draft/:id/status',
    summary: 'Complete your draft',
    token: 'user',
    params: draftParams,
    body: packDraftStatusPayload,
    reply: packDraft,
    refusals: [404, 409],
  }),
  customDrafts: defineRoute({
    method: 'POST',
    path: '/rest/api/progression-game/:id/drafts/bulk',
    summary: "A custom draft of the admin's selection for every player of the game",
    token: 'user',
    params: z.object({ id: objectId }),
    body: customDraftPayload.extend({
      selections: z
        .array(
          packSelection.extend({ setId: objectId, quantity: z.number().int().min(1).max(maxCustomPacks) }),
        )
        .min(1)
        .max(50),
    }),
    status: 201,
    reply: bulkDraftResponse,
    refusals: [403, 404, 502],
  }),
  demoDraft: defineRoute({
    method: 'POST',
    path: '/rest/api/progression-mode/:id/week/:week/demo-draft',
    summary: 'A demo draft of one week of a mode, to try its drafts',
    token: 'user',
    params: demoDraftParams.extend({ id: objectId, week: z.coerce.number().int().min(1).max(1000) }),
    status: 201,
    reply: packDraft,
    refusals: [403, 404, 502],
  }),
  getTable: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/:id/table',
    summary:
      "The booster draft table of a draft: the pack in front of the draft's player, the seats, their picks",
    description:
      "The draft's player or the game's admin. The table of the draft's first BOOSTER_DRAFT stage not complete (else its last).",
    token: 'user',
    params: draftParams,
    reply: draftTableView,
    refusals: [404],
  }),
  pickCard: defineRoute({
    method: 'POST',
    path: '/rest/api/pack-draft/:id/table/pick',
    summary: 'Pick a card from the pack in front of you',
    description:
      'Idempotent per pick number: the same pick again answers the table; a card not in the pack, a pick out of turn or another card for a pick already made is refused and changes nothing.',
    token: 'user',
    params: draftParams,
    body: tablePickPayload,
    reply: tablePickResponse,
    refusals: [400, 403, 404, 409],
  }),
  tableLog: defineRoute({
    method: 'GET',
    path: '/rest/api/pack-draft/:id/table/log',
    summary: 'Every pick of the table in order, who made it and how',
    description: "The table's players once it is complete; the game's admin at any time.",
    token: 'user',
    params: draftParams,
    reply: tableLogResponse,
    refusals: [403, 404],
  }),
  pauseTable: defineRoute({
    method: 'POST',
    path: '/rest/api/pack-draft/:id/table/pause',
    summary: "Pause a booster draft table (the game's admin): no picks, deadlines stand still",
    description: 'Pausing a paused table changes nothing.',
    token: 'user',
    params: draftParams,
    reply: tableAdminResponse,
    refusals: [403, 404, 409],
  }),
  resumeTable: defineRoute({
    method: 'POST',
    path: '/rest/api/pack-draft/:id/table/resume',
    summary: "Resume a paused table (the game's admin): every deadline moves on by the pause's length",
    description: 'Resuming a running table changes nothing.',
    token: 'user',
    params: draftParams,
    reply: tableAdminResponse,
    refusals: [403, 404, 409],
  }),
  extendDeadline: defineRoute({
    method: 'POST',
    path: '/rest/api/pack-draft/:id/table/deadline',
    summary: "Give a seat more time for its current pick (the game's admin)",
    token: 'user',
    params: draftParams,
    body: extendDeadlinePayload,
    reply: tableAdminResponse,
    refusals: [400, 403, 404, 409],
  }),
  replaceByBot: defineRoute({
    method: 'POST',
    path: '/rest/api/pack-draft/:id/table/seats/:seat/bot',
    summary: "Replace a player by a bot (the game's admin): the bot makes the seat's picks from now on",
    token: 'user',
    params: tableSeatParams.extend({ id: objectId }),
    reply: tableAdminResponse,
    refusals: [403, 404, 409],
  }),
};
