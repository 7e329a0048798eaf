import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages, type Game } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { MatchConfigPanel } from './MatchConfigPanel';

const gameId = '64a000000000000000000001';
const game = { id: gameId, name: 'Goat League', activeWeek: 1 } as Game;

// jsdom has no network: the matches service answers here, and every PUT is kept.
function serve() {
  const saved = {
    gameId,
    legsEnabled: false,
    legLength: 0,
    placementScores: [] as number[],
    pairing: 'ROUND_ROBIN',
    swissRounds: 3,
  };
  const puts: unknown[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
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

const renderPanel = () =>
  renderWithTheme(
    <DataProvider>
      <MatchConfigPanel game={game} />
    </DataProvider>,
  );

afterEach(() => queryClient.clear());

describe('the Game Match Config panel', () => {
  it('shows Save and Cancel only when something changed, and Cancel puts the saved values back', async () => {
    serve();
    renderPanel();
    const length = await screen.findByLabelText('Leg length (weeks)');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.change(length, { target: { value: '2' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((length as HTMLInputElement).value).toBe('0');
  });

  it('refuses numbers below 0, and saves whole numbers', async () => {
    const puts = serve();
    renderPanel();
    const scores = await screen.findByLabelText('Placement scores');
    fireEvent.change(scores, { target: { value: '3, -1' } });
    expect(screen.getByText(messages.matches.atLeastZero('placement score'))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(scores, { target: { value: '3, 1' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Legs enabled' }));
    fireEvent.change(screen.getByLabelText('Leg length (weeks)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          legsEnabled: true,
          legLength: 2,
          placementScores: [3, 1],
          pairing: 'ROUND_ROBIN',
          swissRounds: 3,
          confirmResults: false,
          autoConfirmHours: 48,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });
});
