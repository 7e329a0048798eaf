import type { WildcardCard } from '@progression/contracts';
import { CardTile, CardTileButton, RarityChip, rarityName } from '@progression/card-ui';
import { Muted } from '@progression/ui';
import styled from 'styled-components';

const Tile = styled(CardTile)`
  max-width: 160px;
`;

/** A card a wildcard can pick: a toggle button (pressed when chosen) over its picture, name and rarity. */
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
    <Tile
      card={item.card}
      facts={{ rarity: item.equivalentRarity }}
      caption={
        <>
          <Muted size="xs">{item.card.name}</Muted>
          <RarityChip rarity={item.equivalentRarity} />
        </>
      }
    >
      <CardTileButton
        type="button"
        aria-pressed={selected}
        aria-label={`${item.card.name}, ${rarityName(item.equivalentRarity)}`}
        onClick={onToggle}
      />
    </Tile>
  );
}
