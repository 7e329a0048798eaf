import type { PrintingRarity } from '@progression/contracts';
import {
  allocatePacks,
  checkShopSelections,
  defaultLayoutName,
  fixedOptions,
  rollPack,
  seededRandom,
  SelectionError,
  type PackCard,
  type PackLayout,
} from '.';

const cardsOf = (prefix: string, rarity: PrintingRarity, n: number, region = 'EN'): PackCard[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-${region}-${rarity}-${i}`,
    rarity,
    printingCode: `LOB-${region}${String(i).padStart(3, '0')}`,
  }));

const coreCards: PackCard[] = [
  ...cardsOf('c', 'COMMON', 60),
  ...cardsOf('c', 'RARE', 20),
  ...cardsOf('c', 'SUPER_RARE', 10),
  ...cardsOf('c', 'ULTRA_RARE', 10),
  ...cardsOf('c', 'SECRET_RARE', 5),
  // The first print run of the same cards: never mixed into an English pack.
  ...cardsOf('c', 'COMMON', 60, ''),
];

const core: PackLayout = {
  kind: 'RANDOM_PACK',
  distribution: 'TCG Core Booster',
  fixedList: [],
  slots: [
    { count: 7, proportionate: false, options: [{ rarities: ['COMMON'], chance: null }] },
    { count: 1, proportionate: false, options: [{ rarities: ['RARE'], chance: null }] },
    {
      count: 1,
      proportionate: true,
      options: [
        { rarities: ['SECRET_RARE'], chance: 24 },
        { rarities: ['ULTRA_RARE'], chance: 12 },
        { rarities: ['SUPER_RARE'], chance: 6 },
        { rarities: ['RARE'], chance: null },
      ],
    },
  ],
};
const rarityOf = new Map(coreCards.map((card) => [card.id, card.rarity]));
const foilOf = (ids: string[]) => rarityOf.get(ids[8]!)!;

describe('rollPack', () => {
  it('gives the same pack for the same seed and stores the layout name', () => {
    expect(rollPack(core, coreCards, 42)).toEqual(rollPack(core, coreCards, 42));
    expect(rollPack(core, coreCards, 42).layoutName).toBe('TCG Core Booster');
    expect(rollPack(core, coreCards, 42)).not.toEqual(rollPack(core, coreCards, 43));
  });

  it('follows the slots, keeps one region and repeats no card within a slot', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { setCardIds } = rollPack(core, coreCards, seed);
      expect(setCardIds).toHaveLength(9);
      expect(setCardIds.every((id) => id.includes('-EN-'))).toBe(true);
      expect(new Set(setCardIds.slice(0, 7)).size).toBe(7);
      expect(setCardIds.slice(0, 7).every((id) => rarityOf.get(id) === 'COMMON')).toBe(true);
      expect(rarityOf.get(setCardIds[7]!)).toBe('RARE');
    }
  });

  it('draws from the first print run when a set has no English printings', () => {
    const old = cardsOf('o', 'COMMON', 20, '');
    expect(rollPack(core, old, 1).setCardIds.every((id) => id.startsWith('o--'))).toBe(true);
  });

  it('gives a structure deck its fixed list', () => {
    const deck: PackLayout = {
      kind: 'FIXED_LIST',
      distribution: 'preconstructed',
      slots: [],
      fixedList: [
        { setCardId: 'a', quantity: 3 },
        { setCardId: 'b', quantity: 1 },
      ],
    };
    expect(rollPack(deck, [], 7).setCardIds).toEqual(['a', 'a', 'a', 'b']);
  });

  it('uses the documented default layout for a set without one', () => {
    const none: PackLayout = { kind: 'NONE', distribution: null, slots: [], fixedList: [] };
    const pack = rollPack(none, coreCards, 5);
    expect(pack.layoutName).toBe(defaultLayoutName);
    expect(pack.setCardIds).toHaveLength(9);
  });

  it('keeps each rarity within a chi-square test of the published odds over 10,000 packs', () => {
    const counts: Record<string, number> = { SECRET_RARE: 0, ULTRA_RARE: 0, SUPER_RARE: 0, RARE: 0 };
    const random = seededRandom(20260101);
    const packs = 10_000;
    for (let n = 0; n < packs; n += 1) {
      const rarity = foilOf(rollPack(core, coreCards, Math.floor(random() * 2 ** 32)).setCardIds);
      counts[rarity] = (counts[rarity] ?? 0) + 1;
    }
    const p = {
      SECRET_RARE: 1 / 24,
      ULTRA_RARE: 1 / 12,
      SUPER_RARE: 1 / 6,
      RARE: 1 - 1 / 24 - 1 / 12 - 1 / 6,
    };
    const chiSquare = Object.entries(p).reduce((sum, [rarity, prob]) => {
      const expected = packs * prob;
      return sum + (counts[rarity]! - expected) ** 2 / expected;
    }, 0);
    // 3 degrees of freedom: p > 0.001 while the statistic is below 16.27.
    expect(chiSquare).toBeLessThan(16.27);
  });
});

describe('FIXED distribution', () => {
  it('puts exactly 4 super, 2 ultra and 1 secret rare in 24 packs at 1:6, 1:12 and 1:24', () => {
    const forced = fixedOptions(core, 24, seededRandom(9));
    const foils = forced.map((options, n) => foilOf(rollPack(core, coreCards, n, options).setCardIds));
    const count = (rarity: string) => foils.filter((foil) => foil === rarity).length;
    expect([count('SUPER_RARE'), count('ULTRA_RARE'), count('SECRET_RARE'), count('RARE')]).toEqual([
      4, 2, 1, 17,
    ]);
  });

  it('carries fractions by the seed: 12 packs hold 2 super, 1 ultra and 0 or 1 secret', () => {
    const secrets = new Set<number>();
    for (let seed = 0; seed < 40; seed += 1) {
      const forced = fixedOptions(core, 12, seededRandom(seed));
      const foils = forced.map((options, n) => foilOf(rollPack(core, coreCards, n, options).setCardIds));
      expect(foils.filter((foil) => foil === 'SUPER_RARE')).toHaveLength(2);
      expect(foils.filter((foil) => foil === 'ULTRA_RARE')).toHaveLength(1);
      secrets.add(foils.filter((foil) => foil === 'SECRET_RARE').length);
    }
    expect([...secrets].sort()).toEqual([0, 1]);
  });
});

describe('allocatePacks', () => {
  it('spreads evenly, the remainder by the seed', () => {
    const extras = new Set<string>();
    for (let seed = 0; seed < 30; seed += 1) {
      const packs = allocatePacks('EVENLY_DISTRIBUTED', 7, ['a', 'b', 'c'], seededRandom(seed));
      const counts = ['a', 'b', 'c'].map((id) => packs.filter((p) => p === id).length);
      expect(counts.sort()).toEqual([2, 2, 3]);
      extras.add(['a', 'b', 'c'].find((id) => packs.filter((p) => p === id).length === 3)!);
    }
    expect(extras.size).toBeGreaterThan(1);
  });

  it('picks each pack at random for RANDOM', () => {
    const packs = allocatePacks('RANDOM', 60, ['a', 'b'], seededRandom(3));
    expect(packs).toHaveLength(60);
    expect(new Set(packs)).toEqual(new Set(['a', 'b']));
  });
});

describe('checkShopSelections', () => {
  const sets = [
    { id: 'a', setCode: 'LOB', setName: 'Legend of Blue Eyes', type: 'BOOSTER' as const },
    { id: 'b', setCode: 'SDY', setName: 'Starter Deck: Yugi', type: 'DECK' as const },
  ];
  const refuse = (
    selections: { setId: string; quantity: number }[],
    rules = [] as { type?: 'DECK'; max: number }[],
  ) => {
    try {
      checkShopSelections(selections, 3, sets, rules);
    } catch (error) {
      if (error instanceof SelectionError) return error.message;
      throw error;
    }
    return 'accepted';
  };
  it('answers the spec messages', () => {
    expect(refuse([{ setId: 'a', quantity: 2 }])).toBe('You must select 3 packs');
    expect(refuse([{ setId: 'a', quantity: 4 }])).toBe("You've selected more than 3 packs");
    expect(refuse([{ setId: 'b', quantity: 3 }], [{ type: 'DECK', max: 1 }])).toBe(
      'You cannot select more than 1 Structure Deck packs',
    );
    expect(refuse([{ setId: 'a', quantity: 3 }], [{ max: 2 }])).toBe(
      'You cannot select more than 2 packs of Legend of Blue Eyes',
    );
    expect(refuse([{ setId: 'zzz', quantity: 3 }])).toBe(
      'The selection is not valid: the set with the id zzz is not offered in this stage',
    );
    expect(
      refuse(
        [
          { setId: 'a', quantity: 2 },
          { setId: 'b', quantity: 1 },
        ],
        [{ max: 2 }],
      ),
    ).toBe('accepted');
  });
});
