import { matchesRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const listMatches = validate({ query: matchesRoutes.listMatches.query });
/** The match, read before the access check; the result (the body) after it. */
export const matchById = validate({ params: matchesRoutes.reportMatch.params });
export const updateMatch = validate({ body: matchesRoutes.reportMatch.body });
