import { navigate } from './navigation';
import { resetState } from './reset';
import { session } from './session';

/** Begins a session with a new token: stores it and resets every other stored state (spec section 2). */
export function startSession(token: string): void {
  session.setToken(token);
  resetState();
}

/** Removes the token and goes to the login page. */
export function logout(): void {
  session.clearToken();
  navigate('/login');
}
