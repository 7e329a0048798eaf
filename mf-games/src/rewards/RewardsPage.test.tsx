import { screen, within } from '@testing-library/react';
import type { Game } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { RewardsPage } from './RewardsPage';

const game = { id: 'game-1', name: 'Goat League', activeWeek: 2 } as Game;

const tracks = [
  { id: 't-week', kind: 'WEEK', counter: 2, clocks: [], earned: [], next: null },
  {
    id: 't-win',
    kind: 'WIN',
    counter: 3,
    clocks: [],
    // The Wildcard at 3 wins is earned; the next week start grants it.
    earned: [{ type: 'WILDCARD', quantity: 1, at: 3 }],
    next: { type: 'BOOSTER_PACK', quantity: 1, at: 5, remaining: 2 },
  },
  {
    id: 't-loss',
    kind: 'LOSS',
    counter: 0,
    clocks: [],
    earned: [],
    next: { type: 'REWARD_PACK', quantity: 1, at: 1, remaining: 1 },
  },
];

const winReward = {
  id: 'r1',
  gameId: 'game-1',
  playerId: 'p1',
  type: 'BOOSTER_PACK',
  quantity: 2,
  week: 2,
  status: 'UNCLAIMED',
  trackId: 't-win',
  draftId: 'd1',
};

// jsdom has no network: the rewards service answers here (status 403 for every call when `failing`).
function serve(failing = false) {
  globalThis.fetch = (async (url: string) => {
    const body = url.startsWith('/rest/api/game-reward/tracks')
      ? { tracks }
      : url.startsWith('/rest/api/game-rewards?')
        ? { rewards: [winReward] }
        : { message: 'Not found' };
    const text = JSON.stringify(failing ? { message: 'Forbidden' } : body);
    return { ok: !failing, status: failing ? 403 : 200, text: async () => text } as Response;
  }) as typeof fetch;
}

const renderPage = () =>
  renderWithTheme(
    <DataProvider>
      <RewardsPage game={game} />
    </DataProvider>,
  );

afterEach(() => queryClient.clear());

describe('the Rewards page', () => {
  it("shows the notice, each track's next reward and the three lists", async () => {
    serve();
    renderPage();
    expect(screen.getByText('Reward tracks are only updated when a new week starts')).toBeTruthy();
    expect(await screen.findByText('2 more wins to a Booster pack')).toBeTruthy();
    expect(screen.getByText('A Wildcard comes when the next week starts')).toBeTruthy();
    expect(screen.getByText('1 more loss to a Reward pack')).toBeTruthy();
    expect(screen.getByText('No more rewards on this track')).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Booster pack x 2' });
    expect(within(card).getByText('Week 2')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Claim reward' })).toBeTruthy();
    expect(screen.getAllByText('No current rewards')).toHaveLength(2);
  });

  it('says when the rewards cannot be loaded', async () => {
    serve(true);
    renderPage();
    expect(await screen.findByText('Your reward tracks could not be loaded.')).toBeTruthy();
  });
});
