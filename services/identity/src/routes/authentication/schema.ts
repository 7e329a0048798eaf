import { identityRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const register = validate({ body: identityRoutes.register.body });
export const login = validate({ body: identityRoutes.login.body });
export const verify = validate({ body: identityRoutes.verifyToken.body });
