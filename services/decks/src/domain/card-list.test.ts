import fc from 'fast-check';
import { deckTextForm } from '@progression/contracts';
import { fromCardList } from './card-list';

describe('a card list', () => {
  it('reads the count forms deck sites copy', () => {
    const list = fromCardList(
      '3x Ash Blossom & Joyous Spring\n3 Maxx "C"\nCalled by the Grave x2\nPot of Prosperity X 1\nTriple Tactics Talent ×3\nInfinite Impermanence\n2 x Forbidden Droplet',
    );
    expect(list.cards.map(({ quantity, name }) => [quantity, name])).toEqual([
      [3, 'Ash Blossom & Joyous Spring'],
      [3, 'Maxx "C"'],
      [2, 'Called by the Grave'],
      [1, 'Pot of Prosperity'],
      [3, 'Triple Tactics Talent'],
      [1, 'Infinite Impermanence'],
      [2, 'Forbidden Droplet'],
    ]);
    expect(list.sideDeckCards).toBe(0);
  });

  it('keeps the whole line to try as a name when it begins with a count', () => {
    expect(fromCardList('7 Colored Fish').cards).toEqual([
      { quantity: 7, name: 'Colored Fish', wholeLine: '7 Colored Fish' },
    ]);
    expect(fromCardList('Dark Magician').cards).toEqual([{ quantity: 1, name: 'Dark Magician' }]);
    // A count no deck holds is part of the name.
    expect(fromCardList('100 Dark Magicians').cards).toEqual([{ quantity: 1, name: '100 Dark Magicians' }]);
  });

  it('reads section and card-kind headings with their counts, and counts the side deck apart', () => {
    const text = [
      '\uFEFFMain Deck: 40 cards',
      '',
      'Monster (3)',
      '3x Dark Magician   ',
      'Spells: 1',
      '• 1x Monster Reborn',
      '17 Monster Cards',
      '- Trap Hole x2',
      'Traps',
      '**Extra Deck (1)**',
      '1 Dark Paladin',
      '=== Side Deck ===',
      '2x Kuriboh',
      'Mystical Space Typhoon',
      'Total: 48',
    ].join('\r\n');
    expect(deckTextForm(text)).toBe('list');
    const list = fromCardList(text);
    expect(list.cards.map(({ quantity, name }) => `${quantity} ${name}`)).toEqual([
      '3 Dark Magician',
      '1 Monster Reborn',
      '2 Trap Hole',
      '1 Dark Paladin',
    ]);
    expect(list.sideDeckCards).toBe(3);
  });

  it('never takes a card line for a heading', () => {
    const lines = [
      'Monster 2',
      '3 monster 12',
      'Card 7',
      'Trap Hole',
      'Spell Shield Type-8',
      'Deck Devastation Virus',
    ];
    expect(fromCardList(lines.join('\n')).cards.map(({ name }) => name)).toEqual([
      'Monster 2',
      'monster 12',
      'Card 7',
      'Trap Hole',
      'Spell Shield Type-8',
      'Deck Devastation Virus',
    ]);
  });

  it('reads every heading form', () => {
    const headings = [
      'Main Deck',
      'Main Deck: 40',
      'Main Deck (40)',
      'Main Deck - 40 cards',
      'Main Deck 40',
      'Monster',
      'Monster (17)',
      'Monsters: 17',
      '17 Monsters',
      '17 Monster Cards',
      'Spell Cards: 14',
      'Traps 9',
      '# Extra Deck',
      '**Extra Deck (15)**',
      '=== Extra ===',
      'Total: 40',
      'Cards: 40',
      '40',
      '(40)',
      '----',
    ];
    expect(fromCardList(headings.join('\n'))).toEqual({ cards: [], sideDeckCards: 0 });
    expect(fromCardList('Side Deck: 15\n2 Kuriboh\nMain\n1 Kuriboh')).toEqual({
      cards: [{ quantity: 1, name: 'Kuriboh', wholeLine: '1 Kuriboh' }],
      sideDeckCards: 2,
    });
  });

  it('has no cards for text of headings alone', () => {
    expect(fromCardList('Main Deck\n\nExtra Deck\nSide Deck\n40').cards).toEqual([]);
  });

  it('reads any list back as written, whatever count form and line ends it uses', () => {
    // Names, never a heading's words alone (no card is called "Main Deck" or "Spells").
    const headingWords = /^(?:(?:Main|Extra|Side|Deck|Monsters?|Spells?|Traps?|Total|Size|Cards?|Decks) ?)+$/;
    const name = fc
      .stringMatching(/^[A-Z][a-z]{2,8}(?: [A-Z][a-z]{2,8}){0,3}$/)
      .filter((text) => !headingWords.test(text));
    const entry = fc.record({
      quantity: fc.integer({ min: 1, max: 3 }),
      name,
      form: fc.constantFrom('3x N', '3 N', 'N x3', 'N'),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 25 }),
        fc.array(entry, { maxLength: 5 }),
        fc.constantFrom('\n', '\r\n'),
        (main, side, lineEnd) => {
          const line = ({ quantity, name, form }: Entry) =>
            form === 'N'
              ? Array<string>(quantity).fill(name)
              : [form.replace('3', String(quantity)).replace('N', name)];
          const text = ['Main Deck', ...main.flatMap(line), 'Side Deck', ...side.flatMap(line)].join(lineEnd);
          const list = fromCardList(text);
          const perName = (entries: Entry[]) =>
            entries.flatMap(({ quantity, name }) => Array<string>(quantity).fill(name)).sort();
          expect(
            list.cards.flatMap(({ quantity, name }) => Array<string>(quantity).fill(name)).sort(),
          ).toEqual(perName(main));
          expect(list.sideDeckCards).toBe(side.reduce((sum, { quantity }) => sum + quantity, 0));
        },
      ),
    );
  });
});

interface Entry {
  quantity: number;
  name: string;
  form: string;
}
