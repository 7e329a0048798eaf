import { equivalentRarityOf, type EquivalentRarity } from '@progression/contracts';
import { effectiveLayout, type PackLayout } from './layout';

/**
 * How many cards of each equivalent rarity one pack of the layout holds on average by its odds (the
 * fallback option takes the probability the chanced ones leave). Pull statistics compare pulls with it.
 */
export function expectedPerPack(setLayout: PackLayout): Partial<Record<EquivalentRarity, number>> {
  const { layout } = effectiveLayout(setLayout);
  const expected: Partial<Record<EquivalentRarity, number>> = {};
  const add = (rarity: EquivalentRarity, n: number) => {
    expected[rarity] = (expected[rarity] ?? 0) + n;
  };
  for (const slot of layout.slots) {
    const chanced = slot.options.reduce((sum, option) => sum + (option.chance ? 1 / option.chance : 0), 0);
    for (const option of slot.options) {
      const p = option.chance ? 1 / option.chance : Math.max(0, 1 - chanced);
      const rarity = option.rarities[0];
      if (rarity) add(equivalentRarityOf(rarity), slot.count * p);
    }
  }
  return expected;
}
