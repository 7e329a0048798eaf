import { matchesRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const readLegs = validate({ query: matchesRoutes.matchLegs.query });
