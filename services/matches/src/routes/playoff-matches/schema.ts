import { playoffsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

/** The playoff match, read before the access check; the result (the body) after it. */
export const playoffMatchById = validate({ params: playoffsRoutes.reportPlayoffMatch.params });
export const reportPlayoffMatch = validate({ body: playoffsRoutes.reportPlayoffMatch.body });
