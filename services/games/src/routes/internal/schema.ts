import { z } from 'zod';
import { validate } from '@progression/service-kit';

export const one = validate({ params: z.object({ id: z.string() }) });
export const byInviteCode = validate({ params: z.object({ code: z.string().min(1).max(64) }) });
