import type { LoginPayload, RegisterPayload } from '@progression/contracts';
import { api } from './api';
import { navigate } from './navigation';
import { resetState } from './reset';
import { session } from './session';

// The schemas (and zod with them) are fetched on first use, so the login page loads without them.
const responseSchemas = () => import('@progression/contracts');

/** Logs in: stores the new token, resets every other stored state (spec section 2). */
export async function login(payload: LoginPayload): Promise<void> {
  const { loginResponse } = await responseSchemas();
  const { token } = await api.post('/authentication/login', payload, { parse: loginResponse.parse });
  session.setToken(token);
  resetState();
}

export async function register(payload: RegisterPayload): Promise<void> {
  await api.post('/authentication/register', payload);
}

/** Removes the token and goes to the login page. */
export function logout(): void {
  session.clearToken();
  navigate('/login');
}

/**
 * Checks a stored token with the server; an invalid one is removed. Resolves whether a valid session
 * remains. A server that cannot answer (network, 5xx) leaves the token alone: it may still be good.
 */
export async function verifyStoredToken(): Promise<boolean> {
  const token = session.getToken();
  if (!token) return false;
  try {
    const { verifyResponse } = await responseSchemas();
    const { success } = await api.post('/authentication/verify', { token }, { parse: verifyResponse.parse });
    if (!success) session.clearToken();
    return success;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== undefined && status >= 400 && status < 500) {
      session.clearToken();
      return false;
    }
    return session.isLoggedIn();
  }
}
