import { labels, messages, type DraftTableView, type SetCard } from '@progression/contracts';
import { DataProvider, flash, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { makeSetCard } from '../test-support/fixtures';
import { Failure, serve } from '../test-support/serve';
import { makeLog, makeSeat, makeTable, packOf } from '../test-support/table-fixtures';
import { BoosterTablePage } from './BoosterTablePage';

const text = messages.boosterDraft;
const dragon = makeSetCard('1', 'Blue-Eyes White Dragon', 'ULTRA_RARE');
const magician = makeSetCard('2', 'Dark Magician', 'COMMON');
const kuriboh = makeSetCard('3', 'Kuriboh', 'RARE');
const hole: SetCard = {
  ...makeSetCard('4', 'Trap Hole', 'COMMON'),
  card: {
    ...makeSetCard('4', 'Trap Hole', 'COMMON').card,
    yugiohMetaData: { ...dragon.card.yugiohMetaData!, type: 'TRAP_CARD' },
  },
};

const pickName = (card: SetCard) =>
  text.pickCardOfRarity(card.card.name, labels.equivalentRarity[card.equivalentRarity]);

/** A stand-in drafts service over one table: a pick of a card in the pack answers `afterPick`. */
function tableService(table: DraftTableView, afterPick: (cardId: string) => DraftTableView) {
  let current = table;
  return serve(({ method, url, body }) => {
    if (method === 'GET' && url === '/rest/api/pack-draft/draft-1/table') return current;
    if (method === 'POST' && url === '/rest/api/pack-draft/draft-1/table/pick') {
      const { cardId, pickNumber } = body as { cardId: string; pickNumber: number };
      if (pickNumber !== current.pickNumber || !current.pack?.cards.some((card) => card.id === cardId))
        return new Failure(409, { message: text.cardNotInPack });
      current = afterPick(cardId);
      return current;
    }
    if (method === 'GET' && url === '/rest/api/pack-draft/draft-1/table/log')
      return makeLog([
        [0, 'alice', dragon],
        [1, 'bob', kuriboh],
        [2, 'Bot 1', magician, 'BOT'],
      ]);
    return new Failure(404, { message: 'Not found' });
  });
}

/** A finger's tap: jsdom has no PointerEvent, so the pointer's type is set on a plain one. */
function tap(element: HTMLElement) {
  const down = new MouseEvent('pointerdown', { bubbles: true });
  Object.defineProperty(down, 'pointerType', { value: 'touch' });
  act(() => {
    element.dispatchEvent(down);
  });
  fireEvent.click(element);
}

const renderTable = () =>
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={['/games/game/game-1/draft/draft-1/table']}>
        <Routes>
          <Route path="/games/game/:gameId/draft/:draftId/table" element={<BoosterTablePage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );

const inFront = (extra: Partial<DraftTableView> = {}) =>
  makeTable({
    pack: packOf([dragon, magician, hole]),
    deadline: new Date(Date.now() + 125_000).toISOString(),
    seats: [
      makeSeat(0, 'alice', { state: 'PICKING' }),
      makeSeat(1, 'bob', { state: 'PICKING' }),
      makeSeat(2, 'Bot 1', { kind: 'BOT', playerId: null, state: 'PICKING' }),
    ],
    ...extra,
  });

const afterFirstPick = (picked: SetCard) =>
  makeTable({
    pickNumber: 2,
    picks: [picked],
    pack: packOf([kuriboh, magician], 'pack-2'),
    deadline: new Date(Date.now() + 120_000).toISOString(),
    seats: [
      makeSeat(0, 'alice', { state: 'PICKING', picks: 1 }),
      makeSeat(1, 'bob', { state: 'PICKING', picks: 1 }),
      makeSeat(2, 'Bot 1', { kind: 'BOT', playerId: null, state: 'PICKING', picks: 1 }),
    ],
  });

describe('the booster draft table page', () => {
  afterEach(() => {
    queryClient.clear();
    flash.clear();
  });

  it('shows the pack, the deadline counting down, the seats with who picks, and picks a card by click', async () => {
    const sent = tableService(inFront(), (cardId) =>
      afterFirstPick(cardId === dragon.id ? dragon : magician),
    );
    renderTable();
    const pack = await screen.findByRole('list', { name: text.packHeading });
    expect(within(pack).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('timer').textContent).toMatch(/^Pick due in 2:0[45]$/);
    const seats = screen.getByRole('list', { name: text.seatsHeading });
    expect(within(seats).getByText(text.yourSeat('alice'))).toBeTruthy();
    expect(within(seats).getAllByText(labels.tableSeatState.PICKING)).toHaveLength(3);
    expect(within(seats).getByText(labels.tableSeatKind.BOT)).toBeTruthy();
    expect(screen.getByText(text.passLeft)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: pickName(dragon) }));
    await screen.findByText(text.picked(dragon.card.name));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/rest/api/pack-draft/draft-1/table/pick',
        body: { pickNumber: 1, cardId: dragon.id },
      },
    ]);
    // The next pack is in front of the player, and the pick is among their picks, under its type.
    await screen.findByRole('button', { name: pickName(kuriboh) });
    expect(screen.getByRole('heading', { name: text.yourPicks(1) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.counted(labels.cardKind.MONSTER, 1) })).toBeTruthy();
  });

  it('picks with the keyboard: Enter on a focused card, then the focus is on the next pack', async () => {
    const user = userEvent.setup();
    const sent = tableService(inFront(), () => afterFirstPick(hole));
    renderTable();
    const trap = await screen.findByRole('button', { name: pickName(hole) });
    act(() => trap.focus());
    // Focus previews the card.
    expect(screen.getByRole('heading', { name: hole.card.name })).toBeTruthy();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: pickName(kuriboh) });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      pickNumber: 1,
      cardId: hole.id,
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: pickName(kuriboh) })),
    );
    expect(screen.getByRole('heading', { name: text.counted(labels.cardKind.TRAP, 1) })).toBeTruthy();
  });

  it('previews on a first tap and picks on the second', async () => {
    const sent = tableService(inFront(), () => afterFirstPick(magician));
    renderTable();
    const card = await screen.findByRole('button', { name: pickName(magician) });
    tap(card);
    expect(screen.getByRole('heading', { name: magician.card.name })).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    tap(card);
    await screen.findByText(text.picked(magician.card.name));
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says so when the next pack has not reached the player, and when the table is paused', async () => {
    tableService(makeTable({ status: 'PAUSED', pausedAt: '2026-01-01T00:00:00.000Z' }), () => makeTable());
    renderTable();
    await screen.findByText(text.pausedInfo);
    expect(screen.getByText(text.waitingForPack)).toBeTruthy();
    expect(screen.getByText(labels.draftTableStatus.PAUSED)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('flashes a refused pick and changes nothing', async () => {
    const table = inFront();
    serve(({ method }) => (method === 'GET' ? table : new Failure(409, { message: text.alreadyPicked(1) })));
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: pickName(dragon) }));
    await act(async () => {});
    expect(flash.state.get().map((shown) => shown.message)).toContain(text.alreadyPicked(1));
    expect(screen.getByRole('button', { name: pickName(dragon) })).toBeTruthy();
  });

  it('shows the draft log and every player’s picks once the table is complete', async () => {
    tableService(
      makeTable({
        status: 'COMPLETE',
        completedAt: '2026-01-01T00:00:00.000Z',
        pickNumber: 5,
        picks: [dragon],
        seats: [makeSeat(0, 'alice', { state: 'DONE', picks: 4 })],
      }),
      () => makeTable(),
    );
    renderTable();
    await screen.findByText(text.completeInfo);
    const log = await screen.findByRole('table', { name: text.logHeading });
    const rows = within(log).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[3]).getByText(labels.pickMethod.BOT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.counted(text.picksOf('bob'), 1) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.counted(text.picksOf('alice'), 1) })).toBeTruthy();
  });

  it("shows a demo draft's table at its own path, without a collection to go to", async () => {
    tableService(
      makeTable({ gameId: null, status: 'COMPLETE', completedAt: '2026-01-01T00:00:00.000Z' }),
      () => makeTable(),
    );
    renderWithTheme(
      <DataProvider>
        <MemoryRouter initialEntries={['/drafts/pack-draft/draft-1/table']}>
          <Routes>
            <Route path="/drafts/pack-draft/:draftId/table" element={<BoosterTablePage />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>,
    );
    await screen.findByText(text.demoCompleteInfo);
    expect(screen.queryByText(text.completeInfo)).toBeNull();
    expect(screen.queryByRole('button', { name: text.viewCollection })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: text.goToDrafts }));
    expect(window.location.pathname).toBe('/drafts/overview');
  });
});
