import { z } from 'zod';
import { matchUpdatePayload, objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const listMatches = validate({ query: z.object({ game: objectId }) });
export const updateMatch = validate({ params: z.object({ id: objectId }), body: matchUpdatePayload });
