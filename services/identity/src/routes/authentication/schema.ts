import { loginPayload, registerPayload, verifyPayload } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const register = validate({ body: registerPayload });
export const login = validate({ body: loginPayload });
export const verify = validate({ body: verifyPayload });
