import { catalogRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

/** Printing ids are 24 hex digits; a whole collection's fit in one call (long lists in a POST's body). */
export const setCardsByQuery = validate({ query: catalogRoutes.setCardsById.query });
export const setCardsByBody = validate({ body: catalogRoutes.setCardsByIdInBody.body });
