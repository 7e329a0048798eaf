import type { PrintingRarity } from '@progression/contracts';
import { effectiveLayout, type PackLayout, type PackSlot } from './layout';
import { pickIndex, seededRandom, type Random } from './random';

/** What the engine needs of a printing. */
export interface PackCard {
  id: string;
  rarity: PrintingRarity;
  printingCode: string;
}

/** For FIXED stages: the option index an odds slot must give (slot index -> option index). */
export type ForcedOptions = Record<number, number>;

export interface RolledPack {
  layoutName: string;
  /** Set card ids, one per card, in pack order. */
  setCardIds: string[];
}

/** The region of a printing code: `LOB-EN001` -> `EN`, `LOB-001` -> `` (the first print run). */
export const regionOf = (printingCode: string): string => /^[^-]+-([A-Z]*)/.exec(printingCode)?.[1] ?? '';

/**
 * The one region a set's packs are drawn from: English where the set has English printings, otherwise
 * the region with most printings, so a pack never mixes LOB-001 and LOB-EN001.
 */
export function packRegion(cards: readonly PackCard[]): string {
  const counts = new Map<string, number>();
  for (const card of cards)
    counts.set(regionOf(card.printingCode), (counts.get(regionOf(card.printingCode)) ?? 0) + 1);
  if (counts.has('EN')) return 'EN';
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

interface CardIndex {
  regional: PackCard[];
  byRarity: Map<PrintingRarity, PackCard[]>;
}
// A set's cards are indexed once per list (the catalog client keeps one list per set), not once per pack.
const indexes = new WeakMap<readonly PackCard[], CardIndex>();
function indexed(cards: readonly PackCard[]): CardIndex {
  let index = indexes.get(cards);
  if (!index) {
    const region = packRegion(cards);
    const regional = cards.filter((card) => regionOf(card.printingCode) === region);
    const byRarity = new Map<PrintingRarity, PackCard[]>();
    for (const card of regional) byRarity.set(card.rarity, [...(byRarity.get(card.rarity) ?? []), card]);
    index = { regional, byRarity };
    indexes.set(cards, index);
  }
  return index;
}

/** The option a slot's card comes from: each chanced option wins 1 in `chance`, else the fallback. */
function rollOption(slot: PackSlot, random: Random): number {
  const roll = random();
  let cumulative = 0;
  for (const [index, option] of slot.options.entries()) {
    if (option.chance === null) continue;
    cumulative += 1 / option.chance;
    if (roll < cumulative) return index;
  }
  return fallbackOption(slot);
}

export const fallbackOption = (slot: PackSlot): number => {
  const index = slot.options.findIndex((option) => option.chance === null);
  return index === -1 ? slot.options.length - 1 : index;
};

/**
 * Rolls one pack from its seed: the same layout, cards, seed and forced options give the same pack, which
 * is what the audit checks. A structure deck (FIXED_LIST) is its list.
 */
export function rollPack(
  setLayout: PackLayout,
  cards: readonly PackCard[],
  seed: number,
  forced: ForcedOptions = {},
): RolledPack {
  const { name, layout } = effectiveLayout(setLayout);
  if (layout.kind === 'FIXED_LIST') {
    return {
      layoutName: name,
      setCardIds: layout.fixedList.flatMap((entry) => Array<string>(entry.quantity).fill(entry.setCardId)),
    };
  }
  const random = seededRandom(seed);
  const { regional, byRarity } = indexed(cards);
  const poolOf = (rarities: readonly PrintingRarity[]) =>
    rarities.flatMap((rarity) => byRarity.get(rarity) ?? []);

  const setCardIds: string[] = [];
  layout.slots.forEach((slot, slotIndex) => {
    // No card twice within a slot group, as the real product.
    const taken = new Set<string>();
    for (let n = 0; n < slot.count; n += 1) {
      const optionIndex = forced[slotIndex] ?? rollOption(slot, random);
      const candidates = [
        poolOf(slot.options[optionIndex]?.rarities ?? []),
        poolOf(slot.options[fallbackOption(slot)]?.rarities ?? []),
        regional,
      ];
      for (const pool of candidates) {
        const free = pool.filter((card) => !taken.has(card.id));
        const from = free.length > 0 ? free : pool;
        if (from.length === 0) continue;
        const card = from[pickIndex(random, from.length)]!;
        taken.add(card.id);
        setCardIds.push(card.id);
        break;
      }
    }
  });
  return { layoutName: name, setCardIds };
}
