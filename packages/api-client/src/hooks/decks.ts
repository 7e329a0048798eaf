import type {
  CreateDeckPayload,
  Deck,
  DeckGameQuery,
  ImportDeckPayload,
  UpdateDeckPayload,
} from '@progression/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decks } from '../decks';
import { queryKeys } from '../keys';

/** The caller's decks in a game (or, for the game's admin, a named player's). */
export const useDecks = (gameId: string, playerId?: string) =>
  useQuery({
    queryKey: queryKeys.decks.list(gameId, playerId),
    queryFn: ({ signal }) => decks.list(gameId, playerId, signal),
  });

/** One deck. */
export const useDeck = (deckId: string) =>
  useQuery({
    queryKey: queryKeys.decks.detail(deckId),
    queryFn: ({ signal }) => decks.get(deckId, signal),
  });

/** After a write: the lists of the deck's game are stale; the deck itself is the answer. */
function useStoreDeck() {
  const client = useQueryClient();
  return (deck: Deck) => {
    client.setQueryData(queryKeys.decks.detail(deck.id), deck);
    void client.invalidateQueries({ queryKey: queryKeys.decks.ofGame(deck.gameId) });
  };
}

export function useCreateDeck() {
  const store = useStoreDeck();
  return useMutation({
    mutationFn: (payload: DeckGameQuery & CreateDeckPayload) => decks.create(payload),
    onSuccess: store,
  });
}

/** Saves a deck (autosave and Save): the stored deck comes back with the server's judgement. */
export function useSaveDeck(deckId: string) {
  const store = useStoreDeck();
  return useMutation({
    mutationFn: (payload: UpdateDeckPayload) => decks.save(deckId, payload),
    onSuccess: store,
  });
}

export function useCopyDeck() {
  const store = useStoreDeck();
  return useMutation({ mutationFn: (deckId: string) => decks.copy(deckId), onSuccess: store });
}

export function useDeleteDeck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deck: Deck) => decks.remove(deck.id),
    onSuccess: (_answer, deck) => {
      client.removeQueries({ queryKey: queryKeys.decks.detail(deck.id) });
      void client.invalidateQueries({ queryKey: queryKeys.decks.ofGame(deck.gameId) });
    },
  });
}

export function useImportDeck() {
  const store = useStoreDeck();
  return useMutation({
    mutationFn: (payload: DeckGameQuery & ImportDeckPayload) => decks.import(payload),
    onSuccess: (answer) => store(answer.deck),
  });
}
