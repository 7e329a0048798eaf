import { messages, timings, type Card, type CollectionItem } from '@progression/contracts';
import { cardSize, DataProvider, flash, queryClient, storageKeys } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@progression/router';
import { Failure, serve, type Sent } from '../test-support/serve';
import { CollectionPage } from './CollectionPage';

const card = (id: string, name: string, withData = true): Card => ({
  id,
  name,
  description: 'The ultimate wizard in terms of attack and defense.',
  smallImageUrl: '',
  largeImageUrl: '',
  firstPrintedRarity: null,
  yugiohMetaData: withData
    ? {
        type: 'NORMAL_MONSTER',
        frame: 'NORMAL',
        race: 'SPELLCASTER',
        attribute: 'DARK',
        level: 7,
        attack: 2500,
        defense: 2100,
      }
    : null,
  deckClassification: 'MAIN_DECK',
  archetype: null,
  linkRating: null,
  linkMarkers: [],
  pendulumScale: null,
  pendulumDescription: null,
  monsterDescription: null,
  artworkIds: [id],
  konamiId: null,
});
const items: CollectionItem[] = [
  { card: card('1', 'Dark Magician'), quantity: 3, weekAcquired: 2, rarity: 'ULTRA_RARE' },
  { card: card('2', 'Mystery Card', false), quantity: 1, weekAcquired: 1 },
];

const renderPage = (path = '/games/game/game-1/collection') =>
  renderWithTheme(
    <DataProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/games/game/:gameId/collection" element={<CollectionPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>,
  );

const queries = (sent: Sent[]) => sent.filter((request) => request.url.startsWith('/rest/api/collection?'));

describe('the collection page', () => {
  afterEach(() => {
    queryClient.clear();
    flash.clear();
  });

  it('lists the cards and shows the one chosen in the detail pane with its quantity and week', async () => {
    serve(() => ({ items, total: 2, nextOffset: null }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Collection' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText(messages.collection.noCardSelected)).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', { name: messages.collection.cardLabel('Dark Magician', 3) }),
    );
    const pane = screen.getByRole('complementary', { name: messages.collection.cardDetails });
    expect(within(pane).getByRole('heading', { name: 'Dark Magician' })).toBeTruthy();
    expect(within(pane).getByText(messages.collection.quantity(3))).toBeTruthy();
    expect(within(pane).getByText(messages.collection.weekAcquired(2))).toBeTruthy();
    expect(screen.getByText(messages.collection.shown(2, 2))).toBeTruthy();
  });

  it('asks the first 100 cards in the URL view, and the new sort when one is chosen', async () => {
    const sent = serve(() => ({ items, total: 2, nextOffset: null }));
    renderPage('/games/game/game-1/collection?sort=NAME&dir=DESCENDING&cardType=SPELL');
    await screen.findByRole('list', { name: 'Collection' });
    expect(queries(sent)[0]).toMatchObject({
      url: '/rest/api/collection?gameId=game-1',
      body: {
        sort: { category: 'NAME', direction: 'DESCENDING' },
        filters: { cardType: { items: ['SPELL'], type: 'OR' } },
        offset: 0,
        pageSize: 100,
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Quantity' }));
    await waitFor(() =>
      expect(queries(sent).at(-1)?.body).toMatchObject({
        sort: { category: 'QUANTITY', direction: 'DESCENDING' },
      }),
    );
  });

  it('searches from the field above the list as the player types, once typing pauses', async () => {
    const sent = serve(() => ({ items, total: 2, nextOffset: null }));
    renderPage();
    await screen.findByRole('list', { name: 'Collection' });
    // The field stands above the list, outside the filter menu.
    const search = screen.getByRole('searchbox', { name: messages.cards.search });
    fireEvent.change(search, { target: { value: 'dar' } });
    fireEvent.change(search, { target: { value: 'dark' } });
    await new Promise((wait) => setTimeout(wait, timings.cardSearchDebounce / 2));
    expect(queries(sent)).toHaveLength(1);
    await waitFor(() => expect(queries(sent)).toHaveLength(2), { timeout: 2000 });
    expect(queries(sent)[1].body).toMatchObject({
      filters: { textSearch: { searchText: 'dark', location: 'BOTH' } },
    });
  });

  it('draws its cards at the size the player chose, remembered on this device', async () => {
    serve(() => ({ items, total: 2, nextOffset: null }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Collection' });
    const sizes = screen.getByRole('group', { name: messages.cards.cardSize });
    fireEvent.click(within(sizes).getByRole('button', { name: messages.cards.cardSizes.large }));
    expect(list.getAttribute('data-card-size')).toBe('large');
    expect(
      within(sizes)
        .getByRole('button', { name: messages.cards.cardSizes.large })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(localStorage.getItem(storageKeys.cardSize)).toBe('large');
    act(() => cardSize.set('small'));
  });

  it('previews a card on keyboard focus with its rarity, copies owned and banlist status', async () => {
    serve(() => ({ items: [{ ...items[0], limit: 0 }], total: 1, nextOffset: null }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Collection' });
    act(() =>
      within(list)
        .getByRole('button', { name: messages.collection.cardLabel('Dark Magician', 3) })
        .focus(),
    );
    const preview = await screen.findByTestId('card-preview');
    expect(preview.textContent).toContain('Ultra Rare');
    expect(preview.textContent).toContain(messages.cards.owned(3));
    expect(preview.textContent).toContain(messages.banlists.forbidden);
  });

  it('opens the detail pane as a sheet on a phone', async () => {
    const phone = (query: string) => ({
      matches: query.startsWith('(max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    const original = window.matchMedia;
    window.matchMedia = phone as unknown as typeof window.matchMedia;
    try {
      serve(() => ({ items, total: 2, nextOffset: null }));
      renderPage();
      const list = await screen.findByRole('list', { name: 'Collection' });
      expect(screen.queryByRole('complementary', { name: messages.collection.cardDetails })).toBeNull();
      fireEvent.click(
        within(list).getByRole('button', { name: messages.collection.cardLabel('Mystery Card', 1) }),
      );
      const sheet = await screen.findByRole('dialog', { name: messages.collection.cardDetails });
      expect(within(sheet).getByRole('heading', { name: 'Mystery Card' })).toBeTruthy();
      expect(within(sheet).getByText(messages.collection.quantity(1))).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('says how to start a collection when there is none, and offers the drafts', async () => {
    serve(() => ({ items: [], total: 0, nextOffset: null }));
    renderPage();
    expect(await screen.findByText(messages.collection.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.collection.goToDrafts })).toBeTruthy();
  });

  it('says no card matches when filters leave nothing', async () => {
    serve(() => ({ items: [], total: 0, nextOffset: null }));
    renderPage('/games/game/game-1/collection?q=zzz');
    expect(await screen.findByText(messages.collection.noMatches)).toBeTruthy();
  });

  it('shows an error with Try again when the collection cannot be loaded', async () => {
    serve(() => new Failure(404, { message: messages.errors.gameNotFound('game-1') }));
    renderPage();
    expect(await screen.findByText(messages.collection.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
