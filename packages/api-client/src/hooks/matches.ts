import type { GameScore, MatchConfigPayload } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.matches.ofGame(gameId) }),
        client.invalidateQueries({ queryKey: queryKeys.games.advice(gameId) }),
        client.invalidateQueries({ queryKey: queryKeys.decks.registrations(gameId) }),
      ]),
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
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.matches.ofGame(gameId) }),
        client.invalidateQueries({ queryKey: queryKeys.games.advice(gameId) }),
      ]),
  });
}
