import { DataProvider, queryClient, selectedGame } from '@progression/platform';
import { ThemeProvider } from '@progression/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Sidebar } from './Sidebar';

const gamePages = [
  'Overview',
  'Matches',
  'Stats',
  'Playoffs',
  'Drafts',
  'Rewards',
  'Decks',
  'Collection',
  'Banlist',
  'Packs',
];

/**
 * Stands in for the network (jsdom has none): the caller has no games yet, and is (or is not) an admin of
 * the selected game.
 */
function serveGames({ isAdmin = false } = {}) {
  globalThis.fetch = (async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    const bodies: Record<string, unknown> = {
      '/rest/api/progression-game': { games: [] },
      '/rest/api/game-player/user': {
        id: 'p1',
        userId: 'u1',
        gameId: 'g42',
        username: 'duelist',
        isAdmin,
        activeDrafts: [],
      },
    };
    const body = bodies[path];
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      text: async () => text,
    } as Response;
  }) as typeof fetch;
}

async function renderSidebar(path: string, { permanent = true, open = true } = {}) {
  window.history.pushState(null, '', path);
  const openChanges: boolean[] = [];
  // Rendered in an async act: the sidebar's game list and admin check answer before the assertions.
  await act(async () => {
    render(
      <DataProvider>
        <ThemeProvider mode="light">
          <Sidebar permanent={permanent} open={open} onOpenChange={(next) => openChanges.push(next)} />
        </ThemeProvider>
      </DataProvider>,
    );
  });
  return openChanges;
}

const entries = (section: string) =>
  within(screen.getByRole('navigation', { name: `${section} navigation` })).getAllByRole('link');
const labels = (section: string) => entries(section).map((entry) => entry.textContent);

beforeEach(() => serveGames());
// Each test starts from an empty cache, as a fresh page would.
afterEach(() => queryClient.clear());

describe('the Games sidebar', () => {
  afterEach(() => act(() => selectedGame.clear()));

  it('lists My Games and the game pages of spec section 2', async () => {
    await renderSidebar('/games/overview');
    expect(labels('Games')).toEqual(['My Games', ...gamePages]);
  });

  it('shows the game selector right after My Games, before the game pages', async () => {
    await renderSidebar('/games/overview');
    const navigation = screen.getByRole('navigation', { name: 'Games navigation' });
    const order = Array.from(navigation.querySelectorAll('a, button')).map((element) => element.textContent);
    expect(order.slice(0, 3)).toEqual(['My Games', 'Select a game', 'Overview']);
  });

  it('leaves the game pages disabled until a game is selected, and says so', async () => {
    await renderSidebar('/games/overview');
    const [myGames, ...pages] = entries('Games');
    expect(myGames.getAttribute('href')).toBe('/games/overview');
    for (const page of pages) expect(page.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Select a game in My Games to open its pages.')).toBeTruthy();
  });

  it("leads to the selected game's pages and marks the current one", async () => {
    act(() => selectedGame.select('g42'));
    await renderSidebar('/games/game/g42/matches');
    const links = entries('Games');
    expect(links.slice(1).map((link) => link.getAttribute('href'))).toEqual(
      gamePages.map((page) => `/games/game/g42/${page.toLowerCase()}`),
    );
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Matches']);
    expect(screen.queryByText('Select a game in My Games to open its pages.')).toBeNull();
  });

  it('navigates when an entry is followed, and the current entry follows the URL', async () => {
    act(() => selectedGame.select('g42'));
    await renderSidebar('/games/overview');
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Collection' })));
    expect(window.location.pathname).toBe('/games/game/g42/collection');
    expect(screen.getByRole('link', { name: 'Collection' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'My Games' }).getAttribute('aria-current')).toBeNull();
  });

  it('adds the Admin entry for an admin of the selected game', async () => {
    serveGames({ isAdmin: true });
    act(() => selectedGame.select('g42'));
    await renderSidebar('/games/game/g42/overview');
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/games/game/g42/admin');
  });

  it('shows no Admin entry to a player who is not an admin', async () => {
    act(() => selectedGame.select('g42'));
    await renderSidebar('/games/game/g42/overview');
    expect(labels('Games')).toEqual(['My Games', ...gamePages]);
  });

  it('does not navigate from a disabled entry', async () => {
    await renderSidebar('/games/overview');
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Decks' })));
    expect(window.location.pathname).toBe('/games/overview');
  });
});

describe('the section sidebars', () => {
  it('shows Modes: Overview under /modes', async () => {
    await renderSidebar('/modes/progression-mode/m1');
    expect(labels('Modes')).toEqual(['Overview']);
    expect(entries('Modes')[0].getAttribute('href')).toBe('/modes/overview');
  });

  it('shows the Drafts section titled Packs: Overview under /drafts', async () => {
    await renderSidebar('/drafts/overview');
    expect(screen.getByRole('heading', { name: 'Packs' })).toBeTruthy();
    expect(labels('Packs')).toEqual(['Overview']);
    expect(entries('Packs')[0].getAttribute('aria-current')).toBe('page');
  });
});

describe('the sidebar below 900 px', () => {
  it('is a closed drawer until opened', async () => {
    await renderSidebar('/games/overview', { permanent: false, open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opens as a dialog and closes when an entry is followed', async () => {
    const openChanges = await renderSidebar('/modes/overview', { permanent: false, open: true });
    const drawer = screen.getByRole('dialog', { name: 'Sidebar' });
    act(() => fireEvent.click(within(drawer).getByRole('link', { name: 'Overview' })));
    expect(openChanges).toEqual([false]);
  });

  it('closes on Escape', async () => {
    const openChanges = await renderSidebar('/modes/overview', { permanent: false, open: true });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Sidebar' }), { key: 'Escape' });
    expect(openChanges).toEqual([false]);
  });
});
