import { z } from 'zod';
import { demoDraftParams, objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const demoDraft = validate({
  params: demoDraftParams.extend({ id: objectId, week: z.coerce.number().int().min(1).max(1000) }),
});
