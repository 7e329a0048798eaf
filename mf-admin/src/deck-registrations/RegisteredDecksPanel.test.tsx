import { labels, messages, type Game, type WeekRegistrationsResponse } from '@progression/contracts';
import { DataProvider, flash, queryClient } from '@progression/platform';
import { answerBy } from '@progression/platform/testing';
import { renderWithTheme } from '@progression/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RegisteredDecksPanel } from './RegisteredDecksPanel';

const text = messages.deckRegistrations;
const gameId = '64a000000000000000000001';
const game: Game = {
  id: gameId,
  name: 'Goat League',
  status: 'IN_PROGRESS',
  activeWeek: 2,
  started: '2024-01-01T00:00:00.000Z',
  inviteCode: 'CODE',
  weeks: [1, 2].map((week) => ({ id: `w${week}`, week, banlistVersion: null, banlist: null })),
  playerIds: [],
  modeId: '64a000000000000000000002',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
};
const copy = (playerId: string, name: string, valid: boolean) => ({
  gameId,
  week: 2,
  playerId,
  deckId: '64a0000000000000000000dd',
  name,
  cards: [],
  valid,
  reasons: valid ? [] : [messages.decks.tooFewCards(40)],
  registeredAt: '2024-01-08T10:00:00.000Z',
});
const week: WeekRegistrationsResponse = {
  window: { week: 2, open: true, closesAt: null, closedAt: null },
  players: [
    { playerId: 'p1', username: 'ann', registration: copy('p1', 'Legal deck', true), flag: null },
    { playerId: 'p2', username: 'bob', registration: copy('p2', 'Short deck', false), flag: 'NOT_LEGAL' },
    { playerId: 'p3', username: 'carl', registration: null, flag: 'NOT_REGISTERED' },
  ],
};

function serve() {
  return answerBy(({ url, method, body }) => {
    const path = url.split('?')[0];
    if (path === '/rest/api/deck-registrations/week/close-time' && method === 'PUT') {
      const { closesAt } = JSON.parse(body!);
      return { status: 200, body: { ...week.window, closesAt } };
    }
    if (path === '/rest/api/deck-registrations/week') return { status: 200, body: week };
    return { status: 404, body: { message: 'Not here' } };
  });
}

afterEach(() => {
  queryClient.clear();
  flash.clear();
});

describe('the registered decks panel', () => {
  it('lists every player with their registered copy and verdict, flagging those without a legal one', async () => {
    serve();
    renderWithTheme(
      <DataProvider>
        <RegisteredDecksPanel game={game} />
      </DataProvider>,
    );
    expect(await screen.findByText(text.adminFlagged(2))).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: text.adminTitle }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `annLegal deck${text.legal}`,
      `bobShort deck${text.illegal}${messages.decks.tooFewCards(40)}${labels.registrationFlag.NOT_LEGAL}`,
      `carl${labels.registrationFlag.NOT_REGISTERED}`,
    ]);
    expect(screen.getByText(text.openUntilFirstResult)).toBeTruthy();
  });

  it("sets the week's closing time from the admin's local time, sent with its offset", async () => {
    const sent = serve();
    renderWithTheme(
      <DataProvider>
        <RegisteredDecksPanel game={game} />
      </DataProvider>,
    );
    const field = await screen.findByLabelText(text.closeTimeLabel);
    fireEvent.change(field, { target: { value: '2030-05-01T18:30' } });
    fireEvent.click(screen.getByRole('button', { name: text.closeTimeSave }));
    await waitFor(() => expect(flash.get().map((message) => message.message)).toEqual([text.closeTimeSaved]));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url).toContain(`gameId=${gameId}`);
    expect(JSON.parse(put.body!)).toEqual({ week: 2, closesAt: new Date('2030-05-01T18:30').toISOString() });
  });

  it('says a game before week 1 has not been started and asks nothing', () => {
    const sent = serve();
    renderWithTheme(
      <DataProvider>
        <RegisteredDecksPanel game={{ ...game, activeWeek: 0, weeks: [] }} />
      </DataProvider>,
    );
    expect(screen.getByText(messages.games.notStarted)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
