import { screen, within } from '@testing-library/react';
import { labels, messages, type Game } from '@progression/contracts';
import { DataProvider } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { ActiveWeekPanel } from './ActiveWeekPanel';

const week = (n: number) => ({
  id: `64a00000000000000000000${n}`,
  week: n,
  banlistVersion: '2024-01-01',
  banlist: { format: 'TCG' as const, activeFrom: '2024-01-01' },
});

const game = (activeWeek: number, status: Game['status'] = 'IN_PROGRESS'): Game => ({
  id: '64a000000000000000000001',
  name: 'Goat League',
  status,
  activeWeek,
  started: '2024-01-01T00:00:00.000Z',
  inviteCode: 'CODE',
  weeks: Array.from({ length: activeWeek }, (_, index) => week(index + 1)),
  playerIds: [],
  modeId: '64a000000000000000000002',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
});

/** The panel's words, top to bottom. */
function panelText(shown: Game): string {
  renderWithTheme(
    <DataProvider>
      <ActiveWeekPanel game={shown} />
    </DataProvider>,
  );
  return screen.getByRole('region', { name: 'Active Week' }).textContent ?? '';
}

describe('the Active Week panel', () => {
  it('says a game before week 1 has not been started, and nothing about a week in progress', () => {
    const text = panelText(game(0));
    expect(text).toContain(messages.games.notStartedState);
    expect(text).toContain(messages.games.notStarted);
    expect(text).not.toContain(labels.gameStatus.IN_PROGRESS);
    expect(text).not.toContain(labels.gameStatus.COMPLETE);
    expect(text).not.toMatch(/Week \d/);
    expect(screen.getByRole('button', { name: 'Start next week' })).toHaveProperty('disabled', false);
  });

  it('says which week is in progress, with its banlist', () => {
    const text = panelText(game(2));
    const region = screen.getByRole('region', { name: 'Active Week' });
    expect(within(region).getByText(labels.gameStatus.IN_PROGRESS)).toBeTruthy();
    expect(within(region).getByText(messages.games.week(2))).toBeTruthy();
    expect(text).toContain('TCG banlist of');
    expect(text).not.toContain(messages.games.notStartedState);
    expect(text).not.toContain(messages.games.notStarted);
    expect(text).not.toContain(labels.gameStatus.COMPLETE);
  });

  it('says a finished game is complete after its last week, and offers no next week', () => {
    const text = panelText(game(3, 'COMPLETE'));
    const region = screen.getByRole('region', { name: 'Active Week' });
    expect(within(region).getByText(labels.gameStatus.COMPLETE)).toBeTruthy();
    expect(within(region).getByText(messages.games.week(3))).toBeTruthy();
    expect(text).not.toContain(labels.gameStatus.IN_PROGRESS);
    expect(text).not.toContain(messages.games.notStartedState);
    expect(screen.getByRole('button', { name: 'Start next week' })).toHaveProperty('disabled', true);
  });
});
