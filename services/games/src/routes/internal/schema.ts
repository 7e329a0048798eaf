import { z } from 'zod';
import { validate } from '@progression/service-kit';

export const one = validate({ params: z.object({ id: z.string() }) });
