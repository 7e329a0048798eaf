import type { GameScore, Match, MatchConfigPayload } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { matches } from '../matches';
import { queryKeys } from '../keys';

/** The game's matches. */
export const useMatches = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.matches.list(gameId),
    queryFn: ({ signal }) => matches.list(gameId, signal),
  });

/** The Swiss rounds' byes of the game (none in a round robin). */
export const useMatchByes = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.matches.byes(gameId),
    queryFn: async ({ signal }) => (await matches.listWithByes(gameId, signal)).byes,
  });

/** The game's admin pairs the next Swiss round; the matches, byes and standings change with it. */
export function usePairNextRound(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => matches.pairNextRound(gameId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.matches.ofGame(gameId) }),
  });
}

/** The game's match config (legs and placement scores). */
export const useMatchConfig = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.matches.config(gameId),
    queryFn: ({ signal }) => matches.config(gameId, signal),
  });

/** The game's legs with their tables, Current Scores and the standings of every week. */
export const useMatchScores = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.matches.legs(gameId),
    queryFn: ({ signal }) => matches.scores(gameId, signal),
  });

/**
 * A match the server just answered for a result: shown in the cached list at once (the reply is the saved
 * match, so nothing is guessed), while what follows from it (the rest of the game's matches, legs, byes and
 * bracket, and the start-next-week advice) is read again behind it. The mutation does not wait for those
 * reads: the player sees the result as soon as it is saved, and the row's controls are free again.
 */
function showSavedMatch(client: QueryClient, gameId: string, saved: Match): void {
  client.setQueryData<Match[]>(queryKeys.matches.list(gameId), (list) =>
    list?.map((match) => (match.id === saved.id ? saved : match)),
  );
  void client.invalidateQueries({ queryKey: queryKeys.matches.ofGame(gameId) });
  void client.invalidateQueries({ queryKey: queryKeys.games.advice(gameId) });
}

/**
 * Reports (or resets) a result. The game's matches, legs and the start-next-week advice change with it, and
 * a reported result closes the week's deck registration and shows the two players each other's deck.
 */
export function useReportMatch(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      matchId,
      winnerId,
      score = null,
    }: {
      matchId: string;
      winnerId: string | null;
      score?: GameScore | null;
    }) => matches.report(matchId, winnerId, score),
    onSuccess: (saved) => {
      showSavedMatch(client, gameId, saved);
      void client.invalidateQueries({ queryKey: queryKeys.decks.registrations(gameId) });
    },
  });
}

/** Saves the config; the legs are computed from it, so they are stale too. */
export function useSaveMatchConfig(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: MatchConfigPayload) => matches.saveConfig(gameId, payload),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.matches.config(gameId), saved);
      return client.invalidateQueries({ queryKey: queryKeys.matches.legs(gameId) });
    },
  });
}

/** Confirmed results: the opponent confirms or disputes a pending result; the matches and standings follow. */
export function useAnswerResult(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, dispute }: { matchId: string; dispute?: { reason: string } }) =>
      dispute ? matches.dispute(matchId, dispute.reason) : matches.confirm(matchId),
    onSuccess: (saved) => showSavedMatch(client, gameId, saved),
  });
}
