import { messages } from '@progression/contracts';
import { DataProvider, flash, queryClient } from '@progression/platform';
import { answerBy } from '@progression/platform/testing';
import { renderWithTheme } from '@progression/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { card, deckId, deckOf, gameId, players } from '../test-support/fixtures';
import { deckLink } from '../deck-tools/deck-link';
import { DeckEditorPage } from '../editor/DeckEditorPage';
import { DeckViewPage } from './DeckViewPage';

const magician = card('c1', 'Dark Magician');
const kuriboh = card('c2', 'Kuriboh');
const deck = deckOf([
  { cardId: 'c1', quantity: 3, zone: 'MAIN_DECK' },
  { cardId: 'c2', quantity: 1, zone: 'MAIN_DECK' },
]);

/** The services as `viewer` meets them: Ann's deck, its cards and the game's players. */
function serveAs(viewer: (typeof players)['ann']) {
  answerBy(({ url }) => {
    const path = url.split('?')[0];
    if (path === `/rest/api/deck/${deckId}`) return { status: 200, body: deck };
    if (path === '/rest/api/cards') return { status: 200, body: { cards: [magician, kuriboh] } };
    if (path === '/rest/api/game-player/user') return { status: 200, body: viewer };
    if (path === '/rest/api/game-player') return { status: 200, body: { players: Object.values(players) } };
    return { status: 404, body: { message: 'Not here' } };
  });
}

const renderView = (path = `/games/game/${gameId}/decks/${deckId}/view`) =>
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/games/game/:gameId/decks/:deckId" element={<DeckEditorPage />} />
          <Route path="/games/game/:gameId/decks/:deckId/view" element={<DeckViewPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );

describe("a deck's read-only page", () => {
  const copied: string[] = [];
  beforeAll(() => {
    Object.assign(navigator, { clipboard: { writeText: async (text: string) => void copied.push(text) } });
  });
  afterEach(() => {
    queryClient.clear();
    flash.clear();
    copied.length = 0;
  });

  it("shows another player the deck, whose it is and that it is read-only, and copies the deck's link", async () => {
    serveAs(players.bob);
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spellcasters' })).toBeTruthy();
    await screen.findByText(messages.deckTools.ownerDeck('ann'));
    await screen.findByText(messages.deckTools.readOnly);
    const main = screen.getByRole('region', { name: 'Main Deck 4 / 60' });
    const entries = await within(main).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/Dark Magician.*3x$/),
      expect.stringMatching(/Kuriboh.*1x$/),
    ]);
    expect(screen.getByText(messages.deckTools.emptySection)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.deckTools.editDeck })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: messages.deckTools.copyLink }));
    await waitFor(() => expect(copied).toEqual([deckLink(gameId, deckId)]));
    expect(copied[0]).toBe(`${window.location.origin}/games/game/${gameId}/decks/${deckId}/view`);
    expect(flash.get().map((message) => message.message)).toEqual([messages.deckTools.copiedLink]);
    // The tools a reader has: a sample hand and the deck's picture.
    expect(screen.getByRole('button', { name: messages.deckTools.sampleHand })).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.deckTools.downloadImage })).toBeTruthy();
  });

  it('offers its own player the editor instead of the read-only note', async () => {
    serveAs(players.ann);
    renderView();
    await screen.findByRole('button', { name: messages.deckTools.editDeck });
    expect(screen.queryByText(messages.deckTools.readOnly)).toBeNull();
  });

  it("opens another player's deck read-only when its editor's address is passed on instead of its link", async () => {
    serveAs(players.bob);
    renderView(`/games/game/${gameId}/decks/${deckId}`);
    await screen.findByText(messages.deckTools.readOnly);
    expect(screen.getByRole('heading', { level: 1, name: 'Spellcasters' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Deck name' })).toBeNull();
  });
});
