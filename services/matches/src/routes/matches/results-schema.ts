import { matchesRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

/** The match, read before the access check; the dispute's reason (the body) after it. */
export const confirmById = validate({ params: matchesRoutes.confirmResult.params });
export const disputeById = validate({ params: matchesRoutes.disputeResult.params });
export const disputeBody = validate({ body: matchesRoutes.disputeResult.body });
