import type { ReportPlayoffPayload, StartPlayoffPayload } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playoffs } from '../playoffs';
import { queryKeys } from '../keys';

/** The game's playoff bracket (null before it starts). */
export const usePlayoff = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.matches.playoff(gameId),
    queryFn: ({ signal }) => playoffs.get(gameId, signal),
  });

/** The admin starts the playoff; the answer is the bracket. */
export function useStartPlayoff(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: StartPlayoffPayload) => playoffs.start(gameId, payload),
    onSuccess: (playoff) => client.setQueryData(queryKeys.matches.playoff(gameId), playoff),
  });
}

/** Reports a playoff match; the final's result completes the game, so the game is read again too. */
export function useReportPlayoffMatch(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, ...payload }: ReportPlayoffPayload & { matchId: string }) =>
      playoffs.report(matchId, payload),
    onSuccess: (playoff) => {
      client.setQueryData(queryKeys.matches.playoff(gameId), playoff);
      if (playoff?.championPlayerId) return client.invalidateQueries({ queryKey: queryKeys.games.all });
    },
  });
}
