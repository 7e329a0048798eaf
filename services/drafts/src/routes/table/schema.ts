import { draftsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

// A route's params are read before its access check, its body after it (see the README).
export const tableParams = validate({ params: draftsRoutes.getTable.params });
export const seatParams = validate({ params: draftsRoutes.replaceByBot.params });
export const pickBody = validate({ body: draftsRoutes.pickCard.body });
export const extendBody = validate({ body: draftsRoutes.extendDeadline.body });
