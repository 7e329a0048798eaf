import { z } from 'zod';
import { objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';
import { yugiohGame } from '../../domain/request-fields';

export const listSets = validate({ query: z.object({ game: yugiohGame }) });

/** A set id is 24 hex digits (a hash of its name); anything else is a 400, never a look-up. */
export const setIdParams = validate({ params: z.object({ id: objectId }) });
