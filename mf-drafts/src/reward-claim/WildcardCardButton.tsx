import { cardImageSize, type CardGridSize, type WildcardCard } from '@progression/contracts';
import { CardTile, CardTileButton, RarityChip, rarityName } from '@progression/card-ui';
import { Muted } from '@progression/ui';
import styled from 'styled-components';

// As wide as the picture, so a long name wraps under it.
const Tile = styled(CardTile)<{ $width: number }>`
  max-width: ${({ $width }) => $width}px;
`;

/** A card a wildcard can pick: a toggle button (pressed when chosen) over its picture, name and rarity. */
export function WildcardCardButton({
  item,
  selected,
  onToggle,
  size,
}: {
  item: WildcardCard;
  selected: boolean;
  onToggle: () => void;
  /** The player's card size (the card size control). */
  size: CardGridSize;
}) {
  return (
    <Tile
      $width={cardImageSize(size).width}
      size={size}
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
