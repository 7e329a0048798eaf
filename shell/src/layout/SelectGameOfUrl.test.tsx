import type { Game } from '@progression/contracts';
import { DataProvider, queryClient, selectedGame } from '@progression/platform';
import { act, render, waitFor } from '@testing-library/react';
import { SelectGameOfUrl } from './SelectGameOfUrl';

const game = (id: string): Game => ({
  id,
  name: `League ${id}`,
  status: 'IN_PROGRESS',
  activeWeek: 1,
  started: new Date(0).toISOString(),
  inviteCode: 'CODE',
  weeks: [],
  playerIds: ['p1'],
  modeId: 'm1',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
});

/** Stands in for the network (jsdom has none): the caller plays in g1 and g2 only. */
function serveGames() {
  globalThis.fetch = (async (url: string) => {
    const played = new URL(url, 'http://localhost').pathname === '/rest/api/progression-game';
    const text = played ? JSON.stringify({ games: [game('g1'), game('g2')] }) : '';
    return { ok: played, status: played ? 200 : 404, text: async () => text } as Response;
  }) as typeof fetch;
}

/** Opens a URL in a fresh page, and waits until the user's games are known. */
async function open(path: string) {
  window.history.pushState(null, '', path);
  await act(async () => {
    render(
      <DataProvider>
        <SelectGameOfUrl />
      </DataProvider>,
    );
  });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // On a game page the list was asked for and answered: a game left unselected was judged, not missed.
  if (path.startsWith('/games/game/')) expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
}

beforeEach(() => serveGames());
afterEach(() => {
  queryClient.clear();
  act(() => selectedGame.clear());
});

describe('the game a URL names', () => {
  it('is selected when the user plays in it, though nothing was selected', async () => {
    await open('/games/game/g2/admin');
    expect(selectedGame.get()).toBe('g2');
  });

  it('replaces another selected game', async () => {
    act(() => selectedGame.select('g1'));
    await open('/games/game/g2/decks/d1');
    expect(selectedGame.get()).toBe('g2');
  });

  it('is never selected when the user does not play in it', async () => {
    act(() => selectedGame.select('g1'));
    await open('/games/game/g9/admin');
    expect(selectedGame.get()).toBe('g1');
  });

  it('leaves the selection alone off the game pages', async () => {
    act(() => selectedGame.select('g1'));
    await open('/games/overview');
    expect(selectedGame.get()).toBe('g1');
  });
});
