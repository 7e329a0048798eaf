import { equivalentRarityInfo, labels, type EquivalentRarity } from '@progression/contracts';
import { Chip, VisuallyHidden, type Rarity } from '@progression/ui';

const themeRarity: Record<EquivalentRarity, Rarity> = {
  COMMON: 'common',
  RARE: 'rare',
  SUPER_RARE: 'superRare',
  ULTRA_RARE: 'ultraRare',
  SECRET_RARE: 'secretRare',
};

/** Full name of an equivalent rarity, e.g. SUPER_RARE -> "Super Rare". */
export function rarityName(rarity: EquivalentRarity): string {
  return labels.equivalentRarity[rarity];
}

export interface RarityChipProps {
  rarity: EquivalentRarity;
  size?: 'small' | 'medium';
  className?: string;
}

/**
 * The short rarity label (C, R, SR, UR, CR) in the rarity's colour. Colour is never the only cue: the label
 * is always written, and screen readers hear the full name. Commons have no highlight.
 */
export function RarityChip({ rarity, size = 'small', className }: RarityChipProps) {
  const info = equivalentRarityInfo[rarity];
  const name = rarityName(rarity);
  const label = (
    <>
      <span aria-hidden>{info.short}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
  return info.color === null ? (
    <Chip label={label} variant="outlined" size={size} title={name} className={className} />
  ) : (
    <Chip label={label} rarity={themeRarity[rarity]} size={size} title={name} className={className} />
  );
}
