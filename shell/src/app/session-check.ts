import { identity } from '@progression/api-client/identity';
import { currentPath, navigate, session } from '@progression/platform';
import { shellPaths } from '../root-config/routes';

/**
 * Checks a stored token with the server; an invalid one is removed. Resolves whether a valid session
 * remains. A server that cannot answer (network, 5xx) leaves the token alone: it may still be good.
 */
async function verifyStoredToken(token: string): Promise<boolean> {
  try {
    const valid = await identity.verify(token);
    if (!valid) session.clearToken();
    return valid;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== undefined && status >= 400 && status < 500) {
      session.clearToken();
      return false;
    }
    return session.isLoggedIn();
  }
}

/**
 * On page load: without a token every page but the login page sends the visitor to /login; a stored
 * token is verified with the server, and an invalid one is removed (spec section 2).
 */
export function checkSessionOnLoad(): void {
  const onLogin = currentPath() === shellPaths.login;
  const token = session.getToken();
  if (!token) {
    if (!onLogin) navigate(shellPaths.login);
    return;
  }
  void verifyStoredToken(token).then((valid) => {
    if (valid && currentPath() === shellPaths.login) navigate('/');
    else if (!valid && currentPath() !== shellPaths.login) navigate(shellPaths.login);
  });
}
