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
// A route's params and query are read before its access check, its body after it (see the README).
export const fillStage = validate({ body: fillStagePayload });
export const setDraftStatus = validate({ body: packDraftStatusPayload });
/** The packs to open are named in the query, read before the access check; the body after it. */
export const packsToOpen = validate({ query: draftPackStatusQuery });
export const setPackStatus = validate({ body: draftPackStatusPayload });
export const gameQuery = validate({ query: z.object({ gameId: objectId }) });
