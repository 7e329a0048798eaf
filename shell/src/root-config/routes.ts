/**
 * The route table: which microfrontend is active for which path. Plain data, no UI state: single-spa
 * registers one application per row, and the shell's layout asks it whether a path belongs to a remote.
 */

/** A microfrontend area: its federation name and the paths it owns. */
export interface MicrofrontendRoute {
  /** The federation name (the folder name with `-` as `_`), also the single-spa application name. */
  name: string;
  /** The paths the microfrontend renders; the activity function of single-spa. */
  activeWhen: (location: Pick<Location, 'pathname'>) => boolean;
}

const game = '/games/game/[^/]+';

function pathIs(...patterns: string[]): MicrofrontendRoute['activeWhen'] {
  const expressions = patterns.map((pattern) => new RegExp(`^${pattern}/?$`));
  return ({ pathname }) => expressions.some((expression) => expression.test(pathname));
}

export const microfrontendRoutes: readonly MicrofrontendRoute[] = [
  {
    name: 'mf_games',
    activeWhen: pathIs(
      '',
      '/modes(/.*)?',
      '/games/overview',
      '/games/new-game',
      `${game}(/(overview|matches|stats|banlist|rewards|packs))?`,
    ),
  },
  { name: 'mf_collection', activeWhen: pathIs(`${game}/collection`) },
  { name: 'mf_decks', activeWhen: pathIs(`${game}/decks(/.*)?`) },
  { name: 'mf_admin', activeWhen: pathIs(`${game}/admin`, `${game}/draft-admin`) },
  {
    name: 'mf_drafts',
    activeWhen: pathIs('/drafts(/.*)?', `${game}/drafts`, `${game}/draft/[^/]+`, `${game}/rewards/[^/]+`),
  },
];

/** Paths the shell renders itself. `/login` is shown without the top bar and sidebar. */
export const shellPaths = { login: '/login', welcome: '/welcome', forbidden: '/forbidden' } as const;

/** What the shell shows for a path: one of its own pages, or the content area of the microfrontends. */
export type ShellPage = keyof typeof shellPaths | 'microfrontend';

/** The shell's page for a path (a trailing slash is ignored); everything else is a microfrontend's. */
export function shellPageFor(pathname: string): ShellPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = (Object.keys(shellPaths) as (keyof typeof shellPaths)[]).find(
    (page) => shellPaths[page] === path,
  );
  return own ?? 'microfrontend';
}

/** The microfrontend that owns a path, if any. */
export function routeFor(
  pathname: string,
  routes: readonly MicrofrontendRoute[],
): MicrofrontendRoute | undefined {
  return routes.find((route) => route.activeWhen({ pathname }));
}
