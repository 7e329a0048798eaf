import { useLayoutEffect, useRef } from 'react';

/**
 * Where the focus goes back to when a dialog or sheet opened by state (not by its own trigger) closes:
 * the element that had it when it opened. Radix's dialog returns the focus to its trigger only, and
 * without one the focus fell to the top of the document. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean | undefined): (event: Event) => void {
  const opener = useRef<Element | null>(null);
  // A layout effect runs before the dialog's own effects move the focus into it.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (event) => {
    const element = opener.current;
    if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) return;
    event.preventDefault();
    element.focus();
  };
}
