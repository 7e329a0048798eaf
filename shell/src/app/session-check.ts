import { identity } from '@progression/api-client/identity';
import { ApiError, currentPath, navigate, session } from '@progression/platform';
import { shellPaths } from '../root-config/routes';

/** What the server said of a token: `unknown` when it could not say (busy, failing or unreachable). */
type Verdict = 'valid' | 'invalid' | 'unknown';

/** Waits before asking again, 1 s doubling up to 30 s, so a busy or restarting server is not hammered. */
export const verifyRetryDelayMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function askServer(token: string): Promise<Verdict> {
  try {
    return (await identity.verify(token)) ? 'valid' : 'invalid';
  } catch (error) {
    // Only the server's word ends a session (`success: false` or a 401); a 429, a 5xx or no answer says
    // nothing about the token.
    return error instanceof ApiError && error.status === 401 ? 'invalid' : 'unknown';
  }
}

/**
 * Checks a stored token with the server, asking again quietly until it answers; an invalid token is
 * removed. Resolves `replaced` when the visitor logged out or in meanwhile: that token is not ours to judge.
 */
async function settleToken(token: string): Promise<Verdict | 'replaced'> {
  for (let attempt = 0; ; attempt += 1) {
    const verdict = await askServer(token);
    if (session.getToken() !== token) return 'replaced';
    if (verdict === 'invalid') session.clearToken();
    if (verdict !== 'unknown') return verdict;
    await wait(verifyRetryDelayMs(attempt));
    if (session.getToken() !== token) return 'replaced';
  }
}

/**
 * On page load: without a token every page but the login page sends the visitor to /login; a stored
 * token is verified with the server, and an invalid one is removed (spec section 2). Until the server
 * answers the visitor stays where they are.
 */
export function checkSessionOnLoad(): void {
  const onLogin = currentPath() === shellPaths.login;
  const token = session.getToken();
  if (!token) {
    if (!onLogin) navigate(shellPaths.login);
    return;
  }
  void settleToken(token).then((verdict) => {
    if (verdict === 'valid' && currentPath() === shellPaths.login) navigate('/');
    else if (verdict === 'invalid' && currentPath() !== shellPaths.login) navigate(shellPaths.login);
  });
}
