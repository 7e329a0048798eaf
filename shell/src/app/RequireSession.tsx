import { navigate, useToken } from '@progression/platform';
import { useEffect, type ReactNode } from 'react';
import { shellPaths } from '../root-config/routes';

/** Renders its children for a signed-in visitor; without a token, goes to /login (spec section 6). */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useToken();
  useEffect(() => {
    if (!token) navigate(shellPaths.login);
  }, [token]);
  return token ? children : null;
}
