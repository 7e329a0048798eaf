import { z } from 'zod';

/** The five rarities every printing is ranked by (what a pack slot, a wildcard and sorting use). */
export const equivalentRarities = ['COMMON', 'RARE', 'SUPER_RARE', 'ULTRA_RARE', 'SECRET_RARE'] as const;
export const equivalentRarity = z.enum(equivalentRarities);
export type EquivalentRarity = z.infer<typeof equivalentRarity>;

/** Short label, rank (higher is rarer) and highlight colour name (null: no highlight) of each rarity. */
export const equivalentRarityInfo: Record<
  EquivalentRarity,
  { short: string; rank: number; color: 'blue' | 'green' | 'purple' | 'yellow' | null }
> = {
  COMMON: { short: 'C', rank: 1, color: null },
  RARE: { short: 'R', rank: 2, color: 'blue' },
  SUPER_RARE: { short: 'SR', rank: 3, color: 'green' },
  ULTRA_RARE: { short: 'UR', rank: 4, color: 'purple' },
  SECRET_RARE: { short: 'CR', rank: 5, color: 'yellow' },
};

/** Rarities from the rarest down (the set details dialog groups cards in this order). */
export const equivalentRaritiesByRankDescending: readonly EquivalentRarity[] = [...equivalentRarities].sort(
  (a, b) => equivalentRarityInfo[b].rank - equivalentRarityInfo[a].rank,
);

/**
 * Every printing rarity of the card data: display name (the YGOPRODeck `set_rarity` text) and the rarity it
 * counts as. Printing notes that are not a finish (debuts, reprints, new artwork) count as common, the
 * Battle Pack foils (mosaic, starfoil, shatterfoil) as rare, and every secret-class finish as secret rare.
 */
export const printingRarityTable = {
  COMMON: { name: 'Common', equivalent: 'COMMON' },
  SHORT_PRINT: { name: 'Short Print', equivalent: 'COMMON' },
  SUPER_SHORT_PRINT: { name: 'Super Short Print', equivalent: 'COMMON' },
  NORMAL_PARALLEL_RARE: { name: 'Normal Parallel Rare', equivalent: 'COMMON' },
  DUEL_TERMINAL_NORMAL_PARALLEL_RARE: { name: 'Duel Terminal Normal Parallel Rare', equivalent: 'COMMON' },
  DUEL_TERMINAL_NORMAL_RARE_PARALLEL_RARE: {
    name: 'Duel Terminal Normal Rare Parallel Rare',
    equivalent: 'COMMON',
  },
  REPRINT: { name: 'Reprint', equivalent: 'COMMON' },
  NEW: { name: 'New', equivalent: 'COMMON' },
  NEW_ARTWORK: { name: 'New artwork', equivalent: 'COMMON' },
  EUROPEAN_DEBUT: { name: 'European debut', equivalent: 'COMMON' },
  OCEANIAN_DEBUT: { name: 'Oceanian debut', equivalent: 'COMMON' },
  EUROPEAN_OCEANIAN_DEBUT: { name: 'European & Oceanian debut', equivalent: 'COMMON' },
  RARE: { name: 'Rare', equivalent: 'RARE' },
  DUEL_TERMINAL_RARE_PARALLEL_RARE: { name: 'Duel Terminal Rare Parallel Rare', equivalent: 'RARE' },
  MOSAIC_RARE: { name: 'Mosaic Rare', equivalent: 'RARE' },
  STARFOIL: { name: 'Starfoil', equivalent: 'RARE' },
  STARFOIL_RARE: { name: 'Starfoil Rare', equivalent: 'RARE' },
  SHATTERFOIL_RARE: { name: 'Shatterfoil Rare', equivalent: 'RARE' },
  SUPER_RARE: { name: 'Super Rare', equivalent: 'SUPER_RARE' },
  SUPER_PARALLEL_RARE: { name: 'Super Parallel Rare', equivalent: 'SUPER_RARE' },
  DUEL_TERMINAL_SUPER_PARALLEL_RARE: { name: 'Duel Terminal Super Parallel Rare', equivalent: 'SUPER_RARE' },
  ULTRA_RARE: { name: 'Ultra Rare', equivalent: 'ULTRA_RARE' },
  ULTRA_PARALLEL_RARE: { name: 'Ultra Parallel Rare', equivalent: 'ULTRA_RARE' },
  DUEL_TERMINAL_ULTRA_PARALLEL_RARE: { name: 'Duel Terminal Ultra Parallel Rare', equivalent: 'ULTRA_RARE' },
  PHARAOHS_RARE: { name: "Ultra Rare (Pharaoh's Rare)", equivalent: 'ULTRA_RARE' },
  GOLD_RARE: { name: 'Gold Rare', equivalent: 'ULTRA_RARE' },
  PREMIUM_GOLD_RARE: { name: 'Premium Gold Rare', equivalent: 'ULTRA_RARE' },
  PLATINUM_RARE: { name: 'Platinum Rare', equivalent: 'ULTRA_RARE' },
  SECRET_RARE: { name: 'Secret Rare', equivalent: 'SECRET_RARE' },
  ULTIMATE_RARE: { name: 'Ultimate Rare', equivalent: 'SECRET_RARE' },
  GHOST_RARE: { name: 'Ghost Rare', equivalent: 'SECRET_RARE' },
  GHOST_GOLD_RARE: { name: 'Ghost/Gold Rare', equivalent: 'SECRET_RARE' },
  GOLD_SECRET_RARE: { name: 'Gold Secret Rare', equivalent: 'SECRET_RARE' },
  PLATINUM_SECRET_RARE: { name: 'Platinum Secret Rare', equivalent: 'SECRET_RARE' },
  PRISMATIC_SECRET_RARE: { name: 'Prismatic Secret Rare', equivalent: 'SECRET_RARE' },
  ULTRA_SECRET_RARE: { name: 'Ultra Secret Rare', equivalent: 'SECRET_RARE' },
  EXTRA_SECRET_RARE: { name: 'Extra Secret Rare', equivalent: 'SECRET_RARE' },
  QUARTER_CENTURY_SECRET_RARE: { name: 'Quarter Century Secret Rare', equivalent: 'SECRET_RARE' },
  COLLECTORS_RARE: { name: "Collector's Rare", equivalent: 'SECRET_RARE' },
  STARLIGHT_RARE: { name: 'Starlight Rare', equivalent: 'SECRET_RARE' },
  // The 2025 premium finishes, rarer than any secret rare but still of its class (see docs/decisions.md).
  GRAND_MASTER_RARE: { name: 'Grand Master Rare', equivalent: 'SECRET_RARE' },
  TEN_THOUSAND_SECRET_RARE: { name: '10000 Secret Rare', equivalent: 'SECRET_RARE' },
} as const satisfies Record<string, { name: string; equivalent: EquivalentRarity }>;

export type PrintingRarity = keyof typeof printingRarityTable;
export const printingRarities = Object.keys(printingRarityTable) as [PrintingRarity, ...PrintingRarity[]];
export const printingRarity = z.enum(printingRarities);

/** Display name of a printing rarity, e.g. COLLECTORS_RARE -> "Collector's Rare". */
export function printingRarityName(rarity: PrintingRarity): string {
  return printingRarityTable[rarity].name;
}

/** The equivalent rarity a printing rarity counts as. */
export function equivalentRarityOf(rarity: PrintingRarity): EquivalentRarity {
  return printingRarityTable[rarity].equivalent;
}

/**
 * Malformed `set_rarity` texts of the card data: "Cr" is a Collector's Rare, and "2"/"3" are structure-deck
 * copy counts written into the rarity column of common cards.
 */
const setRarityAliases: Record<string, PrintingRarity> = {
  cr: 'COLLECTORS_RARE',
  '2': 'COMMON',
  '3': 'COMMON',
};

const printingRarityByName = new Map<string, PrintingRarity>(
  printingRarities.map((rarity) => [printingRarityTable[rarity].name.toLowerCase(), rarity]),
);

/** The printing rarity of a YGOPRODeck `set_rarity` text (case-insensitive), or undefined if unknown. */
export function printingRarityFromSetRarity(setRarity: string): PrintingRarity | undefined {
  const key = setRarity.trim().toLowerCase();
  return printingRarityByName.get(key) ?? setRarityAliases[key];
}
