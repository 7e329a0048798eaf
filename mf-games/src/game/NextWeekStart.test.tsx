import { screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@progression/api-client';
import type { WeekScheduleView } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { NextWeekStart } from './NextWeekStart';

const gameId = '64a000000000000000000001';

// jsdom has no network: the games service's schedule answers here.
function serve(view: WeekScheduleView) {
  globalThis.fetch = (async (url: string) => {
    expect(url).toContain(`/rest/api/progression-game/${gameId}/schedule`);
    const text = JSON.stringify(view);
    return { ok: true, status: 200, text: async () => text } as Response;
  }) as typeof fetch;
}

const renderLine = () =>
  renderWithTheme(
    <DataProvider>
      <p>overview</p>
      <NextWeekStart gameId={gameId} />
    </DataProvider>,
  );

afterEach(() => queryClient.clear());

describe('the next week start on the overview', () => {
  it("says when the next week starts, in en-GB, in the league's zone too", async () => {
    serve({
      schedule: { enabled: true, weekday: 'MONDAY', time: '18:00', timeZone: 'Pacific/Auckland' },
      nextStartAt: '2026-12-07T05:00:00.000Z',
    });
    renderLine();
    const line = await screen.findByText(/^The next week starts /);
    // 05:00 UTC is 18:00 in Auckland (NZDT, +13); the reader's own zone comes first.
    expect(line.textContent).toMatch(
      /^The next week starts \w{3}, \d{2}\/\d{2}\/2026, \d{2}:\d{2} \(Mon, 07\/12\/2026, 18:00 Pacific\/Auckland\)$/,
    );
  });

  it('shows nothing when the schedule is off or unset', async () => {
    serve({
      schedule: { enabled: false, weekday: 'MONDAY', time: '18:00', timeZone: 'Europe/London' },
      nextStartAt: null,
    });
    renderLine();
    // Once the schedule has been read, there is still no line.
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.games.schedule(gameId))?.status).toBe('success'),
    );
    expect(screen.queryByText(/next week starts/)).toBeNull();
  });
});
