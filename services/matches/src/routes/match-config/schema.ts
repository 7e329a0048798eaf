import { z } from 'zod';
import { matchConfigPayload, objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

const ofGame = z.object({ gameId: objectId });

export const readConfig = validate({ query: ofGame });
/** The config's game, read before the access check; the config itself after it. */
export const configOfGame = validate({ query: ofGame });
export const saveConfig = validate({ body: matchConfigPayload });
