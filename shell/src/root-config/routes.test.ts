import { areaRoutes, routeFor, shellPageFor } from './routes';

const owner = (pathname: string) => routeFor(pathname, areaRoutes)?.name;

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

  // A page the area does not have yet is still its own: it renders it, or its 404, without the shell.
  it.each([
    ['/games', 'mf_games'],
    ['/games/game', 'mf_games'],
    ['/games/game/g1/unknown', 'mf_games'],
    ['/modes/nothing/here', 'mf_games'],
    ['/games/game/g1/collection/cards/c1', 'mf_collection'],
    ['/games/game/g1/admin/unknown', 'mf_admin'],
    ['/games/game/g1/draft', 'mf_drafts'],
    ['/drafts/some/new/page', 'mf_drafts'],
  ])('gives %s, under an area, to %s', (pathname, name) => {
    expect(owner(pathname)).toBe(name);
  });

  it("gives a game's Rewards page to the games area, and a reward claim under it to the drafts area", () => {
    expect(owner('/games/game/g1/rewards')).toBe('mf_games');
    expect(owner('/games/game/g1/rewards/r1')).toBe('mf_drafts');
  });

  it.each(['/login', '/welcome', '/forbidden', '/no/such/page', '/gamesx'])(
    'gives %s to no microfrontend',
    (pathname) => {
      expect(owner(pathname)).toBeUndefined();
    },
  );

  it('lets a longer prefix of another area, listed later, take its paths over', () => {
    const routes = [...areaRoutes, { name: 'mf_matches', prefixes: ['/games/game/:id/matches'] }];
    expect(routeFor('/games/game/g1/matches/m1', routes)?.name).toBe('mf_matches');
    expect(routeFor('/games/game/g1/stats', routes)?.name).toBe('mf_games');
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
