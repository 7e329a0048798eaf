import { describeProblem } from '../domain/problems';
import { setIdOf } from '../domain/ids';
import { buildSnapshot } from './snapshot';
import { fixtureSources } from './test-fixtures';

const snapshot = buildSnapshot(fixtureSources());
const card = (id: string) => snapshot.cards.find((c) => c.id === id)!;
const set = (name: string) => snapshot.sets.find((s) => s.setName === name)!;
const printingsOf = (cardId: string) => snapshot.setCards.filter((p) => p.cardId === cardId);
const problems = (reason: string) =>
  snapshot.problems.filter((p) => p.reason === reason).map(describeProblem);

describe('buildSnapshot: sets', () => {
  it('keys sets by name, so two sets sharing a set code are both kept', () => {
    expect(set('Legend of Azure Dragons').setCode).toBe('LOAD');
    expect(set('Legend of Azure Dragons (25th Anniversary Edition)').setCode).toBe('LOAD');
    expect(set('Legend of Azure Dragons').id).not.toBe(
      set('Legend of Azure Dragons (25th Anniversary Edition)').id,
    );
  });

  it('keeps the first of two entries with the same name and reports the second with its index', () => {
    expect(snapshot.sets.filter((s) => s.setName === 'Legend of Azure Dragons')).toHaveLength(1);
    expect(problems('duplicate set')).toEqual([
      'cardsets.json[7].set_name: "Legend of Azure Dragons" is listed twice; the first entry is kept',
    ]);
  });

  it('reports a set without a name and does not import it', () => {
    expect(problems('malformed set')).toEqual(['cardsets.json[8].set_name: must be a non-empty string']);
    expect(snapshot.sets.filter((s) => !snapshot.setsFromPrintings.includes(s.setName))).toHaveLength(6);
  });

  it('decodes HTML entities in set names and joins printings written the same way', () => {
    expect(set("Legendary 5D's Testers")).toBeDefined();
    expect(printingsOf('4004').map((p) => p.setName)).toContain("Legendary 5D's Testers");
  });

  it('dates a set with no TCG date from the earliest regional date of the pack data', () => {
    expect(set('Undated Promo Card').releaseDate).toBe('2006-04-01');
  });

  it('skips a set with no date anywhere, saying so', () => {
    expect(snapshot.sets.some((s) => s.setName === 'Lost Date Promo')).toBe(false);
    expect(problems('undated set')).toEqual([
      'cardsets.json[6].tcg_date: "Lost Date Promo" has no release date anywhere',
    ]);
  });

  it('gives stable ids derived from the set name', () => {
    expect(set('Rising Fixtures').id).toBe(setIdOf('Rising Fixtures'));
    expect(buildSnapshot(fixtureSources()).sets.map((s) => s.id)).toEqual(snapshot.sets.map((s) => s.id));
  });
});

describe('buildSnapshot: set types and pack layouts', () => {
  it('types a set from its pack layout, joined by name case-insensitively', () => {
    const legend = set('Legend of Azure Dragons');
    expect(legend.type).toBe('BOOSTER');
    expect(legend.packLayout).toMatchObject({
      kind: 'RANDOM_PACK',
      distribution: 'TCG Core Booster Test',
      packsPerBox: 24,
      cardsPerPack: 9,
      inferred: false,
    });
    expect(legend.packLayout.slots[2].options).toEqual([
      { rarities: ['SUPER_RARE'], chance: 6 },
      { rarities: ['ULTRA_RARE'], chance: 12 },
      { rarities: ['SECRET_RARE'], chance: 31 },
      { rarities: ['COMMON'], chance: null },
    ]);
    expect(legend.packLayout.slots[0]).toMatchObject({ count: 7, proportionate: true });
  });

  it('joins by printed code prefix when the names differ', () => {
    expect(set("Legendary 5D's Testers").packLayout).toMatchObject({ kind: 'RANDOM_PACK', packsPerBox: 36 });
  });

  it('makes a preconstructed deck a DECK with its fixed list, copies from the "3" rarity quirk', () => {
    const deck = set('Structure Deck: Test Roar');
    expect(deck.type).toBe('DECK');
    expect(deck.packLayout.kind).toBe('FIXED_LIST');
    expect(deck.packLayout.fixedList.map((entry) => entry.quantity).sort()).toEqual([1, 3]);
    expect(deck.packLayout.cardsPerPack).toBe(4);
  });

  it('falls back to name keywords and size when the layout data is silent, inferring a core layout', () => {
    const core = set('Rising Fixtures');
    expect(core.type).toBe('BOOSTER');
    expect(core.packLayout).toMatchObject({
      kind: 'RANDOM_PACK',
      distribution: 'TCG Core Booster Test',
      inferred: true,
    });
    expect(set('Undated Promo Card').type).toBe('PROMO');
  });

  it('reports malformed layout lines by line number and unknown rarities by field', () => {
    expect(problems('malformed pack layout')).toEqual([
      expect.stringMatching(/^distributions\.jsonl:3: not JSON/),
      'distributions.jsonl:4.slots[0].rarity[0].rarities: unknown rarity "sparkly"',
    ]);
  });
});

describe('buildSnapshot: cards', () => {
  it('merges an alternate-art record into its card under the original passcode', () => {
    expect(snapshot.cards.filter((c) => c.name === 'Azure Eyes Test Dragon')).toHaveLength(1);
    expect(card('1001').artworkIds).toEqual(['1001', '1002']);
    expect(snapshot.alternateArtsMerged).toBe(1);
    expect(
      printingsOf('1001')
        .map((p) => p.printingCode)
        .sort(),
    ).toEqual(['LOAD-EN001', 'LOAD-EN001', 'RIFX-EN050']);
  });

  it('maps metadata to the API enums and normalises \\r\\n in text', () => {
    expect(card('1001')).toMatchObject({
      description: 'A made-up dragon.\nIt exists only in tests.',
      deckZone: 'MAIN_DECK',
      yugiohMetaData: {
        type: 'NORMAL_MONSTER',
        frame: 'NORMAL',
        race: 'DRAGON',
        attribute: 'LIGHT',
        level: 8,
        attack: 3000,
        defense: 2500,
      },
    });
    expect(card('5005').yugiohMetaData).toEqual({
      type: 'SPELL_CARD',
      frame: 'SPELL',
      race: 'QUICK_PLAY',
      attribute: null,
      level: null,
      attack: null,
      defense: null,
    });
  });

  it('gives Link monsters their rating as level and no defense, and keeps their arrows', () => {
    expect(card('2002')).toMatchObject({
      deckZone: 'EXTRA_DECK',
      linkRating: 3,
      linkMarkers: ['Top', 'Bottom-Left', 'Bottom-Right'],
      yugiohMetaData: { type: 'LINK_MONSTER', level: 3, defense: null, attack: 2300 },
    });
  });

  it('keeps the Rank of Xyz monsters as their level and puts them in the extra deck', () => {
    expect(card('4004')).toMatchObject({ deckZone: 'EXTRA_DECK', yugiohMetaData: { level: 4 } });
  });

  it('keeps pendulum scale and texts, and reads ATK -1 as unknown', () => {
    expect(card('3003')).toMatchObject({
      pendulumScale: 8,
      pendulumDescription: 'Scale text.',
      monsterDescription: 'Monster text.',
      yugiohMetaData: { attack: null, defense: 0 },
    });
  });

  it('keeps a skill card with its character and an UNKNOWN race, in no deck', () => {
    expect(card('6006')).toMatchObject({
      skillCharacter: 'Yami Yugi',
      deckZone: 'OTHER',
      yugiohMetaData: { race: 'UNKNOWN' },
    });
  });

  it('reads legacy ban texts, "Banned" as Forbidden, and no banlist_info as unlimited', () => {
    expect(card('1001').legacyBans).toEqual({ tcg: 'Limited', ocg: null, goat: 'Forbidden' });
    expect(card('5005').legacyBans).toEqual({ tcg: null, ocg: null, goat: null });
  });

  it('never half-imports a malformed card and says where each problem is', () => {
    expect(snapshot.cards.map((c) => c.id).sort()).toEqual(['1001', '2002', '3003', '4004', '5005', '6006']);
    expect(problems('unknown card type')).toEqual([
      'cardinfo.json[7].type: unknown card type "Mystery Card"',
    ]);
    expect(problems('malformed card')).toEqual([
      'cardinfo.json[8].name: must be a non-empty string',
      'cardinfo.json[8].frameType: unknown frame "undefined"',
      'cardinfo.json[8].atk: must be a non-negative integer or null',
    ]);
    expect(snapshot.setCards.some((p) => p.printingCode === 'RIFX-EN099')).toBe(false);
  });

  it('takes the first printed rarity from the earliest released set', () => {
    expect(card('1001').firstPrintedRarity).toBe('ULTRA_RARE');
    expect(card('6006').firstPrintedRarity).toBeNull();
  });
});

describe('buildSnapshot: printings', () => {
  it('maps free-text rarities to printing rarities, display names and equivalents, including empty rarity codes', () => {
    const quarter = snapshot.setCards.find((p) => p.rarity === 'QUARTER_CENTURY_SECRET_RARE')!;
    expect(quarter).toMatchObject({
      rarityName: 'Quarter Century Secret Rare',
      equivalentRarity: 'SECRET_RARE',
    });
  });

  it('keeps the same set listed twice in one card with different rarities as two printings, and drops exact repeats', () => {
    const link = printingsOf('2002');
    expect(link.map((p) => p.rarity)).toEqual(['COLLECTORS_RARE', 'COLLECTORS_RARE']);
    expect(new Set(link.map((p) => p.id)).size).toBe(2);
    expect(printingsOf('1001').filter((p) => p.setName === 'Legend of Azure Dragons')).toHaveLength(1);
  });

  it('reads the junk rarity "2" as a common printed twice', () => {
    expect(printingsOf('4004').find((p) => p.printingCode === 'RIFX-EN020')).toMatchObject({
      rarity: 'COMMON',
      quantity: 2,
    });
  });

  it('skips printings of unknown rarities, keeping the card', () => {
    expect(problems('unknown rarity')).toEqual([
      'cardinfo.json[5].card_sets[1].set_rarity: card 5005 "Test Quick Spell": unknown rarity "Made Up Rare"',
    ]);
    expect(card('5005')).toBeDefined();
  });
});

describe('buildSnapshot: sets made from printings', () => {
  it('creates each set the set list does not name from its printings, none skipped', () => {
    expect(snapshot.setsFromPrintings).toEqual([
      'Nowhere Set',
      'Maze of Fixtures',
      'Fixture Jump promotional card',
    ]);
    expect(problems('unknown set')).toEqual([]);
    expect(printingsOf('3003').map((p) => p.setName)).toEqual([
      'Structure Deck: Test Roar',
      'Nowhere Set',
      'Maze of Fixtures',
      'Fixture Jump promotional card',
    ]);
    expect(set('Nowhere Set')).toMatchObject({
      id: setIdOf('Nowhere Set'),
      setCode: 'NOW',
      numOfCards: 1,
      hasImage: false,
    });
  });

  it('types and dates a set from the pack data that names it, with its pack layout and rarities', () => {
    expect(set('Maze of Fixtures')).toMatchObject({
      setCode: 'MZFX',
      releaseDate: '2026-01-16',
      type: 'BOOSTER',
      packLayout: { kind: 'RANDOM_PACK', distribution: 'TCG Core Booster Test', packsPerBox: 24 },
    });
    expect(printingsOf('3003').find((p) => p.setName === 'Maze of Fixtures')).toMatchObject({
      rarity: 'GRAND_MASTER_RARE',
      rarityName: 'Grand Master Rare',
      equivalentRarity: 'SECRET_RARE',
      releaseDate: '2026-01-16',
    });
  });

  it('dates a set the pack data does not name as the newest listed set, never by a shared code prefix', () => {
    // UPC is the prefix of "Undated Promo Card" (2006-04-01); the newest listed set is Rising Fixtures.
    expect(set('Fixture Jump promotional card')).toMatchObject({
      setCode: 'UPC',
      releaseDate: '2024-02-08',
      type: 'PROMO',
    });
    expect(set('Nowhere Set')).toMatchObject({ releaseDate: '2024-02-08', type: 'MISC' });
  });
});

describe('buildSnapshot: banlists', () => {
  const versions = (format: string) => snapshot.banlists.filter((b) => b.format === format);

  it('joins Konami ids to cards and maps copies to ban types, three copies being no ban', () => {
    expect(versions('TCG').find((v) => v.activeFrom === '2005-03-01')!.entries).toEqual([
      { cardId: '1001', banType: 'MAX_ONE' },
      { cardId: '4004', banType: 'FORBIDDEN' },
    ]);
    expect(versions('TCG').find((v) => v.activeFrom === '2010-03-01')!.entries).toEqual([
      { cardId: '1001', banType: 'MAX_TWO' },
    ]);
  });

  it('makes GOAT the TCG list of 2005-03-01 and EDISON the one of 2010-03-01', () => {
    expect(versions('GOAT')).toEqual([
      { format: 'GOAT', activeFrom: '2005-03-01', entries: versions('TCG')[0].entries },
    ]);
    expect(versions('EDISON').map((v) => v.activeFrom)).toEqual(['2010-03-01']);
    expect(versions('OCG')[0].entries).toEqual([{ cardId: '2002', banType: 'FORBIDDEN' }]);
  });

  it('drops a malformed list whole and counts ids that match no card', () => {
    expect(versions('TCG').map((v) => v.activeFrom)).toEqual(['2005-03-01', '2010-03-01']);
    expect(problems('malformed banlist')).toEqual([
      'banlists/tcg/2011-09-01.vector.json.regulation.501: not a Konami id with a copy count: "one"',
    ]);
    expect(problems('banlist card not in catalog')).toEqual([
      'banlists: 1 list entries name a Konami id no imported card has',
    ]);
  });
});

describe('buildSnapshot: malformed files', () => {
  it('reports a card file that is not {data: [...]} and imports no cards', () => {
    const broken = buildSnapshot(fixtureSources({ cardInfo: { file: 'cardinfo.json', body: [1, 2] } }));
    expect(broken.cards).toEqual([]);
    expect(broken.problems.map(describeProblem)).toContain('cardinfo.json.data: must be {"data": [...]}');
  });

  it('imports sets and cards without pack-layout data, leaving layouts empty', () => {
    const bare = buildSnapshot(fixtureSources({ distributions: undefined, setProducts: undefined }));
    expect(bare.sets.find((s) => s.setName === 'Rising Fixtures')!.packLayout.kind).toBe('NONE');
  });
});
