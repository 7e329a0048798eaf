import { z } from 'zod';
import { objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const readLegs = validate({ query: z.object({ gameId: objectId }) });
