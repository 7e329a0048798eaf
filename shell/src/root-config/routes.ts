/**
 * The route table: which microfrontend area owns which paths. Plain data, no UI state: single-spa
 * registers one application per area, and the shell's layout asks it whether a path belongs to a remote.
 * An area owns path prefixes, and renders every page under them itself (its own 404 included), so a new
 * page inside an area needs no change here.
 */

/** A microfrontend area: its federation name and the path prefixes it owns. */
export interface AreaRoute {
  /** The federation name (the folder name with `-` as `_`), also the single-spa application name. */
  name: string;
  /**
   * A prefix owns itself and every path under it; `:name` stands for any one segment. `/` owns the home
   * page only: a prefix of nothing would own every address, leaving the shell no 404 of its own.
   */
  prefixes: readonly string[];
}

const game = '/games/game/:gameId';

export const areaRoutes: readonly AreaRoute[] = [
  { name: 'mf_games', prefixes: ['/', '/games', '/modes'] },
  { name: 'mf_collection', prefixes: [`${game}/collection`] },
  { name: 'mf_decks', prefixes: [`${game}/decks`] },
  { name: 'mf_admin', prefixes: [`${game}/admin`, `${game}/draft-admin`] },
  {
    name: 'mf_drafts',
    prefixes: ['/drafts', `${game}/drafts`, `${game}/draft`, `${game}/rewards/:rewardId`],
  },
];

/** Paths the shell renders itself. `/login` is shown without the top bar and sidebar. */
export const shellPaths = { login: '/login', welcome: '/welcome', forbidden: '/forbidden' } as const;

/** What the shell shows for a path: one of its own pages, or the content area of the microfrontends. */
export type ShellPage = keyof typeof shellPaths | 'microfrontend';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The shell's page for a path (a trailing slash is ignored); everything else is a microfrontend's. */
export function shellPageFor(pathname: string): ShellPage {
  const path = `/${segmentsOf(pathname).join('/')}`;
  const own = (Object.keys(shellPaths) as (keyof typeof shellPaths)[]).find(
    (page) => shellPaths[page] === path,
  );
  return own ?? 'microfrontend';
}

/** How many segments of the path a prefix covers, or -1 when it does not own the path. */
function matchedLength(prefix: string, path: readonly string[]): number {
  const wanted = segmentsOf(prefix);
  if (wanted.length === 0) return path.length === 0 ? 0 : -1;
  if (wanted.length > path.length) return -1;
  const matches = wanted.every((segment, index) => segment.startsWith(':') || segment === path[index]);
  return matches ? wanted.length : -1;
}

/** The area that owns a path: the one with the longest matching prefix (the first listed on a tie). */
export function routeFor(pathname: string, routes: readonly AreaRoute[]): AreaRoute | undefined {
  const path = segmentsOf(pathname);
  let owner: AreaRoute | undefined;
  let longest = -1;
  for (const route of routes) {
    for (const prefix of route.prefixes) {
      const length = matchedLength(prefix, path);
      if (length > longest) [owner, longest] = [route, length];
    }
  }
  return owner;
}
