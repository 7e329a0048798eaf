import { navigate } from './navigation';
import { resetState } from './reset';
import { session } from './session';

/** Begins a session with a new token: stores it and resets every other stored state (spec section 2). */
export function startSession(token: string): void {
  session.setToken(token);
  resetState();
}

/**
 * Ends the token on the server (it stops working everywhere, not only in this browser), removes it and goes
 * to the login page. The page does not wait: a server that cannot be reached must not keep anyone logged in here.
 */
export function logout(): void {
  const token = session.getToken();
  if (token) {
    // keepalive: the request outlives the navigation that follows.
    void fetch('/authentication/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  session.clearToken();
  navigate('/login');
}
