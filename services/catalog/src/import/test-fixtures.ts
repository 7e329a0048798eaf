import type { CatalogSources } from './snapshot';

/** Made-up card data in the YGOPRODeck v7 shape, one quirk of the real data per record where possible. */
export const fixtureSets = [
  {
    set_name: 'Legend of Azure Dragons',
    set_code: 'LOAD',
    num_of_cards: 3,
    tcg_date: '2002-03-08',
    set_image: 'https://images.example/sets/LOAD.jpg',
  },
  {
    set_name: 'Legend of Azure Dragons (25th Anniversary Edition)',
    set_code: 'LOAD',
    num_of_cards: 1,
    tcg_date: '2023-04-01',
  },
  { set_name: 'Structure Deck: Test Roar', set_code: 'SDT', num_of_cards: 2, tcg_date: '2005-01-01' },
  { set_name: 'Legendary 5D&apos;s Testers', set_code: 'LT5', num_of_cards: 1, tcg_date: '2011-01-01' },
  { set_name: 'Rising Fixtures', set_code: 'RIFX', num_of_cards: 100, tcg_date: '2024-02-08' },
  { set_name: 'Undated Promo Card', set_code: 'UPC', num_of_cards: 1 },
  { set_name: 'Lost Date Promo', set_code: 'LDP', num_of_cards: 1 },
  { set_name: 'Legend of Azure Dragons', set_code: 'LOAD2', num_of_cards: 1, tcg_date: '2002-03-08' },
  { set_name: '', set_code: 'BAD', num_of_cards: 1, tcg_date: '2002-03-08' },
];

const images = (...ids: number[]) =>
  ids.map((id) => ({
    id,
    image_url: `https://images.example/cards/${id}.jpg`,
    image_url_small: `https://images.example/cards_small/${id}.jpg`,
  }));
const printing = (set_name: string, set_code: string, set_rarity: string, set_rarity_code = '') => ({
  set_name,
  set_code,
  set_rarity,
  set_rarity_code,
  set_price: '1.23',
});

export const fixtureCards = [
  {
    id: 1001,
    name: 'Azure Eyes Test Dragon',
    type: 'Normal Monster',
    frameType: 'normal',
    desc: 'A made-up dragon.\r\nIt exists only in tests.',
    atk: 3000,
    def: 2500,
    level: 8,
    race: 'Dragon',
    attribute: 'LIGHT',
    card_sets: [
      printing('Legend of Azure Dragons', 'LOAD-EN001', 'Ultra Rare', '(UR)'),
      printing(
        'Legend of Azure Dragons (25th Anniversary Edition)',
        'LOAD-EN001',
        'Quarter Century Secret Rare',
      ),
      printing('Legend of Azure Dragons', 'LOAD-EN001', 'Ultra Rare', '(UR)'),
    ],
    card_images: images(1001, 1002),
    card_prices: [{ cardmarket_price: '0.10' }],
    misc_info: [{ konami_id: 501 }],
    banlist_info: { ban_tcg: 'Limited', ban_goat: 'Banned' },
  },
  {
    // Alternate artwork of 1001 as its own record: one card.
    id: 1002,
    name: 'Azure Eyes Test Dragon',
    type: 'Normal Monster',
    frameType: 'normal',
    desc: 'A made-up dragon.\r\nIt exists only in tests.',
    atk: 3000,
    def: 2500,
    level: 8,
    race: 'Dragon',
    attribute: 'LIGHT',
    card_sets: [
      printing('Legend of Azure Dragons', 'LOAD-EN001', 'Ultra Rare', '(UR)'),
      printing('Rising Fixtures', 'RIFX-EN050', 'Secret Rare', '(ScR)'),
    ],
    card_images: images(1002, 1001),
    misc_info: [{ konami_id: 501 }],
  },
  {
    id: 2002,
    name: 'Test Link Decoder',
    type: 'Link Monster',
    frameType: 'link',
    desc: '2 Effect Monsters',
    atk: 2300,
    def: null,
    level: 0,
    linkval: 3,
    linkmarkers: ['Top', 'Bottom-Left', 'Bottom-Right'],
    race: 'Cyberse',
    attribute: 'DARK',
    card_sets: [
      printing('Rising Fixtures', 'RIFX-EN010', "Collector's Rare", '(CR)'),
      printing('Rising Fixtures', 'RIFX-EN010', 'Cr'),
    ],
    card_images: images(2002),
    misc_info: [{ konami_id: 502 }],
  },
  {
    id: 3003,
    name: 'Test Pendulum Magician',
    type: 'Pendulum Effect Monster',
    frameType: 'effect_pendulum',
    desc: '[ Pendulum Effect ] Scale text.\r\n[ Monster Effect ] Monster text.',
    pend_desc: 'Scale text.',
    monster_desc: 'Monster text.',
    scale: 8,
    atk: -1,
    def: 0,
    level: 4,
    race: 'Spellcaster',
    attribute: 'DARK',
    card_sets: [
      printing('Structure Deck: Test Roar', 'SDT-EN001', '3'),
      printing('Nowhere Set', 'NOW-EN001', 'Common', '(C)'),
      // Sets the set list does not name: one the pack data knows by name, one whose code prefix is another's.
      printing('Maze of Fixtures', 'MZFX-EN010', 'Grand Master Rare'),
      printing('Fixture Jump promotional card', 'UPC-EN050', 'Common'),
    ],
    card_images: images(3003),
    misc_info: [{ konami_id: 503 }],
  },
  {
    id: 4004,
    name: 'Test Xyz Rank Four',
    type: 'XYZ Monster',
    frameType: 'xyz',
    desc: '2 Level 4 monsters',
    atk: 2500,
    def: 2000,
    level: 4,
    race: 'Warrior',
    attribute: 'EARTH',
    card_sets: [
      printing('Legendary 5D&apos;s Testers', 'LT5-EN001', 'Super Rare', '(SR)'),
      printing('Rising Fixtures', 'RIFX-EN020', '2'),
    ],
    card_images: images(4004),
    misc_info: [{ konami_id: 504 }],
    banlist_info: { ban_tcg: 'Semi-Limited', ban_ocg: 'Forbidden' },
  },
  {
    id: 5005,
    name: 'Test Quick Spell',
    type: 'Spell Card',
    frameType: 'spell',
    desc: 'Draw 2 cards.',
    race: 'Quick-Play',
    card_sets: [
      printing('Structure Deck: Test Roar', 'SDT-EN002', 'Common', '(C)'),
      printing('Undated Promo Card', 'UPC-EN001', 'Made Up Rare'),
    ],
    card_images: images(5005),
    misc_info: [{ konami_id: 505 }],
  },
  {
    id: 6006,
    name: 'Test Skill',
    type: 'Skill Card',
    frameType: 'skill',
    desc: 'A skill.',
    race: 'Yami Yugi',
    card_sets: [],
    card_images: images(6006),
  },
  // Malformed: unknown type. Not imported at all.
  {
    id: 7007,
    name: 'Broken Type',
    type: 'Mystery Card',
    frameType: 'spell',
    desc: 'x',
    race: 'Normal',
    card_sets: [printing('Rising Fixtures', 'RIFX-EN099', 'Common')],
  },
  // Malformed: no name and an attack that is not a number.
  { id: 8008, type: 'Effect Monster', desc: 'x', race: 'Fiend', attribute: 'DARK', atk: '1000', level: 4 },
];

export const fixtureDistributions = [
  JSON.stringify({
    name: 'TCG Core Booster Test',
    slots: [
      {
        type: 'pool',
        rarity: [{ rarities: ['shortprint'], chance: 3 }, { rarities: ['common'] }],
        qty: 7,
        proportionate: true,
      },
      { type: 'pool', rarity: [{ rarities: ['rare'] }] },
      {
        type: 'pool',
        rarity: [
          { rarities: ['super'], chance: 6 },
          { rarities: ['ultra'], chance: 12 },
          { rarities: ['secret'], chance: 31 },
          { rarities: ['common'] },
        ],
      },
    ],
  }),
  '',
  '{not json',
  JSON.stringify({ name: 'Bad Rarity Pack', slots: [{ type: 'pool', rarity: [{ rarities: ['sparkly'] }] }] }),
].join('\n');

export const fixtureSetProducts = [
  {
    name: 'LEGEND OF AZURE DRAGONS',
    prefixes: { na: 'LOAD-', en: 'LOAD-EN' },
    dates: {},
    products: [{ distribution: 'TCG Core Booster Test', packsPerBox: 24, cards: 3 }],
  },
  {
    name: 'Structure Deck: Test Roar',
    prefixes: { en: 'SDT-EN' },
    dates: {},
    products: [{ distribution: 'preconstructed', packsPerBox: null, cards: 2 }],
  },
  {
    name: 'Rising Fixtures',
    prefixes: { en: 'RIFX-EN' },
    dates: {},
    products: [{ distribution: null, packsPerBox: null, cards: 100 }],
  },
  {
    name: 'Undated Promo Card',
    prefixes: { en: 'UPC-EN' },
    dates: { na: '2006-05-02', eu: '2006-04-01' },
    products: [{ distribution: null, packsPerBox: null, cards: 1 }],
  },
  {
    name: 'Maze of Fixtures',
    prefixes: { en: 'MZFX-EN' },
    dates: { en: '2026-01-16' },
    products: [{ distribution: 'TCG Core Booster Test', packsPerBox: 24, cards: 60 }],
  },
  {
    name: 'Another Name For LT5',
    prefixes: { en: 'LT5-EN' },
    dates: {},
    products: [{ distribution: 'TCG Core Booster Test', packsPerBox: 36, cards: 1 }],
  },
];

export const fixtureBanlists: CatalogSources['banlists'] = [
  {
    format: 'TCG',
    file: 'banlists/tcg/2005-03-01.vector.json',
    text: JSON.stringify({ date: '2005-03-01', regulation: { 501: 1, 504: 0, 999: 0 } }),
  },
  {
    format: 'TCG',
    file: 'banlists/tcg/2010-03-01.vector.json',
    text: JSON.stringify({ date: '2010-03-01', regulation: { 501: 2, 505: 3 } }),
  },
  {
    format: 'TCG',
    file: 'banlists/tcg/2011-09-01.vector.json',
    text: '{"date":"2011-09-01","regulation":{"501":"one"}}',
  },
  {
    format: 'OCG',
    file: 'banlists/ocg/2021-01-01.vector.json',
    text: JSON.stringify({ date: '2021-01-01', regulation: { 502: 0 } }),
  },
];

/** The fixture as import sources; pass overrides to vary one document. */
export function fixtureSources(overrides: Partial<CatalogSources> = {}): CatalogSources {
  return {
    cardSets: { file: 'cardsets.json', body: fixtureSets },
    cardInfo: { file: 'cardinfo.json', body: { data: fixtureCards } },
    distributions: { file: 'distributions.jsonl', text: fixtureDistributions },
    setProducts: { file: 'set-products.json', body: fixtureSetProducts },
    banlists: fixtureBanlists,
    ...overrides,
  };
}
