// The first reads of a signed-in page, sent by the shell's first script (before any shared code runs, so
// it imports nothing shared) while the page's code loads. Without them a page asked for its data only
// once all its code had loaded and run: the game, the player and the top bar's lists came a round trip
// or two after the code. The platform's `api` takes each answer once (packages/platform/src/early-reads.ts)
// for the first GET of the same URL with the same token.

/** Where the platform keeps the session token (packages/platform/src/storage.ts). */
const tokenKey = 'jwt_token';

/** What a page at `pathname` reads first, as the platform's `api` writes the URLs. */
export function earlyReadUrls(pathname: string): string[] {
  // The top bar's game selector and notification bell, on every signed-in page.
  const urls = ['/rest/api/progression-game', '/rest/api/notifications?limit=20'];
  const gameId = /^\/games\/game\/([^/]+)/.exec(pathname)?.[1];
  if (gameId)
    urls.push(`/rest/api/progression-game/${gameId}`, `/rest/api/game-player/user?gameId=${gameId}`);
  return urls;
}

function keptToken(): string | null {
  try {
    return window.localStorage.getItem(tokenKey);
  } catch {
    // Storage refused (a privacy setting): the page reads as usual.
    return null;
  }
}

/** Sends the page's first reads when a session token is kept (none on the login page). */
export function startEarlyReads(): void {
  const token = keptToken();
  if (!token || window.location.pathname === '/login') return;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  window.__earlyReads = new Map(
    earlyReadUrls(window.location.pathname).map((url) => [
      url,
      { token, sentAt: performance.now(), response: fetch(url, { headers }) },
    ]),
  );
}
