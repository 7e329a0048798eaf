import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger rests on a card before its preview opens, and how far it may move meanwhile. */
export const longPressMs = 500;
const moveTolerancePx = 10;

/**
 * A long press of a finger (touch only: a mouse hovers instead). The click and the context menu that
 * follow the press are swallowed, so the press does not also choose, add or remove the card. A browser
 * that shows its context menu for a long press before our delay is over (Android) counts as the press:
 * it acts then, once.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const pressed = useRef(false);
  const latest = useRef(onLongPress);
  latest.current = onLongPress;

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const press = () => {
    timer.current = undefined;
    pressed.current = true;
    latest.current();
  };
  useEffect(() => cancel, []);

  const swallow = (event: MouseEvent) => {
    if (!pressed.current) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    onPointerDown: (event: PointerEvent) => {
      pressed.current = false;
      if (event.pointerType !== 'touch') return;
      start.current = { x: event.clientX, y: event.clientY };
      cancel();
      timer.current = setTimeout(press, longPressMs);
    },
    onPointerMove: (event: PointerEvent) => {
      const { x, y } = start.current;
      if (Math.hypot(event.clientX - x, event.clientY - y) > moveTolerancePx) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onClickCapture: (event: MouseEvent) => {
      swallow(event);
      pressed.current = false;
    },
    onContextMenuCapture: (event: MouseEvent) => {
      if (timer.current !== undefined) {
        cancel();
        press();
      }
      swallow(event);
    },
  };
}
