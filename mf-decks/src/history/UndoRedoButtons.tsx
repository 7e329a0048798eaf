import { messages } from '@progression/contracts';
import { Button, RedoIcon, UndoIcon, VisuallyHidden } from '@progression/ui';
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
 * Undo and Redo, with their keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y), each disabled when there is nothing
 * to take back or do again; what was undone or redone is said politely to screen readers.
 */
export function UndoRedoButtons({ canUndo, canRedo, onUndo, onRedo, lastStep }: UndoRedoButtonsProps) {
  useUndoShortcuts(onUndo, onRedo);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UndoIcon size="1em" />}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={onUndo}
      >
        {messages.deckTools.undo}
      </Button>
      <Button
        variant="outlined"
        startIcon={<RedoIcon size="1em" />}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={onRedo}
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
