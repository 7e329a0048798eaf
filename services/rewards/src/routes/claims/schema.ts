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
export const filterDraft = validate({ params, body: collectionQuery });
export const claimPacks = validate({
  params,
  // More packs than any reward could ask for is refused by the schema, before any lookup.
  body: claimPackDraftPayload.extend({
    selectedPackIds: claimPackDraftPayload.shape.selectedPackIds.max(100),
  }),
});
export const claimCards = validate({ params, body: claimWildcardDraftPayload });
