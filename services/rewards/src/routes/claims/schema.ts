import { z } from 'zod';
import {
  claimPackDraftPayload,
  claimWildcardDraftPayload,
  collectionQuery,
  objectId,
} from '@progression/contracts';
import { validate } from '@progression/service-kit';

const params = z.object({ id: objectId });

export const draftById = validate({ params });
// A route's params are read before its access check, its body after it.
export const filterDraft = validate({ body: collectionQuery });
export const claimPacks = validate({
  // More packs than any reward could ask for is refused by the schema, before any lookup.
  body: claimPackDraftPayload.extend({
    selectedPackIds: claimPackDraftPayload.shape.selectedPackIds.max(100),
  }),
});
export const claimCards = validate({ body: claimWildcardDraftPayload });
