import { messages, type Deck, type DeckCard } from '@progression/contracts';
import { DataProvider, flash, queryClient } from '@progression/platform';
import { answerBy, type SentRequest } from '@progression/platform/testing';
import { renderWithTheme } from '@progression/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { DeckEditorPage } from '../editor/DeckEditorPage';
import { card, deckId, deckOf, gameId, owned } from '../test-support/fixtures';

const magician = card('c1', 'Dark Magician');
const kuriboh = card('c2', 'Kuriboh');

/** A decks service that stores what the editor saves, beside a collection of three copies of each card. */
function serveDeck(initial: Deck) {
  let deck = initial;
  const puts: DeckCard[][] = [];
  answerBy((request: SentRequest) => {
    const path = request.url.split('?')[0];
    if (path === `/rest/api/deck/${deckId}` && request.method === 'PUT') {
      const body = JSON.parse(request.body!) as { name: string; cards: DeckCard[] };
      puts.push(body.cards);
      deck = { ...deck, ...body };
      return { status: 200, body: deck };
    }
    if (path === `/rest/api/deck/${deckId}`) return { status: 200, body: deck };
    if (path === '/rest/api/cards') return { status: 200, body: { cards: [magician, kuriboh] } };
    if (path === '/rest/api/collection')
      return { status: 200, body: { items: owned([magician, kuriboh]), total: 2, nextOffset: null } };
    return { status: 404, body: { message: 'Not here' } };
  });
  return { puts, stored: () => deck };
}

const renderEditor = () =>
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={[`/games/game/${gameId}/decks/${deckId}`]}>
        <Routes>
          <Route path="/games/game/:gameId/decks/:deckId" element={<DeckEditorPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );

const undoButton = () => screen.getByRole('button', { name: messages.deckTools.undo });
const redoButton = () => screen.getByRole('button', { name: messages.deckTools.redo });
const mainDeck = () => screen.getByRole('region', { name: 'Main Deck' });
const copiesInDeck = (name: string) =>
  within(mainDeck()).queryAllByRole('button', { name: new RegExp(`^${name}`) }).length;
const status = () =>
  screen.getAllByRole('status').find((element) => /Undone|Redone/.test(element.textContent ?? ''));
const addFromCollection = async (name: string) =>
  fireEvent.click(
    await within(await screen.findByRole('list', { name: 'Collection cards' })).findByRole('button', {
      name: new RegExp(`^${name}, `),
    }),
  );

// A whole editor in jsdom, with its autosave's 1 s pauses: more than jest's default 5 s on a busy machine.
describe('undo and redo in the deck editor', () => {
  afterEach(() => {
    queryClient.clear();
    flash.clear();
  });

  it('walks back through every edit of the session, past the last save, and forward again', async () => {
    const service = serveDeck(deckOf([]));
    renderEditor();
    await screen.findByRole('textbox', { name: 'Deck name' });
    expect(undoButton()).toHaveProperty('disabled', true);
    expect(redoButton()).toHaveProperty('disabled', true);

    await addFromCollection('Dark Magician');
    await addFromCollection('Kuriboh');
    await addFromCollection('Dark Magician');
    expect(copiesInDeck('Dark Magician')).toBe(2);
    // The autosave stores the three cards: undo still goes back beyond it.
    await waitFor(() => expect(service.puts).toHaveLength(1), { timeout: 3000 });

    fireEvent.click(undoButton());
    expect(copiesInDeck('Dark Magician')).toBe(1);
    expect(status()?.textContent).toContain(
      messages.deckTools.undone(messages.deckTools.addedCard('Dark Magician')),
    );
    fireEvent.click(undoButton());
    fireEvent.click(undoButton());
    expect(copiesInDeck('Dark Magician') + copiesInDeck('Kuriboh')).toBe(0);
    expect(undoButton()).toHaveProperty('disabled', true);
    // The deck back where the session began is saved as such.
    await waitFor(() => expect(service.stored().cards).toEqual([]), { timeout: 3000 });

    fireEvent.click(redoButton());
    expect(copiesInDeck('Dark Magician')).toBe(1);
    expect(status()?.textContent).toContain(
      messages.deckTools.redone(messages.deckTools.addedCard('Dark Magician')),
    );
    fireEvent.click(redoButton());
    expect(copiesInDeck('Kuriboh')).toBe(1);

    // A new edit forgets what was undone.
    fireEvent.contextMenu(within(mainDeck()).getAllByRole('button', { name: /^Kuriboh/ })[0]!);
    expect(copiesInDeck('Kuriboh')).toBe(0);
    expect(redoButton()).toHaveProperty('disabled', true);
    fireEvent.click(undoButton());
    expect(status()?.textContent).toContain(
      messages.deckTools.undone(messages.deckTools.removedCard('Kuriboh')),
    );
    expect(copiesInDeck('Kuriboh')).toBe(1);
  }, 20_000);

  it('keeps the focus on Redo after the last undo, and on Undo after the last redo', async () => {
    serveDeck(deckOf([]));
    renderEditor();
    await addFromCollection('Dark Magician');
    await addFromCollection('Kuriboh');
    // From the keyboard: Enter on a focused button is a click.
    undoButton().focus();
    fireEvent.click(undoButton());
    expect(document.activeElement).toBe(undoButton());
    fireEvent.click(undoButton());
    expect(undoButton()).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(redoButton());
    fireEvent.click(redoButton());
    expect(document.activeElement).toBe(redoButton());
    fireEvent.click(redoButton());
    expect(redoButton()).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(undoButton());

    // A browser that already dropped the focus to the page's body gets it back on the other button too.
    fireEvent.click(undoButton());
    undoButton().blur();
    fireEvent.click(undoButton());
    expect(document.activeElement).toBe(redoButton());
    await act(async () => undefined);
  }, 20_000);

  it('answers Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y on the page, and leaves them to the name field there', async () => {
    serveDeck(deckOf([]));
    renderEditor();
    await addFromCollection('Dark Magician');
    expect(copiesInDeck('Dark Magician')).toBe(1);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(copiesInDeck('Dark Magician')).toBe(0);
    fireEvent.keyDown(document.body, { key: 'Z', metaKey: true, shiftKey: true });
    expect(copiesInDeck('Dark Magician')).toBe(1);
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(copiesInDeck('Dark Magician')).toBe(1);

    // Typing a name is one edit however many keys it takes; Ctrl+Z in the field is the field's own undo.
    const field = screen.getByRole('textbox', { name: 'Deck name' });
    for (const name of ['S', 'Sp', 'Spe']) fireEvent.change(field, { target: { value: name } });
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    expect(field).toHaveProperty('value', 'Spe');
    fireEvent.click(undoButton());
    expect(field).toHaveProperty('value', 'Spellcasters');
    expect(status()?.textContent).toContain(messages.deckTools.undone(messages.deckTools.renamedDeck));
    fireEvent.click(undoButton());
    expect(copiesInDeck('Dark Magician')).toBe(0);

    // In a dialog over the editor (the sample hand) the keys leave the deck behind it alone.
    fireEvent.click(redoButton());
    fireEvent.click(screen.getByRole('button', { name: messages.deckTools.sampleHand }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'z', ctrlKey: true });
    expect(within(screen.getByRole('dialog')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(copiesInDeck('Dark Magician')).toBe(1);
    await act(async () => undefined);
  }, 20_000);
});
