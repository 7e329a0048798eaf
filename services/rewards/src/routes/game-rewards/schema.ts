import { z } from 'zod';
import {
  claimPackDraftPayload,
  claimWildcardDraftPayload,
  collectionQuery,
  objectId,
} from '@progression/contracts';
import { validate } from '@progression/service-kit';

// Ids that go into a query or another service's URL are ObjectIds: anything else is a clear 400.
export const byGame = validate({ query: z.object({ gameId: objectId }) });
export const byId = validate({ params: z.object({ id: objectId }) });
/** The tracks of a game, or with no game the documented default tracks. */
export const gameTracks = validate({ query: z.object({ gameId: objectId.optional() }) });

// The claims (pack-drafts.ts, wildcard-drafts.ts): a draft's id is read before the access check, its
// body after it.
export const filterDraft = validate({ body: collectionQuery });
export const claimPacks = validate({
  // More packs than any reward could ask for is refused by the schema, before any lookup.
  body: claimPackDraftPayload.extend({
    selectedPackIds: claimPackDraftPayload.shape.selectedPackIds.max(100),
  }),
});
export const claimCards = validate({ body: claimWildcardDraftPayload });
