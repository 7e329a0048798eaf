import { z } from 'zod';
import { saveModePayload } from '@progression/contracts';
import { validate } from '@progression/service-kit';

const modeParams = z.object({ id: z.string() });

export const readMode = validate({ params: modeParams });
/** The saved mode (the body), read after the access check; the mode's id is `readMode`'s. */
export const saveMode = validate({ body: saveModePayload });
