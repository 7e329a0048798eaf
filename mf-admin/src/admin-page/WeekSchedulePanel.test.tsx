import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages, type Game, type WeekScheduleView } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { WeekSchedulePanel } from './WeekSchedulePanel';

const gameId = '64a000000000000000000001';
const game = { id: gameId, name: 'Goat League', activeWeek: 1, status: 'IN_PROGRESS' } as Game;
const t = messages.schedule;

// jsdom has no network: the games service answers here (the next start is fixed), and every PUT is kept.
function serve(initial: WeekScheduleView = { schedule: null, nextStartAt: null }) {
  let saved = initial;
  const puts: unknown[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    expect(url).toContain(`/rest/api/progression-game/${gameId}/schedule`);
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as NonNullable<WeekScheduleView['schedule']>;
      puts.push(body);
      saved = { schedule: body, nextStartAt: body.enabled ? '2026-12-07T18:00:00.000Z' : null };
    }
    const text = JSON.stringify(saved);
    return { ok: true, status: 200, text: async () => text } as Response;
  }) as typeof fetch;
  return puts;
}

const renderPanel = () =>
  renderWithTheme(
    <DataProvider>
      <WeekSchedulePanel game={game} />
    </DataProvider>,
  );

afterEach(() => queryClient.clear());

describe('the Week schedule panel', () => {
  it('says weeks start by hand while there is no schedule, and offers Monday 18:00', async () => {
    serve();
    renderPanel();
    expect(await screen.findByText(t.off)).toBeTruthy();
    expect((screen.getByLabelText(t.timeLabel) as HTMLInputElement).value).toBe('18:00');
    expect(screen.getByRole('switch', { name: t.enabledLabel }).getAttribute('aria-checked')).toBe('false');
  });

  it('refuses a time zone or time the contracts refuse, with their texts, and sends nothing', async () => {
    const puts = serve();
    renderPanel();
    const zone = await screen.findByLabelText(t.timeZoneLabel);
    fireEvent.change(zone, { target: { value: 'Mars/Olympus' } });
    expect(screen.getByText(t.timeZoneInvalid)).toBeTruthy();
    const save = screen.getByRole('button', { name: t.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(zone, { target: { value: 'Europe/London' } });
    fireEvent.change(screen.getByLabelText(t.timeLabel), { target: { value: '' } });
    expect(screen.getByText(t.timeInvalid)).toBeTruthy();
    fireEvent.click(save);
    expect(puts).toEqual([]);
  });

  it('saves the schedule and shows the next start in en-GB, in the reader zone and the league zone', async () => {
    const puts = serve();
    renderPanel();
    fireEvent.change(await screen.findByLabelText(t.timeZoneLabel), { target: { value: 'Asia/Tokyo' } });
    fireEvent.change(screen.getByLabelText(t.timeLabel), { target: { value: '09:30' } });
    fireEvent.click(screen.getByRole('switch', { name: t.enabledLabel }));
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(puts).toEqual([{ enabled: true, weekday: 'MONDAY', time: '09:30', timeZone: 'Asia/Tokyo' }]),
    );
    // 18:00 UTC on Monday is 03:00 on Tuesday in Tokyo.
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('(Tue, 08/12/2026, 03:00 Asia/Tokyo)'));
    expect(status.textContent).toMatch(/^The next week starts \w{3}, \d{2}\/\d{2}\/2026, \d{2}:\d{2}/);
  });
});
