import { memo } from 'react';
import styled from 'styled-components';
import { messages, type CollectionItem } from '@progression/contracts';
import { CardTile, CardTileButton, typeLine } from '@progression/card-ui';
import { Tooltip } from '@progression/ui';
import { tilePictureSize } from './tile-size';

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
  selected: boolean;
  onSelect: (item: CollectionItem) => void;
}

/** One owned card: its picture, name and quantity; a tooltip with its type line when it has card data. */
export const CollectionTile = memo(function CollectionTile({
  item,
  selected,
  onSelect,
}: CollectionTileProps) {
  const { card, quantity } = item;
  const button = (
    <CardTileButton
      type="button"
      aria-pressed={selected}
      aria-label={messages.collection.cardLabel(card.name, quantity)}
      onClick={() => onSelect(item)}
    />
  );
  return (
    <Tile
      card={card}
      size={tilePictureSize}
      caption={
        <Caption>
          <CaptionName>{card.name}</CaptionName>
          <span>×{quantity}</span>
        </Caption>
      }
    >
      {/* A card without metadata shows its name and no tooltip (spec section 2). */}
      {card.yugiohMetaData ? <Tooltip content={typeLine(card.yugiohMetaData)}>{button}</Tooltip> : button}
    </Tile>
  );
});
