import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long after a finger leaves the card a focus, leave or click is the finger's own. */
const touchEchoMs = 1000;

/**
 * A finger's tap that opens the preview, for a card whose long press does something else (a deck slot's
 * long press removes a copy, as a right-click does). A mouse's click is left to the card. The click is
 * marked handled so the tooltip under the preview does not close itself on it. `fromTouch` tells what a
 * finger's press brings by itself (the focus, which would open the preview after a long press too, and
 * the pointer leaving, which would close it after a tap) from the keyboard's and a mouse's doing.
 */
export function useTapPreview(onTap: () => void) {
  const touchedAt = useRef<number | null>(null);
  const fromTouch = () => touchedAt.current !== null && Date.now() - touchedAt.current < touchEchoMs;
  const note = (event: PointerEvent) => {
    touchedAt.current = event.pointerType === 'touch' ? Date.now() : null;
  };
  return {
    fromTouch,
    handlers: {
      onPointerDown: note,
      onPointerUp: note,
      onClick: (event: MouseEvent) => {
        if (!fromTouch()) return;
        event.preventDefault();
        onTap();
      },
    },
  };
}
