import { effectiveLayout, isOddsSlot, type PackLayout } from './layout';
import { shuffled, type Random } from './random';
import type { ForcedOptions } from './roll-pack';
import { fallbackOption } from './roll-pack';

/**
 * FIXED rarity distribution, as a sealed box: over a stage's `packs` packs of one set, each single-card odds
 * slot gives option i in exactly packs / chance_i packs; the fraction left is carried by the seed (one more
 * with that probability), the rest are the fallback, and the packs they land in are shuffled by the seed.
 * Slots of several cards roll on their own (their odds are per card).
 */
export function fixedOptions(setLayout: PackLayout, packs: number, random: Random): ForcedOptions[] {
  const { layout } = effectiveLayout(setLayout);
  const forced: ForcedOptions[] = Array.from({ length: packs }, () => ({}));
  if (layout.kind !== 'RANDOM_PACK') return forced;
  layout.slots.forEach((slot, slotIndex) => {
    if (slot.count !== 1 || !isOddsSlot(slot)) return;
    const assigned: number[] = [];
    slot.options.forEach((option, optionIndex) => {
      if (option.chance === null) return;
      const exact = packs / option.chance;
      const whole = Math.floor(exact) + (random() < exact - Math.floor(exact) ? 1 : 0);
      for (let n = 0; n < whole && assigned.length < packs; n += 1) assigned.push(optionIndex);
    });
    while (assigned.length < packs) assigned.push(fallbackOption(slot));
    shuffled(assigned, random).forEach((optionIndex, pack) => {
      forced[pack]![slotIndex] = optionIndex;
    });
  });
  return forced;
}
