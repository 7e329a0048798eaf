import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DataProvider, flash, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { PlayerRewardsPage } from './PlayerRewardsPage';

const game = {
  id: 'game-1',
  name: 'Goat League',
  status: 'IN_PROGRESS',
  activeWeek: 2,
  started: '2026-01-01T00:00:00.000Z',
  inviteCode: 'ABCDEFGH',
  weeks: [{ id: 'week-1', week: 1, banlistVersion: null, banlist: null }],
  playerIds: ['player-1', 'player-2'],
  modeId: 'mode-1',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
};

const player = (id: string, username: string) => ({
  id,
  userId: `user-${id}`,
  gameId: 'game-1',
  username,
  isAdmin: false,
  activeDrafts: [],
});

const reward = (id: string, playerId: string, status: 'CLAIMED' | 'UNCLAIMED') => ({
  id,
  gameId: 'game-1',
  playerId,
  type: 'WILDCARD',
  quantity: 1,
  week: 1,
  status,
  trackId: 'track-win',
  draftId: `draft-${id}`,
});

// jsdom has no network: the gateway answers here and every request is kept.
function serve() {
  const rewards = [reward('r1', 'player-1', 'CLAIMED'), reward('r2', 'player-2', 'UNCLAIMED')];
  const sent: { method: string; url: string }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url });
    let body: unknown = { message: 'Not found' };
    if (url === '/rest/api/progression-game/game-1') body = game;
    if (url === '/rest/api/game-player?gameId=game-1')
      body = { players: [player('player-1', 'Yugi'), player('player-2', 'Kaiba')] };
    if (url === '/rest/api/admin/game-rewards?gameId=game-1') body = { rewards };
    if (url === '/rest/api/admin/game-rewards/history?gameId=game-1')
      body = {
        entries: [
          {
            id: 'h1',
            rewardId: 'r1',
            gameId: 'game-1',
            playerId: 'player-1',
            action: 'CLAIMED',
            type: 'WILDCARD',
            quantity: 1,
            week: 1,
            byUserId: 'user-player-1',
            byName: 'Yugi',
            at: '2026-01-02T10:00:00.000Z',
            detail: 'Dark Magician x 3',
          },
        ],
      };
    if (method === 'POST' && url === '/rest/api/admin/game-rewards/r1/revert') {
      rewards[0] = reward('r1', 'player-1', 'UNCLAIMED');
      body = rewards[0];
    }
    if (method === 'DELETE' && url === '/rest/api/admin/game-rewards/r2') {
      rewards.splice(1, 1);
      return { ok: true, status: 204, text: async () => '' } as Response;
    }
    const text = JSON.stringify(body);
    const ok = body !== undefined && !(body as { message?: string }).message;
    return { ok, status: ok ? 200 : 404, text: async () => text } as Response;
  }) as typeof fetch;
  return sent;
}

afterEach(() => {
  queryClient.clear();
  flash.clear();
});

const renderPage = () =>
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={['/games/game/game-1/admin/rewards']}>
        <Routes>
          <Route path="/games/game/:gameId/admin/rewards" element={<PlayerRewardsPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );

describe('the player rewards page', () => {
  it('shows a tab per player with their rewards and history, and reverts a claimed reward after a confirm', async () => {
    const sent = serve();
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Yugi' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Kaiba' })).toBeTruthy();
    const rewards = screen.getByRole('table', { name: "Yugi's rewards" });
    expect(within(rewards).getByText('Wildcard x 1')).toBeTruthy();
    const history = screen.getByRole('table', { name: "Yugi's reward history" });
    expect(within(history).getByText('Claimed Wildcard x 1 (week 1): Dark Magician x 3')).toBeTruthy();
    fireEvent.click(within(rewards).getByRole('button', { name: 'Revert' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(flash.get().map((shown) => shown.message)).toContain('Reward reverted'));
    expect(sent).toContainEqual({ method: 'POST', url: '/rest/api/admin/game-rewards/r1/revert' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: "Yugi's rewards" })).getByText('Unclaimed'),
      ).toBeTruthy(),
    );
  });

  it('deletes an unclaimed reward after a confirm and says "Reward deleted" though its row is gone', async () => {
    const sent = serve();
    renderPage();
    // Radix tabs switch on mouse down.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Kaiba' }));
    const rewards = await screen.findByRole('table', { name: "Kaiba's rewards" });
    fireEvent.click(within(rewards).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(flash.get().map((shown) => shown.message)).toContain('Reward deleted'));
    expect(sent).toContainEqual({ method: 'DELETE', url: '/rest/api/admin/game-rewards/r2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
