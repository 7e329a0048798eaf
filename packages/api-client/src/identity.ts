import type { LoginPayload, RegisterPayload } from '@progression/contracts';
import { api } from '@progression/platform';

// The schemas (and zod with them) are fetched on first use, so the login page loads without them.
const schemas = () => import('@progression/contracts');

/** The identity service through the gateway (`/authentication/*`). */
export const identity = {
  /** Logs in and answers the new session token. */
  login: async (payload: LoginPayload): Promise<string> => {
    const { loginResponse } = await schemas();
    return (await api.post('/authentication/login', payload, { parse: loginResponse.parse })).token;
  },

  register: async (payload: RegisterPayload): Promise<void> => {
    await api.post('/authentication/register', payload);
  },

  /** Whether the server still accepts a token; a background check, so a 500 is not flashed (its caller retries). */
  verify: async (token: string): Promise<boolean> => {
    const { verifyResponse } = await schemas();
    const options = { parse: verifyResponse.parse, quiet: true };
    return (await api.post('/authentication/verify', { token }, options)).success;
  },
};
