import { useDraggable } from '@dnd-kit/core';
import styled, { css, keyframes } from 'styled-components';
import type { Card, DeckZone } from '@progression/contracts';
import { CardTile, CardTileButton, useLongPress } from '@progression/card-ui';
import { decksTexts } from '@progression/contracts/texts/decks';

const fresh = keyframes`
  from { box-shadow: 0 0 0 3px #4caf50; }
  to { box-shadow: 0 0 0 3px transparent; }
`;

const Slot = styled(CardTile)<{ $new: boolean; $dragging: boolean }>`
  padding: 0;
  border-radius: 4px;
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  ${({ $new }) =>
    $new &&
    css`
      animation: ${fresh} 1.5s ease-out;
    `}
`;

const SlotButton = styled(CardTileButton)`
  border-radius: 4px;
  cursor: grab;
  touch-action: none;
`;

export interface DeckSlotProps {
  card: Card;
  zone: DeckZone;
  copy: number;
  /** Added a moment ago: a short highlight. */
  isNew: boolean;
  onRemove: () => void;
  onShow: () => void;
}

/**
 * One copy of a card in the deck: dragged out of the deck it is removed; right-click, a finger's long press
 * (a touch screen's right-click) or Delete removes one copy; a click or focus shows the card in the detail
 * pane and its preview, and so does a finger's tap (the preview's long press is the removal here).
 */
export function DeckSlot({ card, zone, copy, isNew, onRemove, onShow }: DeckSlotProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `deck:${zone}:${card.id}:${copy}`,
    data: { from: 'deck', card, zone },
  });
  const longPress = useLongPress(onRemove);
  return (
    <Slot card={card} $new={isNew} $dragging={isDragging} touchPreview="tap">
      <SlotButton
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        {...longPress}
        onPointerDown={(event) => {
          listeners?.onPointerDown?.(event);
          longPress.onPointerDown(event);
        }}
        aria-label={decksTexts.inTheDeckDeleteRemoves(card.name)}
        onClick={onShow}
        onFocus={onShow}
        onContextMenu={(event) => {
          event.preventDefault();
          onRemove();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Delete' || event.key === 'Backspace') {
            event.preventDefault();
            const grid = event.currentTarget.closest('ol');
            const index = grid
              ? Array.from(grid.querySelectorAll('button')).indexOf(event.currentTarget)
              : -1;
            onRemove();
            // The last copy of a card leaves with its slot, and the focus would fall back to the page's top:
            // the keyboard stays in the section, on the slot now at that place.
            requestAnimationFrame(() => {
              if (!grid || grid.contains(document.activeElement)) return;
              const slots = grid.querySelectorAll('button');
              slots[Math.min(index, slots.length - 1)]?.focus();
            });
            return;
          }
          listeners?.onKeyDown?.(event);
        }}
      />
    </Slot>
  );
}
