import {
  messages,
  type DeckRegistration,
  type Game,
  type MyRegistrationResponse,
} from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { DataProvider, flash, queryClient } from '@progression/platform';
import { answerBy } from '@progression/platform/testing';
import { renderWithTheme } from '@progression/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { card, deckId, deckOf, gameId, players } from '../test-support/fixtures';
import { DecksPage } from '../decks-page/DecksPage';
import { RegisteredDeckPage } from './RegisteredDeckPage';

const text = messages.deckRegistrations;
const magician = card('c1', 'Dark Magician');
const registered = deckOf([{ cardId: 'c1', quantity: 3, zone: 'MAIN_DECK' }], 'Week deck');
const other = { ...deckOf([], 'Other deck'), id: '64f0000000000000000000de' };
const game: Game = {
  id: gameId,
  name: 'League',
  status: 'IN_PROGRESS',
  activeWeek: 2,
  started: '2026-11-01T00:00:00.000Z',
  inviteCode: 'CODE',
  weeks: [1, 2].map((week) => ({ id: `w${week}`, week, banlistVersion: null, banlist: null })),
  playerIds: [],
  modeId: '64f0000000000000000000ee',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
};
const registration = (over: Partial<DeckRegistration> = {}): DeckRegistration => ({
  gameId,
  week: 2,
  playerId: players.ann.id,
  deckId,
  name: 'Week deck',
  cards: registered.cards,
  valid: false,
  reasons: [messages.decks.tooFewCards(40)],
  registeredAt: '2026-11-02T18:30:00.000Z',
  ...over,
});
const state = (over: Partial<MyRegistrationResponse> = {}): MyRegistrationResponse => ({
  window: { week: 2, open: true, closesAt: null, closedAt: null },
  registration: registration(),
  opponents: [],
  ...over,
});

/** The services as Ann meets them on the decks page, with the week's registration `mine`. */
function serve(mine: MyRegistrationResponse) {
  return answerBy(({ url, method }) => {
    const path = url.split('?')[0];
    if (path === '/rest/api/deck') return { status: 200, body: { decks: [registered, other] } };
    if (path === `/rest/api/progression-game/${gameId}`) return { status: 200, body: game };
    if (path === '/rest/api/deck-registrations' && method === 'PUT')
      return { status: 200, body: registration({ deckId: other.id, name: 'Other deck' }) };
    if (path === '/rest/api/deck-registrations') return { status: 200, body: mine };
    if (path === `/rest/api/deck-registrations/players/${players.bob.id}`)
      return { status: 200, body: registration({ playerId: players.bob.id, valid: true, reasons: [] }) };
    if (path.startsWith('/rest/api/deck-registrations/players/'))
      return { status: 404, body: { message: text.notFound } };
    if (path === '/rest/api/cards') return { status: 200, body: { cards: [magician] } };
    if (path === '/rest/api/game-player/user') return { status: 200, body: players.ann };
    if (path === '/rest/api/game-player') return { status: 200, body: { players: Object.values(players) } };
    return { status: 404, body: { message: 'Not here' } };
  });
}

const renderAt = (path: string) =>
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/games/game/:gameId/decks" element={<DecksPage />} />
          <Route path="/games/game/:gameId/decks/registered/:playerId" element={<RegisteredDeckPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );

afterEach(() => {
  queryClient.clear();
  flash.clear();
});

describe('registering a deck on the decks page', () => {
  it('shows the registered copy with its verdict, marks its deck and registers another', async () => {
    const sent = serve(state());
    renderAt(`/games/game/${gameId}/decks`);
    const panel = (await screen.findByRole('heading', { name: text.yourRegistration(2) })).closest(
      'section',
    )!;
    expect(within(panel).getByText(text.illegal)).toBeTruthy();
    expect(within(panel).getByRole('list', { name: text.whyIllegal('Week deck') }).textContent).toBe(
      messages.decks.tooFewCards(40),
    );
    expect(within(panel).getByText(text.frozenNote)).toBeTruthy();
    expect(screen.getByText(text.openUntilFirstResult)).toBeTruthy();

    const registeredTile = await screen.findByRole('region', { name: 'Week deck' });
    expect(within(registeredTile).getByText(text.registeredForWeek(2))).toBeTruthy();
    const otherTile = screen.getByRole('region', { name: 'Other deck' });
    expect(within(otherTile).queryByText(text.registeredForWeek(2))).toBeNull();
    fireEvent.click(
      within(otherTile).getByRole('button', { name: text.registerDeck(text.register, 'Other deck') }),
    );
    await waitFor(() =>
      expect(flash.get().map((message) => message.message)).toEqual([text.registered('Other deck', 2)]),
    );
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url).toContain(`gameId=${gameId}`);
    expect(JSON.parse(put.body!)).toEqual({ deckId: other.id });
  });

  it('offers no registration once the week is closed, and links the opponents whose deck may be seen', async () => {
    serve(
      state({
        window: { week: 2, open: false, closesAt: null, closedAt: '2026-11-03T10:00:00.000Z' },
        opponents: [{ playerId: players.bob.id, username: 'bob' }],
      }),
    );
    renderAt(`/games/game/${gameId}/decks`);
    expect(await screen.findByText(text.closedNotice(2))).toBeTruthy();
    await screen.findByRole('region', { name: 'Other deck' });
    expect(screen.queryByRole('button', { name: text.registerDeck(text.register, 'Other deck') })).toBeNull();
    expect(screen.getByRole('button', { name: text.viewOpponentDeck('bob') })).toBeTruthy();
  });
});

describe("an opponent's registered deck", () => {
  it('shows the copy read-only with whose it is and its verdict', async () => {
    serve(state());
    renderAt(`/games/game/${gameId}/decks/registered/${players.bob.id}?week=2`);
    expect(
      await screen.findByRole('heading', { level: 1, name: text.opponentDeckTitle('bob', 2) }),
    ).toBeTruthy();
    expect(screen.getByText(text.legal)).toBeTruthy();
    expect(screen.getByText(messages.deckTools.readOnly)).toBeTruthy();
    const main = screen.getByRole('region', { name: 'Main Deck 3 / 60' });
    expect((await within(main).findAllByRole('listitem')).map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/Dark Magician.*3x$/),
    ]);
  });

  it('says there is no registered deck to see when the server hides it', async () => {
    const sent = serve(state());
    renderAt(`/games/game/${gameId}/decks/registered/${players.ann.id}9?week=2`);
    expect(await screen.findByText(text.notFound)).toBeTruthy();
    // Still a page of its own: its heading names it (and, through the shell, the tab's title).
    expect(screen.getByRole('heading', { level: 1, name: decksTexts.registeredDeck })).toBeTruthy();
    expect(sent.some((request) => request.url.includes('week=2'))).toBe(true);
  });
});
