import { useEffect } from 'react';

/** Fields that keep their own text undo: the keys there undo typing, as everywhere else. */
const keepsOwnUndo = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, anywhere on the page while it is shown, except in a
 * text field, where they undo typing.
 */
export function useUndoShortcuts(onUndo: () => void, onRedo: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || keepsOwnUndo(event.target)) return;
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
