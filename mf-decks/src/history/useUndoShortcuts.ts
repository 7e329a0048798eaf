import { useEffect } from 'react';

/**
 * Where the keys are not the deck's: fields keep their own text undo (the keys there undo typing, as
 * everywhere else), and a dialog open over the editor (the sample hand) must not change the deck behind it.
 */
const notTheDecks = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null);

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, anywhere on the page while it is shown, except in a
 * text field, where they undo typing, and in a dialog.
 */
export function useUndoShortcuts(onUndo: () => void, onRedo: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || notTheDecks(event.target)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') (event.shiftKey ? onRedo : onUndo)();
      else if (key === 'y' && event.ctrlKey && !event.shiftKey) onRedo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onUndo, onRedo]);
}
