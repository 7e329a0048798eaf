import { z } from 'zod';
import { customDraftPayload, objectId, packSelection } from '@progression/contracts';
import { validate } from '@progression/service-kit';

/** At most this many packs in one custom draft. */
export const maxCustomPacks = 100;

export const bulkDrafts = validate({
  params: z.object({ id: objectId }),
  body: customDraftPayload.extend({
    selections: z
      .array(packSelection.extend({ setId: objectId, quantity: z.number().int().min(1).max(maxCustomPacks) }))
      .min(1)
      .max(50),
  }),
});
