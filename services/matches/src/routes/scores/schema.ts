import { z } from 'zod';
import { matchConfigPayload, objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

const ofGame = z.object({ gameId: objectId });

export const readConfig = validate({ query: ofGame });
export const saveConfig = validate({ query: ofGame, body: matchConfigPayload });
export const readLegs = validate({ query: ofGame });
