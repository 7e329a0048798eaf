import { z } from 'zod';
import { customDraftPayload, objectId, packSelection } from '@progression/contracts';
import { validate } from '@progression/service-kit';

/** At most this many packs in one custom draft. */
export const maxCustomPacks = 100;

/** The game, read before the access check; the selection (the body) after it. */
export const ofGame = validate({ params: z.object({ id: objectId }) });
export const bulkDrafts = validate({
  body: customDraftPayload.extend({
    selections: z
      .array(packSelection.extend({ setId: objectId, quantity: z.number().int().min(1).max(maxCustomPacks) }))
      .min(1)
      .max(50),
  }),
});
