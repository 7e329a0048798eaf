import { messages } from '@progression/contracts';
import { Button, RedoIcon, UndoIcon, VisuallyHidden } from '@progression/ui';
import { useEffect, useRef } from 'react';
import { useUndoShortcuts } from './useUndoShortcuts';

export interface UndoRedoButtonsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** The last edit undone or redone, in words; `count` tells a repeat of the same words from none. */
  lastStep: { text: string; count: number };
}

/**
 * Keeps the keyboard's place when the button it used turns disabled: after the last undo, Undo is disabled
 * and a browser drops the focus to the page's body; Redo, which that undo enabled, takes it instead (and
 * Undo after the last redo).
 */
function useFocusKept(canUndo: boolean, canRedo: boolean) {
  const undo = useRef<HTMLButtonElement>(null);
  const redo = useRef<HTMLButtonElement>(null);
  // The button pressed last: the browser may have moved the focus to <body> before the effect runs.
  const pressed = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const lost = (button: HTMLButtonElement | null) =>
      button !== null &&
      button.disabled &&
      (document.activeElement === button ||
        (document.activeElement === document.body && pressed.current === button));
    if (lost(undo.current) && canRedo) redo.current?.focus();
    else if (lost(redo.current) && canUndo) undo.current?.focus();
    pressed.current = null;
  }, [canUndo, canRedo]);
  const press = (button: HTMLButtonElement, action: () => void) => {
    pressed.current = button;
    action();
  };
  return { undo, redo, press };
}

/**
 * Undo and Redo, with their keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y), each disabled when there is nothing
 * to take back or do again; what was undone or redone is said politely to screen readers. The last undo
 * leaves the focus on Redo, the last redo on Undo.
 */
export function UndoRedoButtons({ canUndo, canRedo, onUndo, onRedo, lastStep }: UndoRedoButtonsProps) {
  useUndoShortcuts(onUndo, onRedo);
  const focus = useFocusKept(canUndo, canRedo);
  return (
    <>
      <Button
        ref={focus.undo}
        variant="outlined"
        startIcon={<UndoIcon size="1em" />}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={(event) => focus.press(event.currentTarget, onUndo)}
      >
        {messages.deckTools.undo}
      </Button>
      <Button
        ref={focus.redo}
        variant="outlined"
        startIcon={<RedoIcon size="1em" />}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={(event) => focus.press(event.currentTarget, onRedo)}
      >
        {messages.deckTools.redo}
      </Button>
      {/* A no-break space on every other step: a live region says again only text that changed. */}
      <VisuallyHidden role="status">
        {lastStep.text}
        {lastStep.count % 2 ? '\u00a0' : ''}
      </VisuallyHidden>
    </>
  );
}
