import { z } from 'zod';
import {
  draftPackStatusPayload,
  draftPackStatusQuery,
  draftStageParams,
  fillStagePayload,
  objectId,
  packDraftStatusPayload,
  packDraftsQuery,
} from '@progression/contracts';
import { validate } from '@progression/service-kit';

const draftParams = z.object({ id: objectId });
const stageParams = draftStageParams.extend({ id: objectId });

export const listDrafts = validate({ query: packDraftsQuery.extend({ gameId: objectId.optional() }) });
export const oneDraft = validate({ params: draftParams });
export const oneStage = validate({ params: stageParams });
export const fillStage = validate({ params: stageParams, body: fillStagePayload });
export const setDraftStatus = validate({ params: draftParams, body: packDraftStatusPayload });
export const setPackStatus = validate({ query: draftPackStatusQuery, body: draftPackStatusPayload });
export const gameQuery = validate({ query: z.object({ gameId: objectId }) });
