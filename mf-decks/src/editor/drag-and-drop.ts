import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { Card, CollectionItem, DeckZone } from '@progression/contracts';

/** What a dragged thing carries: a collection card to add, or a copy in the deck to take out. */
export type DragData =
  { from: 'collection'; item: CollectionItem } | { from: 'deck'; card: Card; zone: DeckZone };

export const deckArea = 'deck';
export const collectionArea = 'collection';

const arrows = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * Keyboard dragging moves between the two areas in one key press: any arrow key takes a collection card
 * over the deck, or a deck card over the collection (pixel steps would need dozens of presses).
 */
export const jumpBetweenAreas: KeyboardCoordinateGetter = (event, { context }) => {
  if (!arrows.has(event.code)) return undefined;
  event.preventDefault();
  const { active, droppableRects, collisionRect } = context;
  const fromDeck = (active?.data.current as DragData | undefined)?.from === 'deck';
  const target = droppableRects.get(fromDeck ? collectionArea : deckArea);
  if (!target || !collisionRect) return undefined;
  return {
    x: target.left + target.width / 2 - collisionRect.width / 2,
    y: target.top + Math.min(target.height / 2, 120) - collisionRect.height / 2,
  };
};

const nameOf = (data: DragData | undefined) =>
  data ? (data.from === 'collection' ? data.item.card.name : data.card.name) : 'the card';

/** What a screen reader hears while a card is dragged. */
/** The editor's ways to drag: a pointer that moves 6 px, and Space with the arrow keys. */
export function useDeckSensors() {
  return useSensors(
    // A press that moves less than 6 px is a click or a long press (adds, shows or removes), not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: jumpBetweenAreas,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}

export const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${nameOf(active.data.current as DragData)}. Press an arrow key to move it ${
      (active.data.current as DragData).from === 'deck' ? 'out of the deck' : 'over the deck'
    }, Space to drop, Escape to cancel.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${nameOf(active.data.current as DragData)} is over the ${over.id === deckArea ? 'deck' : 'collection'}.`
      : `${nameOf(active.data.current as DragData)} is over no area.`,
  onDragEnd: ({ active, over }) => {
    const data = active.data.current as DragData;
    if (data.from === 'collection')
      return over?.id === deckArea
        ? `Dropped ${nameOf(data)} on the deck.`
        : `${nameOf(data)} was not added.`;
    return over?.id === deckArea
      ? `${nameOf(data)} stays in the deck.`
      : `Took ${nameOf(data)} out of the deck.`;
  },
  onDragCancel: ({ active }) => `Stopped dragging ${nameOf(active.data.current as DragData)}.`,
};

export const screenReaderInstructions = {
  draggable:
    'Press Enter to add this card, or Space to pick it up; then an arrow key moves it between the deck and the collection, and Space drops it. In the deck, Delete removes a copy.',
};
