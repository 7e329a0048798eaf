import { draftsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export { maxCustomPacks } from '@progression/contracts/routes';

/** The game, read before the access check; the selection (the body) after it. */
export const ofGame = validate({ params: draftsRoutes.customDrafts.params });
export const bulkDrafts = validate({ body: draftsRoutes.customDrafts.body });
