import type { PrintingRarity } from '@progression/contracts';

/** One option of a slot: these rarities at 1 in `chance` packs; the option without a chance is the fallback. */
export interface SlotOption {
  rarities: PrintingRarity[];
  chance: number | null;
}

/** A slot of a pack: `count` cards drawn from its options, no card twice within the slot. */
export interface PackSlot {
  count: number;
  proportionate: boolean;
  options: SlotOption[];
}

/** A set's pack layout as the catalog gives it (`GET /internal/sets/{id}/pack-layout`). */
export interface PackLayout {
  kind: 'RANDOM_PACK' | 'FIXED_LIST' | 'NONE';
  distribution: string | null;
  slots: PackSlot[];
  fixedList: Array<{ setCardId: string; quantity: number }>;
}

/** The name packs store when their set has no known layout and the default one is used. */
export const defaultLayoutName = 'DEFAULT';

/**
 * The documented default layout, for sets whose product the card data does not describe (the catalog's
 * set list shows them as `packLayoutKind: 'NONE'`): a 9-card pack of 7 commons, 1 rare and one foil slot
 * (super 1:6, ultra 1:12, secret 1:24, else a rare), as a core booster of the era. A rarity the set lacks
 * falls back to the slot's fallback, and then to any card of the set.
 */
export const defaultSlots: PackSlot[] = [
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
];

/** The layout a pack of the set is rolled with: its own, or the default when it has none. */
export function effectiveLayout(layout: PackLayout): { name: string; layout: PackLayout } {
  if (layout.kind === 'NONE' || (layout.kind === 'RANDOM_PACK' && layout.slots.length === 0))
    return { name: defaultLayoutName, layout: { ...layout, kind: 'RANDOM_PACK', slots: defaultSlots } };
  return { name: layout.distribution ?? layout.kind, layout };
}

/** Slots whose options carry odds: the ones FIXED distribution spreads over a stage. */
export const isOddsSlot = (slot: PackSlot): boolean => slot.options.some((option) => option.chance !== null);
