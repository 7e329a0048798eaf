import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages, type Game } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { RewardConfigPanel } from './RewardConfigPanel';

const gameId = '64a000000000000000000001';
const game = { id: gameId, name: 'Goat League', activeWeek: 1 } as Game;

// jsdom has no network: the rewards service answers here, and every PUT is kept.
function serve() {
  const saved = {
    gameId,
    weekTrack: { id: 'w', clocks: [{ type: 'BOOSTER_PACK', startingFrom: 2, every: 1, quantity: 1 }] },
    winTrack: { id: 'v', clocks: [] as unknown[] },
    lossTrack: { id: 'l', clocks: [] as unknown[] },
  };
  const puts: unknown[] = [];
  globalThis.fetch = (async (_url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as typeof saved;
      puts.push(body);
      Object.assign(saved, body);
    }
    const text = JSON.stringify(saved);
    return { ok: true, status: 200, text: async () => text } as Response;
  }) as typeof fetch;
  return puts;
}

afterEach(() => queryClient.clear());

describe('the Reward Config panel', () => {
  it('adds and removes clocks, refuses numbers below 0, and saves the three tracks', async () => {
    const puts = serve();
    renderWithTheme(
      <DataProvider>
        <RewardConfigPanel game={game} />
      </DataProvider>,
    );
    expect(await screen.findByLabelText('Weekly clock 1 starting from')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Wins clock' }));
    const every = screen.getByLabelText('Wins clock 1 every');
    fireEvent.change(every, { target: { value: '-1' } });
    expect(screen.getByText(messages.matches.atLeastZero('every'))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(every, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Weekly clock 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          weekTrack: { id: 'w', clocks: [] },
          winTrack: { id: 'v', clocks: [{ type: 'BOOSTER_PACK', startingFrom: 1, every: 3, quantity: 1 }] },
          lossTrack: { id: 'l', clocks: [] },
        },
      ]),
    );
  });
});
