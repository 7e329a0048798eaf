import { createStoredState } from './state';
import { storageKeys } from './storage';

const tokenState = createStoredState<string | null>(
  storageKeys.token,
  (stored) => (stored ? stored : null),
  (token) => token,
);

/** The session token (a JWT) kept under `jwt_token`; `null` when logged out. */
export const session = {
  token$: tokenState.value$,
  getToken: tokenState.get,
  isLoggedIn: () => tokenState.get() !== null,
  setToken: (token: string) => tokenState.set(token),
  clearToken: () => tokenState.set(null),
  state: tokenState,
};
