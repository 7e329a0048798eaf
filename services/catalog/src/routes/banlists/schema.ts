import { catalogRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const formatQuery = validate({ query: catalogRoutes.systemBanlist.query });
/** The version in force on a date (public and internal routes). */
export const inForceQuery = validate({ query: catalogRoutes.banlistInForce.query });
