import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages, type Game } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { PlayoffPanel } from './PlayoffPanel';

const t = messages.playoffs;
const gameId = '64a000000000000000000001';
const game = { id: gameId, name: 'Goat League', activeWeek: 3 } as Game;

// jsdom has no network: the playoff is not started, and the start is refused (the season is not over).
function serve() {
  const posts: unknown[] = [];
  globalThis.fetch = (async (_url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      const text = JSON.stringify({ message: t.notAtEnd(4) });
      return { ok: false, status: 409, text: async () => text } as Response;
    }
    const text = JSON.stringify({ playoff: null });
    return { ok: true, status: 200, text: async () => text } as Response;
  }) as typeof fetch;
  return posts;
}

afterEach(() => queryClient.clear());

describe('the Playoff panel', () => {
  it('starts a top 4 best of 3 by default, and keeps the choice when the server refuses', async () => {
    const posts = serve();
    renderWithTheme(
      <DataProvider>
        <PlayoffPanel game={game} />
      </DataProvider>,
    );
    expect(await screen.findByText(t.startIntro)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: t.sizeLabel }).textContent).toBe(t.size(4));
    expect(screen.getByRole('combobox', { name: t.bestOfLabel }).textContent).toBe(t.bestOf(3));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: t.start }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    await waitFor(() => expect(posts).toEqual([{ size: 4, bestOf: 3 }]));
    expect(screen.getByRole('button', { name: t.start })).toBeTruthy();
  });
});
