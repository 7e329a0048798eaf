import { z } from 'zod';
import { matchUpdatePayload, objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const listMatches = validate({ query: z.object({ game: objectId }) });
/** The match, read before the access check; the result (the body) after it. */
export const matchById = validate({ params: z.object({ id: objectId }) });
export const updateMatch = validate({ body: matchUpdatePayload });
