import { messages, type CollectionItem, type CollectionPayload, type DeckCard } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CollectionBrowser } from './CollectionBrowser';
import { addCard } from './deck-cards';

const card = (id: string, name: string): CollectionItem['card'] => ({
  id,
  name,
  description: `${name} text.`,
  smallImageUrl: '',
  largeImageUrl: '',
  firstPrintedRarity: 'COMMON',
  yugiohMetaData: {
    type: 'EFFECT_MONSTER',
    frame: 'EFFECT',
    race: 'SPELLCASTER',
    attribute: 'DARK',
    level: 4,
    attack: 1800,
    defense: 1000,
  },
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

const owned: CollectionItem[] = [
  { card: card('c1', 'Dark Magician'), quantity: 3, rarity: 'ULTRA_RARE' },
  { card: card('c2', 'Kuriboh'), quantity: 2, rarity: 'COMMON', limit: 1 },
];

/** The collection service: the owned cards whose name holds the search text. */
function serveCollection() {
  const bodies: CollectionPayload[] = [];
  globalThis.fetch = (async (_url: string, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as CollectionPayload;
    bodies.push(body);
    const text = body.filters?.textSearch?.searchText.toLowerCase() ?? '';
    const items = owned.filter((item) => item.card.name.toLowerCase().includes(text));
    const reply = JSON.stringify({ items, total: items.length, nextOffset: null });
    return { ok: true, status: 200, text: async () => reply } as Response;
  }) as typeof fetch;
  return bodies;
}

function Editor() {
  const [cards, setCards] = useState<DeckCard[]>([]);
  return (
    <>
      <output aria-label="Deck">
        {cards.map((entry) => `${entry.cardId} x${entry.quantity}`).join(', ')}
      </output>
      <CollectionBrowser
        gameId="game-1"
        cards={cards}
        onAdd={(item) => setCards((current) => addCard(current, item.card))}
        onShow={() => undefined}
      />
    </>
  );
}

describe('the deck editor collection', () => {
  afterEach(() => queryClient.clear());

  it('searches as the player types and adds the first match on Enter, again for another copy', async () => {
    const bodies = serveCollection();
    const user = userEvent.setup();
    renderWithTheme(
      <DataProvider>
        <Editor />
      </DataProvider>,
    );
    await screen.findByRole('button', { name: /^Kuriboh, 2 of 2 left/ });
    const search = screen.getByRole('searchbox', { name: messages.cards.search });
    await user.type(search, 'kuri');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Dark Magician/ })).toBeNull());
    expect(bodies.at(-1)?.filters).toEqual({ textSearch: { searchText: 'kuri', location: 'BOTH' } });

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Deck' }).textContent).toBe('c2 x1'));
    expect(document.activeElement).toBe(search);

    // Typed and Enter pressed before the answer came: the match is added once it arrives.
    await user.clear(search);
    await user.type(search, 'dark{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Deck' }).textContent).toBe('c2 x1, c1 x1'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Deck' }).textContent).toBe('c2 x1, c1 x2'),
    );
  });

  it('shows a card preview with its copies owned and banlist status on focus', async () => {
    serveCollection();
    renderWithTheme(
      <DataProvider>
        <Editor />
      </DataProvider>,
    );
    const kuriboh = await screen.findByRole('button', { name: /^Kuriboh, 2 of 2 left/ });
    act(() => kuriboh.focus());
    const preview = await screen.findByTestId('card-preview');
    expect(preview.textContent).toContain(messages.cards.owned(2));
    expect(preview.textContent).toContain(messages.banlists.limited);
  });
});
