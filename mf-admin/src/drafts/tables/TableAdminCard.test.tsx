import {
  formatDateTime,
  labels,
  messages,
  type DraftTableView,
  type TableSeat,
} from '@progression/contracts';
import { DataProvider, flash, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TableAdminCard } from './TableAdminCard';

const text = messages.boosterDraft;

const seat = (n: number, name: string, extra: Partial<TableSeat> = {}): TableSeat => ({
  seat: n,
  kind: 'PLAYER',
  playerId: `player-${n}`,
  name,
  replacedByBot: false,
  state: 'WAITING',
  picks: 3,
  deadline: null,
  ...extra,
});

const table = (extra: Partial<DraftTableView> = {}): DraftTableView => ({
  tableId: 'table-1',
  draftId: 'draft-1',
  gameId: 'game-1',
  week: 2,
  stage: 1,
  status: 'ACTIVE',
  rounds: 3,
  round: 1,
  direction: 'LEFT',
  pickNumber: 4,
  totalPicks: 27,
  pickSeconds: 3600,
  deadline: null,
  pack: null,
  yourSeat: 0,
  seats: [
    seat(0, 'alice', { state: 'PICKING', deadline: '2026-01-01T10:00:00.000Z' }),
    seat(1, 'bob'),
    seat(2, 'Bot 1', { kind: 'BOT', playerId: null }),
  ],
  picks: [],
  pausedAt: null,
  completedAt: null,
  version: 1,
  ...extra,
});

/** The drafts service as the admin meets it: each action answers the table after it. */
function serve() {
  let current = table();
  const sent: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    const base = '/rest/api/pack-draft/draft-1/table';
    if (method === 'POST' && url === `${base}/pause`) current = { ...current, status: 'PAUSED' };
    if (method === 'POST' && url === `${base}/resume`) current = { ...current, status: 'ACTIVE' };
    if (method === 'POST' && url === `${base}/seats/1/bot`)
      current = {
        ...current,
        seats: current.seats.map((s) =>
          s.seat === 1 ? { ...s, kind: 'BOT' as const, replacedByBot: true } : s,
        ),
      };
    const text = JSON.stringify(current);
    return { ok: true, status: 200, text: async () => text } as Response;
  }) as typeof fetch;
  return sent;
}

const renderCard = () =>
  renderWithTheme(
    <DataProvider>
      <TableAdminCard entry={{ tableId: 'table-1', draftId: 'draft-1', week: 2, stage: 1 }} />
    </DataProvider>,
  );

describe("the draft admin's table card", () => {
  afterEach(() => {
    queryClient.clear();
    flash.clear();
  });

  it('shows the progress and the seats, and pauses then resumes the table', async () => {
    const sent = serve();
    renderCard();
    await screen.findByText(text.progress(9, 81));
    const seats = screen.getByRole('list', { name: text.seatsHeading });
    expect(within(seats).getAllByRole('listitem')).toHaveLength(3);
    const alice = within(seats).getByRole('listitem', { name: 'alice' });
    expect(
      within(alice).getByText(
        text.picksAndDue(text.picksMade(3), formatDateTime('2026-01-01T10:00:00.000Z')),
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.pauseTable }));
    await screen.findByRole('button', { name: text.resumeTable });
    expect(screen.getByText(labels.draftTableStatus.PAUSED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.resumeTable }));
    await screen.findByRole('button', { name: text.pauseTable });
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/rest/api/pack-draft/draft-1/table/pause',
      '/rest/api/pack-draft/draft-1/table/resume',
    ]);
  });

  it("extends the picking seat's deadline by a chosen time; only a picking player's seat offers it", async () => {
    const sent = serve();
    renderCard();
    await screen.findByText(text.progress(9, 81));
    expect(screen.queryByRole('button', { name: text.forSeat(text.extendDeadline, 'bob') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: text.forSeat(text.extendDeadline, 'alice') }));
    const dialog = await screen.findByRole('dialog', { name: text.extendDeadlineOf('alice') });
    fireEvent.click(within(dialog).getByRole('button', { name: text.extendDeadline }));
    await waitFor(() =>
      expect(sent.find((request) => request.url.endsWith('/deadline'))?.body).toEqual({
        seat: 0,
        seconds: 300,
      }),
    );
    await waitFor(() =>
      expect(flash.get().map((shown) => shown.message)).toContain(text.deadlineExtendedDone),
    );
  });

  it('replaces a player by a bot after a confirm; a bot seat offers nothing', async () => {
    const sent = serve();
    renderCard();
    await screen.findByText(text.progress(9, 81));
    expect(screen.queryByRole('button', { name: text.forSeat(text.replaceByBot, 'Bot 1') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: text.forSeat(text.replaceByBot, 'bob') }));
    const dialog = await screen.findByRole('dialog', { name: text.replaceByBotOf('bob') });
    expect(within(dialog).getByText(text.confirmReplaceByBot('bob'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: text.replaceByBot }));
    await waitFor(() =>
      expect(flash.get().map((shown) => shown.message)).toContain(text.replacedByBotDone('bob')),
    );
    expect(sent.some((request) => request.method === 'POST' && request.url.endsWith('/seats/1/bot'))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: text.forSeat(text.replaceByBot, 'bob') })).toBeNull();
  });
});
