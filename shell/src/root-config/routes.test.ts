import { microfrontendRoutes, routeFor, shellPageFor } from './routes';

const owner = (pathname: string) => routeFor(pathname, microfrontendRoutes)?.name;

// Every route of spec section 2 with the microfrontend that renders it (DESIGN.md, Placing a screen).
const specPaths: [string, string][] = [
  ['/', 'mf_games'],
  ['/games/overview', 'mf_games'],
  ['/games/new-game', 'mf_games'],
  ['/modes/overview', 'mf_games'],
  ['/modes/progression-mode/m1', 'mf_games'],
  ['/games/game/g1', 'mf_games'],
  ['/games/game/g1/overview', 'mf_games'],
  ['/games/game/g1/matches', 'mf_games'],
  ['/games/game/g1/stats', 'mf_games'],
  ['/games/game/g1/banlist', 'mf_games'],
  ['/games/game/g1/rewards', 'mf_games'],
  ['/games/game/g1/packs', 'mf_games'],
  ['/games/game/g1/collection', 'mf_collection'],
  ['/games/game/g1/decks', 'mf_decks'],
  ['/games/game/g1/decks/d1', 'mf_decks'],
  ['/games/game/g1/admin', 'mf_admin'],
  ['/games/game/g1/draft-admin', 'mf_admin'],
  ['/drafts/overview', 'mf_drafts'],
  ['/drafts/pack-draft/p1', 'mf_drafts'],
  ['/games/game/g1/drafts', 'mf_drafts'],
  ['/games/game/g1/draft/d1', 'mf_drafts'],
  ['/games/game/g1/rewards/r1', 'mf_drafts'],
];

describe('the route table', () => {
  it.each(specPaths)('gives %s to %s', (pathname, name) => {
    expect(owner(pathname)).toBe(name);
  });

  it('accepts a trailing slash', () => {
    expect(owner('/games/game/g1/collection/')).toBe('mf_collection');
    expect(owner('/drafts/overview/')).toBe('mf_drafts');
  });

  it.each([
    '/login',
    '/welcome',
    '/forbidden',
    '/games',
    '/games/game',
    '/games/game/g1/unknown',
    '/no/such/page',
  ])('gives %s to no microfrontend', (pathname) => {
    expect(owner(pathname)).toBeUndefined();
  });

  it('gives every path of the spec to exactly one microfrontend', () => {
    for (const [pathname] of specPaths) {
      const owners = microfrontendRoutes.filter((route) => route.activeWhen({ pathname }));
      expect(owners).toHaveLength(1);
    }
  });
});

describe('the shell pages', () => {
  it.each([
    ['/login', 'login'],
    ['/login/', 'login'],
    ['/welcome', 'welcome'],
    ['/forbidden', 'forbidden'],
    ['/', 'microfrontend'],
    ['/games/overview', 'microfrontend'],
    ['/welcome/more', 'microfrontend'],
  ])('shows %s as %s', (pathname, page) => {
    expect(shellPageFor(pathname)).toBe(page);
  });
});
