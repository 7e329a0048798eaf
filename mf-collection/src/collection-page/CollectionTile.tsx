import { memo } from 'react';
import styled from 'styled-components';
import { messages, type CardGridSize, type CollectionItem } from '@progression/contracts';
import { CardTile, CardTileButton } from '@progression/card-ui';

const Tile = styled(CardTile)`
  width: 100%;
  height: 100%;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

/* A long name is cut short, never the copies owned beside it. */
const Caption = styled.span`
  display: flex;
  justify-content: center;
  gap: 0.25em;
  max-width: 100%;
  min-width: 0;
  white-space: nowrap;
`;

const CaptionName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

interface CollectionTileProps {
  item: CollectionItem;
  /** The picture's size, the player's choice for card grids. */
  size: CardGridSize;
  selected: boolean;
  onSelect: (item: CollectionItem) => void;
}

/** One owned card: its picture, name and quantity; its preview shows the rarity, copies and banlist status. */
export const CollectionTile = memo(function CollectionTile({
  item,
  size,
  selected,
  onSelect,
}: CollectionTileProps) {
  const { card, quantity } = item;
  return (
    <Tile
      card={card}
      size={size}
      facts={{ rarity: item.rarity, owned: quantity, limit: item.limit ?? 'unlimited' }}
      caption={
        <Caption>
          <CaptionName>{card.name}</CaptionName>
          <span>×{quantity}</span>
        </Caption>
      }
    >
      <CardTileButton
        type="button"
        aria-pressed={selected}
        aria-label={messages.collection.cardLabel(card.name, quantity)}
        onClick={() => onSelect(item)}
      />
    </Tile>
  );
});
