import { matchesRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const roundOfGame = validate({ query: matchesRoutes.pairNextRound.query });
