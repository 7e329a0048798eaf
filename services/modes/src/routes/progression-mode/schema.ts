import { z } from 'zod';
import { saveModePayload } from '@progression/contracts';
import { validate } from '@progression/service-kit';

const modeParams = z.object({ id: z.string() });

export const readMode = validate({ params: modeParams });
export const saveMode = validate({ params: modeParams, body: saveModePayload });
