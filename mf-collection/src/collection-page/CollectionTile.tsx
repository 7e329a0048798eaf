import { memo } from 'react';
import styled from 'styled-components';
import { messages, type CollectionItem } from '@progression/contracts';
import { CardImage, typeLine } from '@progression/card-ui';
import { Tooltip } from '@progression/ui';
import { tilePictureSize } from './tile-size';

const Tile = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.spacing(0.5)};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.palette.primary.main : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  cursor: pointer;
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

const Picture = styled.div`
  flex: none;
  display: flex;
  justify-content: center;
  overflow: hidden;
`;

const Caption = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
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
  const tile = (
    <Tile
      type="button"
      $selected={selected}
      aria-pressed={selected}
      aria-label={messages.collection.cardLabel(card.name, quantity)}
      onClick={() => onSelect(item)}
    >
      <Picture>
        <CardImage card={card} size={tilePictureSize} />
      </Picture>
      <Caption aria-hidden>
        {card.name} ×{quantity}
      </Caption>
    </Tile>
  );
  // A card without metadata shows its name and no tooltip (spec section 2).
  return card.yugiohMetaData ? <Tooltip content={typeLine(card.yugiohMetaData)}>{tile}</Tooltip> : tile;
});
