import type { DeckCard } from '@progression/contracts';
import { deckImageFileName, deckImageLayout, imageMeasures as m } from './layout';

const main = (cardId: string, quantity: number): DeckCard => ({ cardId, quantity, zone: 'MAIN_DECK' });
const extra = (cardId: string, quantity: number): DeckCard => ({ cardId, quantity, zone: 'EXTRA_DECK' });

describe('the deck image', () => {
  it('lays the main deck out ten cards a row, each copy once, then the extra deck below it', () => {
    const layout = deckImageLayout([main('a', 3), main('b', 3), main('c', 3), main('d', 3), extra('x', 2)]);
    const [mainDeck, extraDeck] = layout.sections;
    expect(mainDeck!.title).toBe('Main Deck 12 / 60');
    expect(mainDeck!.cards.map((card) => card.cardId).join('')).toBe('aaabbbcccddd');
    const firstRow = mainDeck!.cards.slice(0, 10);
    expect(new Set(firstRow.map((card) => card.y)).size).toBe(1);
    expect(mainDeck!.cards[10]).toMatchObject({ x: m.padding, y: firstRow[0]!.y + m.cardHeight + m.gap });
    expect(extraDeck!.title).toBe('Extra Deck 2 / 15');
    expect(extraDeck!.titleY).toBeGreaterThan(mainDeck!.cards[11]!.y + m.cardHeight);
    // Everything lies inside the picture.
    for (const card of [...mainDeck!.cards, ...extraDeck!.cards]) {
      expect(card.x + m.cardWidth).toBeLessThanOrEqual(layout.width - m.padding);
      expect(card.y + m.cardHeight).toBeLessThanOrEqual(layout.height - m.padding);
    }
  });

  it('leaves out an empty extra deck and keeps the title of an empty main deck', () => {
    const layout = deckImageLayout([]);
    expect(layout.sections.map((section) => section.title)).toEqual(['Main Deck 0 / 60']);
    expect(layout.height).toBeGreaterThan(m.padding * 2 + m.titleHeight);
  });

  it('names the file after the deck, without what file systems refuse', () => {
    expect(deckImageFileName('Blue-Eyes Turbo')).toBe('Blue-Eyes Turbo.png');
    expect(deckImageFileName('a/b: "c"?')).toBe('a-b- -c-.png');
    expect(deckImageFileName('..hidden')).toBe('hidden.png');
    expect(deckImageFileName('tab\there')).toBe('tabhere.png');
    expect(deckImageFileName('   ')).toBe('New deck.png');
  });
});
