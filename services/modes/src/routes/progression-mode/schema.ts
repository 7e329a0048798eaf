import { modesRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const readMode = validate({ params: modesRoutes.getMode.params });
/** The saved mode (the body), read after the access check; the mode's id is `readMode`'s. */
export const saveMode = validate({ body: modesRoutes.saveMode.body });
