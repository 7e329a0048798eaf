import { logout } from './auth';
import { answerWith } from './fake-fetch';
import { session } from './session';

describe('logout', () => {
  beforeEach(() => window.history.pushState(null, '', '/games/overview'));

  it('ends the token on the server, forgets it and goes to the login page', () => {
    const sent = answerWith(204);
    session.setToken('token-1');
    logout();
    expect(sent).toEqual([
      {
        url: '/authentication/logout',
        method: 'POST',
        headers: { Authorization: 'Bearer token-1' },
        body: undefined,
      },
    ]);
    expect(session.getToken()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('sends nothing without a token', () => {
    const sent = answerWith(204);
    session.clearToken();
    logout();
    expect(sent).toEqual([]);
    expect(window.location.pathname).toBe('/login');
  });
});
