import { act, renderHook, waitFor } from '@testing-library/react';
import { DataProvider, queryClient } from '@progression/platform';
import { answerBy } from '@progression/platform/testing';
import { useGame, useGames, useStartNextWeek } from './games';

const game = (activeWeek: number) => ({
  id: 'g1',
  name: 'League',
  status: 'IN_PROGRESS',
  activeWeek,
  started: '2026-01-05T10:00:00.000Z',
  inviteCode: 'ABCD1234',
  weeks: [],
  playerIds: ['p1'],
  modeId: 'm1',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
});

/** The games service: a game at week 0 until a start of week 1 moves it on. */
function serveGame() {
  let activeWeek = 0;
  return answerBy(({ method, url }) => {
    if (method === 'POST' && url === '/rest/api/progression-game/g1/week') {
      activeWeek = 1;
      return { status: 200, body: game(activeWeek) };
    }
    if (url === '/rest/api/progression-game') return { status: 200, body: { games: [game(activeWeek)] } };
    return { status: 200, body: game(activeWeek) };
  });
}

describe('the game hooks', () => {
  afterEach(() => queryClient.clear());

  it('refresh every view of games after a week is started, wherever it was read', async () => {
    const sent = serveGame();
    // Two separate React roots, as the shell and a microfrontend are: one cache serves both.
    const shell = renderHook(() => useGames(), { wrapper: DataProvider });
    const area = renderHook(() => ({ game: useGame('g1'), start: useStartNextWeek() }), {
      wrapper: DataProvider,
    });
    await waitFor(() => expect(shell.result.current.data?.[0].activeWeek).toBe(0));
    await waitFor(() => expect(area.result.current.game.data?.activeWeek).toBe(0));

    await act(async () => {
      await area.result.current.start.mutateAsync(game(0) as never);
    });

    await waitFor(() => expect(shell.result.current.data?.[0].activeWeek).toBe(1));
    expect(area.result.current.game.data?.activeWeek).toBe(1);
    const starts = sent.filter((request) => request.method === 'POST');
    expect(starts.map((request) => JSON.parse(request.body ?? ''))).toEqual([{ week: 1 }]);
  });
});
