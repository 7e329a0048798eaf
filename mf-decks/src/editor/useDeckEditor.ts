import { useCallback, useEffect, useRef, useState } from 'react';
import { timings, type Deck, type DeckCard } from '@progression/contracts';
import { useSaveDeck } from '@progression/api-client';
import { flashFailure } from '@progression/platform';
import { sameDeck } from './deck-cards';

/**
 * The deck being edited: the player's working copy (name and cards), saved automatically after 1 s
 * without a change, and the last saved copy, which Undo restores. `saved` also carries the server's
 * judgement (`valid`, `reasons`) of what it stored.
 */
export function useDeckEditor(deck: Deck) {
  const { mutateAsync: saveDeck, isPending: saving } = useSaveDeck(deck.id);
  const [saved, setSaved] = useState(deck);
  const [name, setName] = useState(deck.name);
  const [cards, setCards] = useState<DeckCard[]>(deck.cards);
  const working = { name, cards };
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

  // Autosave: 1 s after the last change; a change while a save runs is saved after it.
  useEffect(() => {
    if (!changed || saving) return;
    const timer = setTimeout(() => void persist(), timings.deckAutosaveDebounce);
    return () => clearTimeout(timer);
  }, [name, cards, changed, saving, persist]);

  const undo = useCallback(() => {
    setName(saved.name);
    setCards(saved.cards);
  }, [saved]);

  return {
    name,
    setName,
    cards,
    setCards,
    saved,
    changed,
    saving,
    persist,
    undo,
  };
}
export type DeckEditor = ReturnType<typeof useDeckEditor>;
