import styled from 'styled-components';
import { messages, type CollectionItem } from '@progression/contracts';
import { CardDetailPane, RarityChip } from '@progression/card-ui';
import { Muted } from '@progression/ui';

const Owned = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** The card detail pane (spec section 2) with the quantity owned and the week acquired beside it. */
export function OwnedCardPane({ item }: { item: CollectionItem | null }) {
  return (
    <>
      {item && (
        <Owned>
          <Muted>{messages.collection.quantity(item.quantity)}</Muted>
          {item.weekAcquired !== undefined && (
            <Muted>{messages.collection.weekAcquired(item.weekAcquired)}</Muted>
          )}
          {item.rarity && <RarityChip rarity={item.rarity} />}
        </Owned>
      )}
      <CardDetailPane card={item?.card ?? null} imageSize={item ? 'medium' : null} headingLevel={2} />
    </>
  );
}
