import type { RewardConfigPayload } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../keys';
import { rewards } from '../rewards';

/** The game's reward tracks. */
export const useRewardConfig = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.rewards.config(gameId),
    queryFn: ({ signal }) => rewards.config(gameId, signal),
  });

/** Saves the tracks; the reply is the stored config. */
export function useSaveRewardConfig(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RewardConfigPayload) => rewards.saveConfig(gameId, payload),
    onSuccess: (saved) => client.setQueryData(queryKeys.rewards.config(gameId), saved),
  });
}
