import { catalogRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const listSets = validate({ query: catalogRoutes.listSets.query });
/** A set id is 24 hex digits (a hash of its name); anything else is a 400, never a look-up. */
export const setIdParams = validate({ params: catalogRoutes.setCards.params });
