import { z } from 'zod';
import { objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

/** The user a service acts for. */
export const asUser = validate({ params: z.object({ userId: objectId }) });
