import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { Failure, serve } from '../test-support/serve';
import { StatisticsPage } from './StatisticsPage';

const game = {
  id: 'game-1',
  name: 'Duelist League',
  status: 'IN_PROGRESS',
  activeWeek: 1,
  started: '2026-01-01T00:00:00.000Z',
  inviteCode: 'ABCDEFGH',
  weeks: [{ id: 'week-1', week: 1, banlistVersion: null, banlist: null }],
  playerIds: ['player-1'],
  modeId: 'mode-1',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
};

describe('the pull statistics page', () => {
  afterEach(() => queryClient.clear());

  it("shows each rarity's pulls against the odds in a table", async () => {
    serve(({ url }) => {
      if (url === '/rest/api/progression-game/game-1') return game;
      if (url === '/rest/api/pack-draft/statistics?gameId=game-1')
        return {
          gameId: 'game-1',
          packs: 24,
          rarities: [
            { rarity: 'COMMON', pulled: 168, expected: 168 },
            { rarity: 'SUPER_RARE', pulled: 5, expected: 4 },
            { rarity: 'SECRET_RARE', pulled: 0, expected: 1 },
          ],
        };
      return new Failure(404, { message: 'Not found' });
    });
    renderWithTheme(
      <DataProvider>
        <MemoryRouter initialEntries={['/games/game/game-1/drafts/statistics']}>
          <Routes>
            <Route path="/games/game/:gameId/drafts/statistics" element={<StatisticsPage />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>,
    );
    await screen.findByText('24 packs opened in this game');
    const table = screen.getByRole('table', { name: 'Pulls per rarity' });
    const superRare = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Super Rare'));
    expect(superRare?.textContent).toContain('5');
    expect(superRare?.textContent).toContain('4.0');
    expect(superRare?.textContent).toContain('+1.0');
    const secret = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Secret Rare'));
    expect(secret?.textContent).toContain('-1.0');
  });
});
