import { useCallback, useEffect, useRef, useState } from 'react';
import { messages, timings, type Deck, type DeckCard } from '@progression/contracts';
import { useSaveDeck } from '@progression/api-client';
import { flashFailure } from '@progression/platform';
import { sameDeck } from './deck-cards';
import {
  canRedo,
  canUndo,
  record,
  redo,
  startHistory,
  undo,
  type Edit,
  type History,
} from '../history/history';

/** What the player edits: the deck's name and cards. */
export interface WorkingDeck {
  name: string;
  cards: DeckCard[];
}

/**
 * The deck being edited: the player's working copy (name and cards) with every edit of the session in its
 * history (undo and redo walk it), saved automatically after 1 s without a change, and the last saved copy,
 * which also carries the server's judgement (`valid`, `reasons`) of what it stored.
 */
export function useDeckEditor(deck: Deck) {
  const { mutateAsync: saveDeck, isPending: saving } = useSaveDeck(deck.id);
  const [saved, setSaved] = useState(deck);
  const [history, setHistory] = useState(() =>
    startHistory<WorkingDeck>({ name: deck.name, cards: deck.cards }),
  );
  /** The last edit undone or redone, said to screen readers (a count so the same words are said again). */
  const [lastStep, setLastStep] = useState<{ text: string; count: number }>({ text: '', count: 0 });
  const working = history.present;
  const { name, cards } = working;
  const changed = !sameDeck(working, saved);
  const latest = useRef(working);
  latest.current = working;

  const persist = useCallback(async (): Promise<boolean> => {
    const { name: toSaveName, cards: toSave } = latest.current;
    if (!toSaveName.trim()) return false; // a blank name is the field's error, not a save
    try {
      const stored = await saveDeck({ name: toSaveName.trim(), cards: toSave });
      setSaved(stored);
      return true;
    } catch (error) {
      flashFailure(error);
      return false;
    }
  }, [saveDeck]);

  // Autosave: 1 s after the last change (an undo or redo included); a change while a save runs is saved after it.
  useEffect(() => {
    if (!changed || saving) return;
    const timer = setTimeout(() => void persist(), timings.deckAutosaveDebounce);
    return () => clearTimeout(timer);
  }, [name, cards, changed, saving, persist]);

  /** A new name: the keystrokes of one renaming are one edit. */
  const setName = useCallback(
    (value: string) =>
      setHistory((current) =>
        record(current, { ...current.present, name: value }, messages.deckTools.renamedDeck, 'name'),
      ),
    [],
  );
  /** New cards, with what the edit did in words (said when it is undone or redone). */
  const setCards = useCallback(
    (next: DeckCard[], label: string) =>
      setHistory((current) => record(current, { ...current.present, cards: next }, label)),
    [],
  );

  const step = useCallback(
    (
      walk: (from: History<WorkingDeck>) => [History<WorkingDeck>, Edit<WorkingDeck> | undefined],
      say: (edit: string) => string,
    ) => {
      const [next, edit] = walk(history);
      if (!edit) return;
      setHistory(next);
      setLastStep((last) => ({ text: say(edit.label), count: last.count + 1 }));
    },
    [history],
  );

  return {
    name,
    setName,
    cards,
    setCards,
    saved,
    changed,
    saving,
    persist,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    undo: useCallback(() => step(undo, messages.deckTools.undone), [step]),
    redo: useCallback(() => step(redo, messages.deckTools.redone), [step]),
    lastStep,
  };
}
export type DeckEditor = ReturnType<typeof useDeckEditor>;
