import { z } from 'zod';
import { maxCardSearchIds, objectId, queryList } from '@progression/contracts';
import { validate } from '@progression/service-kit';

/** Printing ids are 24 hex digits; a whole collection's fit in one call. */
const setCardIds = z.array(objectId).max(maxCardSearchIds);

export const setCardsByQuery = validate({
  query: z.object({ setCardIds: queryList(objectId).pipe(setCardIds) }),
});
export const setCardsByBody = validate({ body: z.object({ setCardIds }) });
