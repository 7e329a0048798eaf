import fc from 'fast-check';
import { attributes, cardKinds, monsterCardTypes, monsterRaces, spellTypes, trapTypes } from './card';
import type { CollectionFilters } from './collection';
import { cardFilterPredicate, type FilterableCard } from './collection-filter-match';

const monster = (name: string, fields: Partial<FilterableCard>): FilterableCard => ({
  nameKey: name.toLowerCase(),
  textKey: '',
  kind: 'MONSTER',
  attribute: 'DARK',
  monsterCardTypes: ['EFFECT'],
  race: 'FIEND',
  level: 4,
  attack: 1000,
  defense: 1000,
  ...fields,
});
const spellOrTrap = (name: string, kind: 'SPELL' | 'TRAP', race: string): FilterableCard => ({
  nameKey: name.toLowerCase(),
  textKey: '',
  kind,
  attribute: null,
  monsterCardTypes: [],
  race,
  level: null,
  attack: null,
  defense: null,
});

const cards: FilterableCard[] = [
  monster('Dark Fiend', {}),
  monster('Dark Fusion Caster', {
    monsterCardTypes: ['FUSION', 'EFFECT'],
    race: 'SPELLCASTER',
    level: 8,
    attack: 2500,
    defense: 2100,
  }),
  monster('Dark Rank Warrior', { monsterCardTypes: ['XYZ', 'EFFECT'], race: 'WARRIOR', attack: 2000 }),
  monster('Light Caster', {
    attribute: 'LIGHT',
    monsterCardTypes: ['NORMAL'],
    race: 'SPELLCASTER',
    attack: 1500,
    defense: 0,
  }),
  spellOrTrap('Quick Spell', 'SPELL', 'QUICK_PLAY'),
  spellOrTrap('Field Spell', 'SPELL', 'FIELD'),
  spellOrTrap('Normal Spell', 'SPELL', 'NORMAL'),
  spellOrTrap('Normal Trap', 'TRAP', 'NORMAL'),
  spellOrTrap('Counter Trap', 'TRAP', 'COUNTER'),
  { ...spellOrTrap('No Data', 'SPELL', 'NORMAL'), kind: null, race: null },
];
const names = (filters: CollectionFilters) =>
  cards.filter(cardFilterPredicate(filters)).map((card) => card.nameKey);
const or = <T extends string>(...items: T[]) => ({ items, type: 'OR' as const });
const and = <T extends string>(...items: T[]) => ({ items, type: 'AND' as const });

describe('each filter alone over monsters, spells and traps', () => {
  it('an attribute selects monsters of it only', () => {
    expect(names({ attribute: or('DARK') })).toEqual([
      'dark fiend',
      'dark fusion caster',
      'dark rank warrior',
    ]);
  });

  it('a monster card type selects monsters of it only', () => {
    expect(names({ monsterCardType: or('FUSION') })).toEqual(['dark fusion caster']);
    expect(names({ monsterCardType: or('NORMAL') })).toEqual(['light caster']);
  });

  it('a monster type selects monsters of it only', () => {
    expect(names({ monsterType: or('SPELLCASTER') })).toEqual(['dark fusion caster', 'light caster']);
  });

  it('level, attack and defense select monsters in range only', () => {
    expect(names({ level: { min: 5 } })).toEqual(['dark fusion caster']);
    expect(names({ level: { max: 4 } })).toEqual(['dark fiend', 'dark rank warrior', 'light caster']);
    expect(names({ attack: { min: 1500, max: 2000 } })).toEqual(['dark rank warrior', 'light caster']);
    expect(names({ defense: { max: 0 } })).toEqual(['light caster']);
  });

  it('a spell type selects spells only, a trap type traps only (both kinds have a Normal)', () => {
    expect(names({ spellType: or('NORMAL') })).toEqual(['normal spell']);
    expect(names({ trapType: or('NORMAL') })).toEqual(['normal trap']);
    expect(names({ trapType: or('COUNTER', 'NORMAL') })).toEqual(['normal trap', 'counter trap']);
  });

  it('a card type selects its kind; a card without card data matches no card-data filter', () => {
    expect(names({ cardType: or('TRAP') })).toEqual(['normal trap', 'counter trap']);
    expect(names({ cardType: or('SPELL') })).not.toContain('no data');
    expect(names({ textSearch: { searchText: 'DATA', location: 'CARD_TITLE' } })).toEqual(['no data']);
  });

  it('no filter selects every card', () => {
    expect(names({})).toHaveLength(cards.length);
    expect(names({ attribute: or(), level: {} })).toHaveLength(cards.length);
  });
});

describe('combined filters: AND or OR within a list, AND across lists', () => {
  it('AND needs every item of a multi-valued list, OR any', () => {
    expect(names({ monsterCardType: and('FUSION', 'EFFECT') })).toEqual(['dark fusion caster']);
    expect(names({ monsterCardType: or('FUSION', 'XYZ') })).toEqual([
      'dark fusion caster',
      'dark rank warrior',
    ]);
    expect(names({ attribute: and('DARK', 'LIGHT') })).toEqual([]);
  });

  it('lists and ranges narrow each other', () => {
    expect(names({ attribute: or('DARK'), monsterType: or('SPELLCASTER') })).toEqual(['dark fusion caster']);
    expect(names({ attribute: or('DARK'), attack: { max: 2000 } })).toEqual([
      'dark fiend',
      'dark rank warrior',
    ]);
    expect(names({ cardType: or('MONSTER', 'SPELL'), spellType: or('FIELD') })).toEqual(['field spell']);
  });

  it('filters of different kinds select nothing together', () => {
    expect(names({ spellType: or('QUICK_PLAY'), trapType: or('COUNTER') })).toEqual([]);
    expect(names({ attribute: or('DARK'), spellType: or('QUICK_PLAY') })).toEqual([]);
    expect(names({ cardType: or('SPELL'), level: { min: 1 } })).toEqual([]);
  });
});

/** The filters' meaning written out independently: which kind each filter belongs to, then set logic. */
function expected(card: FilterableCard, filters: CollectionFilters): boolean {
  const lists = [
    { list: filters.cardType, kind: null, values: card.kind === null ? [] : [card.kind] },
    { list: filters.attribute, kind: 'MONSTER', values: [card.attribute] },
    { list: filters.monsterCardType, kind: 'MONSTER', values: card.monsterCardTypes },
    { list: filters.monsterType, kind: 'MONSTER', values: [card.race] },
    { list: filters.spellType, kind: 'SPELL', values: [card.race] },
    { list: filters.trapType, kind: 'TRAP', values: [card.race] },
  ];
  for (const { list, kind, values } of lists) {
    if (!list || list.items.length === 0) continue;
    if (card.kind === null || (kind !== null && card.kind !== kind)) return false;
    const found = list.items.filter((item) => values.includes(item)).length;
    if (list.type === 'AND' ? found !== list.items.length : found === 0) return false;
  }
  for (const field of ['level', 'attack', 'defense'] as const) {
    const range = filters[field];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const value = card[field];
    if (card.kind !== 'MONSTER' || value === null) return false;
    if ((range.min ?? -Infinity) > value || value > (range.max ?? Infinity)) return false;
  }
  const text = filters.textSearch?.searchText.trim().toLowerCase() ?? '';
  const where = filters.textSearch?.location ?? 'BOTH';
  const inName = where !== 'CARD_TEXT' && card.nameKey.includes(text);
  const inText = where !== 'CARD_TITLE' && card.textKey.includes(text);
  return text === '' || inName || inText;
}

const list = <T extends string>(values: readonly T[]) =>
  fc.option(
    fc.record({
      items: fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 }),
      type: fc.constantFrom('AND' as const, 'OR' as const),
    }),
    { nil: undefined },
  );
const range = (max: number) =>
  fc.option(
    fc.record({ min: fc.integer({ min: 0, max }), max: fc.integer({ min: 0, max }) }, { requiredKeys: [] }),
    { nil: undefined },
  );
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const races = [...monsterRaces, ...spellTypes, ...trapTypes];

const anyCard: fc.Arbitrary<FilterableCard> = fc.record({
  nameKey: fc.constantFrom('dark', 'magician', 'dark magician', ''),
  textKey: fc.constantFrom('destroy', 'draw 1 card', ''),
  kind: nullable(fc.constantFrom(...cardKinds)),
  attribute: nullable(fc.constantFrom(...attributes)),
  monsterCardTypes: fc.uniqueArray(fc.constantFrom(...monsterCardTypes), { maxLength: 3 }),
  race: nullable(fc.constantFrom(...races)),
  level: nullable(fc.integer({ min: 0, max: 13 })),
  attack: nullable(fc.integer({ min: 0, max: 100 }).map((n) => n * 50)),
  defense: nullable(fc.integer({ min: 0, max: 100 }).map((n) => n * 50)),
});
const anyFilters: fc.Arbitrary<CollectionFilters> = fc.record(
  {
    textSearch: fc.option(
      fc.record({
        searchText: fc.constantFrom('dark', 'DRAW', ' magician ', ''),
        location: fc.constantFrom('CARD_TITLE' as const, 'CARD_TEXT' as const, 'BOTH' as const),
      }),
      { nil: undefined },
    ),
    cardType: list(cardKinds),
    attribute: list(attributes),
    monsterCardType: list(monsterCardTypes),
    monsterType: list(monsterRaces),
    spellType: list(spellTypes),
    trapType: list(trapTypes),
    level: range(13),
    attack: range(5000),
    defense: range(5000),
  },
  { requiredKeys: [] },
);

describe('the predicate against its written-out meaning', () => {
  it('agrees on any card and any filters', () => {
    fc.assert(
      fc.property(anyCard, anyFilters, (card, filters) => {
        expect(cardFilterPredicate(filters)(card)).toBe(expected(card, filters));
      }),
      { numRuns: 5000 },
    );
  });
});
