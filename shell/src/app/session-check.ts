import { currentPath, navigate, session, verifyStoredToken } from '@progression/platform';
import { shellPaths } from '../root-config/routes';

/**
 * On page load: without a token every page but the login page sends the visitor to /login; a stored
 * token is verified with the server, and an invalid one is removed (spec section 2).
 */
export function checkSessionOnLoad(): void {
  const onLogin = currentPath() === shellPaths.login;
  if (!session.isLoggedIn()) {
    if (!onLogin) navigate(shellPaths.login);
    return;
  }
  void verifyStoredToken().then((valid) => {
    if (valid && currentPath() === shellPaths.login) navigate('/');
    else if (!valid && currentPath() !== shellPaths.login) navigate(shellPaths.login);
  });
}
