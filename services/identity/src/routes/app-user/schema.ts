import { identityRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const listUsers = validate({ query: identityRoutes.listUsers.query });
export const changePassword = validate({ body: identityRoutes.changePassword.body });
