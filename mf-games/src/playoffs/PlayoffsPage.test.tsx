import { fireEvent, screen, within } from '@testing-library/react';
import { messages, type Game, type Playoff } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { PlayoffsPage } from './PlayoffsPage';

const t = messages.playoffs;
const game = { id: '64a000000000000000000001', name: 'Goat League', activeWeek: 3 } as Game;
const pid = (n: number) => `64d00000000000000000000${n}`;
const names = ['', 'ann', 'bob', 'cat', 'dan', 'eli', 'fay', 'gus', 'hal'];
const match = (round: number, slot: number, fields: Partial<Playoff['matches'][number]> = {}) => ({
  id: `64f0000000000000000000${round}${slot}`,
  round,
  slot,
  firstPlayerId: null,
  secondPlayerId: null,
  winnerId: null,
  firstGames: null,
  secondGames: null,
  correctable: false,
  ...fields,
});

/** A top 8, best of 3: seed 1 beat seed 8 2-1 (correctable), the rest unplayed. */
const bracket: Playoff = {
  gameId: game.id,
  size: 8,
  bestOf: 3,
  rounds: 3,
  seeds: [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ({
    seed,
    playerId: pid(seed),
    userId: `64c00000000000000000000${seed}`,
    username: names[seed]!,
  })),
  matches: [
    match(1, 0, {
      firstPlayerId: pid(1),
      secondPlayerId: pid(8),
      winnerId: pid(1),
      firstGames: 2,
      secondGames: 1,
      correctable: true,
    }),
    match(1, 1, { firstPlayerId: pid(4), secondPlayerId: pid(5) }),
    match(1, 2, { firstPlayerId: pid(2), secondPlayerId: pid(7) }),
    match(1, 3, { firstPlayerId: pid(3), secondPlayerId: pid(6) }),
    match(2, 0, { firstPlayerId: pid(1) }),
    match(2, 1),
    match(3, 0),
  ],
  championPlayerId: null,
  startedAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
};

let requests: { method: string; url: string; body: unknown }[] = [];
// jsdom has no network: the gateway answers here, the viewer being the player `me`.
function serve(me: { id: string; isAdmin: boolean }, playoff: Playoff | null = bracket) {
  requests = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    requests.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const body = url.startsWith('/rest/api/game-player/user')
      ? { id: me.id, userId: 'u', gameId: game.id, username: 'me', isAdmin: me.isAdmin, activeDrafts: [] }
      : url.startsWith('/rest/api/playoff-matches/')
        ? { playoff: bracket }
        : url.startsWith('/rest/api/playoffs')
          ? { playoff }
          : { message: 'Not found' };
    return {
      ok: true,
      status: 200,
      headers: new Headers(),
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
}

const renderPage = () =>
  renderWithTheme(
    <DataProvider>
      <PlayoffsPage game={game} />
    </DataProvider>,
  );

afterEach(() => queryClient.clear());

describe('the Playoffs page', () => {
  it('shows the rounds in order with seeds, names, scores and the winner', async () => {
    serve({ id: pid(5), isAdmin: false });
    renderPage();
    const rounds = await screen.findByRole('list', { name: t.bracket });
    expect(
      within(rounds)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    const first = screen.getByRole('listitem', { name: 'Quarter-finals, match 1' });
    expect(first.textContent).toContain('Seed 1');
    expect(first.textContent).toContain('ann');
    expect(within(first).getByText(/ann/).textContent).toContain(t.winner);
    expect(within(first).getByText(/hal/).textContent).not.toContain(t.winner);
    expect(first.textContent).toContain('2');
    expect(screen.getAllByText(t.waiting)).toHaveLength(5);
  });

  it('offers a player the report buttons of their own match only, and sends the winner and score', async () => {
    serve({ id: pid(5), isAdmin: false });
    renderPage();
    const mine = await screen.findByRole('listitem', { name: 'Quarter-finals, match 2' });
    const buttons = within(mine)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual([
      t.reportWin('dan', 2, 0),
      t.reportWin('dan', 2, 1),
      t.reportWin('eli', 2, 0),
      t.reportWin('eli', 2, 1),
    ]);
    for (const other of ['Quarter-finals, match 1', 'Quarter-finals, match 3', 'Semi-finals, match 1'])
      expect(within(screen.getByRole('listitem', { name: other })).queryAllByRole('button')).toEqual([]);
    fireEvent.click(within(mine).getByRole('button', { name: t.reportWin('eli', 2, 1) }));
    await screen.findByText(t.resultReported).catch(() => undefined);
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.url).toBe(`/rest/api/playoff-matches/${bracket.matches[1]!.id}`);
    expect(put.body).toEqual({ winnerId: pid(5), winnerGames: 2, loserGames: 1 });
  });

  it('offers the admin every open match and the correction of a result whose next match is unplayed', async () => {
    serve({ id: pid(9), isAdmin: true });
    renderPage();
    const decided = await screen.findByRole('listitem', { name: 'Quarter-finals, match 1' });
    const correct = within(decided).getByRole('group', {
      name: `${t.correctTitle}: Quarter-finals, match 1`,
    });
    // The result as it stands cannot be sent again.
    expect(
      (within(correct).getByRole('button', { name: t.reportWin('ann', 2, 1) }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(correct).getByRole('button', { name: t.reportWin('hal', 2, 0) }) as HTMLButtonElement).disabled,
    ).toBe(false);
    for (const open of ['Quarter-finals, match 2', 'Quarter-finals, match 3', 'Quarter-finals, match 4'])
      expect(within(screen.getByRole('listitem', { name: open })).getAllByRole('button')).toHaveLength(4);
    expect(within(screen.getByRole('listitem', { name: 'Final' })).queryAllByRole('button')).toEqual([]);
  });

  it('says so before the playoff starts, and names the champion once the final is decided', async () => {
    serve({ id: pid(5), isAdmin: false }, null);
    renderPage();
    expect(await screen.findByText(t.notStarted)).toBeTruthy();
    queryClient.clear();
    const done: Playoff = {
      ...bracket,
      size: 4,
      rounds: 2,
      seeds: bracket.seeds.slice(0, 4),
      matches: [
        match(1, 0, {
          firstPlayerId: pid(1),
          secondPlayerId: pid(4),
          winnerId: pid(4),
          firstGames: 0,
          secondGames: 2,
        }),
        match(1, 1, {
          firstPlayerId: pid(2),
          secondPlayerId: pid(3),
          winnerId: pid(2),
          firstGames: 2,
          secondGames: 0,
        }),
        match(2, 0, {
          firstPlayerId: pid(4),
          secondPlayerId: pid(2),
          winnerId: pid(4),
          firstGames: 2,
          secondGames: 1,
        }),
      ],
      championPlayerId: pid(4),
      completedAt: '2026-01-02T00:00:00.000Z',
    };
    serve({ id: pid(5), isAdmin: true }, done);
    renderPage();
    expect(await screen.findByText(t.champion('dan'))).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: t.bracket }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Semi-finals', 'Final']);
    // Decided and followed by a played final: nothing to report or correct.
    expect(within(screen.getByRole('list', { name: t.bracket })).queryAllByRole('button')).toEqual([]);
  });
});
