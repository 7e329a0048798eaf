import { startEarlyReads } from './early-reads';

/** Records what was asked, with its Authorization header (jsdom has no fetch). */
function recordRequests(): Array<{ url: string; authorization?: string }> {
  const asked: Array<{ url: string; authorization?: string }> = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    asked.push({ url, authorization: (init.headers as Record<string, string>).Authorization });
    return { ok: true, status: 200 } as Response;
  }) as typeof fetch;
  return asked;
}

function openOn(path: string, token: string | null): void {
  window.history.pushState(null, '', path);
  if (token) window.localStorage.setItem('jwt_token', token);
  else window.localStorage.removeItem('jwt_token');
  delete window.__earlyReads;
  startEarlyReads();
}

describe('the early reads of the first script', () => {
  afterEach(() => window.localStorage.clear());

  it("ask for a game page's game, player, games and notifications with the kept token", () => {
    const asked = recordRequests();
    openOn('/games/game/6b0a92d7/matches', 'token-1');
    const urls = [
      '/rest/api/progression-game',
      '/rest/api/notifications?limit=20',
      '/rest/api/progression-game/6b0a92d7',
      '/rest/api/game-player/user?gameId=6b0a92d7',
    ];
    expect(asked).toEqual(urls.map((url) => ({ url, authorization: 'Bearer token-1' })));
    expect([...window.__earlyReads!.keys()]).toEqual(urls);
    expect([...window.__earlyReads!.values()].every((read) => read.token === 'token-1')).toBe(true);
  });

  it('ask only for the top bar on a page outside a game', () => {
    const asked = recordRequests();
    openOn('/modes/overview', 'token-1');
    expect(asked.map((request) => request.url)).toEqual([
      '/rest/api/progression-game',
      '/rest/api/notifications?limit=20',
    ]);
  });

  it('ask for nothing without a session, or on the login page', () => {
    const asked = recordRequests();
    openOn('/games/game/g1/overview', null);
    openOn('/login', 'token-1');
    expect(asked).toEqual([]);
    expect(window.__earlyReads).toBeUndefined();
  });
});
