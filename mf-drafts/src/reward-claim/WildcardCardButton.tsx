import type { WildcardCard } from '@progression/contracts';
import { CardImage, RarityChip, rarityName } from '@progression/card-ui';
import { Muted } from '@progression/ui';
import styled from 'styled-components';

const Pick = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1)};
  background: none;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.palette.primary.main : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  cursor: pointer;
  text-align: center;
  max-width: 160px;
`;

/** A card a wildcard can pick: a toggle button (pressed when chosen) with its picture, name and rarity. */
export function WildcardCardButton({
  item,
  selected,
  onToggle,
}: {
  item: WildcardCard;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <Pick
      type="button"
      $selected={selected}
      aria-pressed={selected}
      aria-label={`${item.card.name}, ${rarityName(item.equivalentRarity)}`}
      onClick={onToggle}
    >
      <CardImage card={item.card} size="small" />
      <Muted size="xs">{item.card.name}</Muted>
      <RarityChip rarity={item.equivalentRarity} />
    </Pick>
  );
}
