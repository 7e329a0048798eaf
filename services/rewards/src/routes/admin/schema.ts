import { z } from 'zod';
import { objectId } from '@progression/contracts';
import { validate } from '@progression/service-kit';

// Ids that go into a query or another service's URL are ObjectIds: anything else is a clear 400.
export const byGame = validate({ query: z.object({ gameId: objectId }) });
export const history = validate({ query: z.object({ gameId: objectId, playerId: objectId.optional() }) });
export const byId = validate({ params: z.object({ id: objectId }) });
