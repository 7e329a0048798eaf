import type {
  ClaimPackDraftPayload,
  ClaimWildcardDraftPayload,
  CollectionQuery,
  GameReward,
  RewardConfigPayload,
} from '@progression/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
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

/** The caller's rewards in a game. */
export const useGameRewards = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.rewards.list(gameId),
    queryFn: ({ signal }) => rewards.list(gameId, signal),
  });

/** The caller's progress on the three tracks. */
export const useRewardTracks = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.rewards.tracks(gameId),
    queryFn: ({ signal }) => rewards.tracks(gameId, signal),
  });

export const useGameReward = (rewardId: string) =>
  useQuery({
    queryKey: queryKeys.rewards.reward(rewardId),
    queryFn: ({ signal }) => rewards.get(rewardId, signal),
  });

/** A pack reward's choice, its pool narrowed by the query (the previous pool stays while filtering). */
export const useRewardPackDraft = (draftId: string | null, query: CollectionQuery) =>
  useQuery({
    queryKey: queryKeys.rewards.packDraft(draftId ?? '', query),
    queryFn: ({ signal }) => rewards.filteredPackDraft(draftId ?? '', query, signal),
    enabled: draftId !== null,
    placeholderData: keepPreviousData,
  });

export const useWildcardDraft = (draftId: string | null) =>
  useQuery({
    queryKey: queryKeys.rewards.wildcardDraft(draftId ?? ''),
    queryFn: ({ signal }) => rewards.wildcardDraft(draftId ?? '', signal),
    enabled: draftId !== null,
  });

/** The cards a wildcard may pick, per week. */
export const useWildcardCards = (draftId: string | null, query: CollectionQuery) =>
  useQuery({
    queryKey: queryKeys.rewards.wildcardCards(draftId ?? '', query),
    queryFn: ({ signal }) => rewards.wildcardCards(draftId ?? '', query, signal),
    enabled: draftId !== null,
    placeholderData: keepPreviousData,
  });

/** Claims a pack reward: the active player, the reward (its drafts, the lists) and the player's drafts change. */
// The claim's drafts are read under several filters; the unfiltered one (the review's) may be idle, so every
// one of them is read again ('all'), not only those on screen.
export function useClaimPacks(reward: GameReward) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ClaimPackDraftPayload) => rewards.claimPacks(reward.draftId ?? '', payload),
    onSuccess: () => {
      showClaimed(client, reward);
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.games.activePlayer(reward.gameId) }),
        client.invalidateQueries({ queryKey: queryKeys.rewards.claims, refetchType: 'all' }),
        client.invalidateQueries({ queryKey: queryKeys.rewards.ofGame(reward.gameId) }),
        client.invalidateQueries({ queryKey: queryKeys.drafts.all }),
      ]);
    },
  });
}

/** Claims a wildcard reward: the reward (its drafts, the lists) change; the collection follows the claim's event. */
export function useClaimCards(reward: GameReward) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ClaimWildcardDraftPayload) => rewards.claimCards(reward.draftId ?? '', payload),
    onSuccess: () => {
      showClaimed(client, reward);
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.rewards.claims, refetchType: 'all' }),
        client.invalidateQueries({ queryKey: queryKeys.rewards.ofGame(reward.gameId) }),
      ]);
    },
  });
}

/**
 * A claim the server accepted makes its reward CLAIMED: the kept list says so at once, so a player who goes
 * back to the Rewards page never sees "Claim reward" on it while the list is read again. The reward's own
 * entry is left to its read: the claim page shows what was received from the claimed drafts it reads with it.
 */
function showClaimed(client: QueryClient, reward: GameReward): void {
  client.setQueryData<GameReward[]>(queryKeys.rewards.list(reward.gameId), (list) =>
    list?.map((entry) => (entry.id === reward.id ? { ...entry, status: 'CLAIMED' } : entry)),
  );
}

/** Every player's rewards, for the game's admin. */
export const useRewardsOfEveryPlayer = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.rewards.ofEveryPlayer(gameId),
    queryFn: ({ signal }) => rewards.ofEveryPlayer(gameId, signal),
  });

/** The game's reward history (who, what, when), newest first. */
export const useRewardHistory = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.rewards.history(gameId),
    queryFn: ({ signal }) => rewards.history(gameId, undefined, signal),
  });

/** The admin's revert or delete: the game's reward lists, history, drafts and collection change. */
export function useAdminRewardAction(gameId: string) {
  const client = useQueryClient();
  const changed = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.rewards.ofGame(gameId) }),
      client.invalidateQueries({ queryKey: queryKeys.rewards.claims, refetchType: 'all' }),
      client.invalidateQueries({ queryKey: queryKeys.drafts.all }),
      client.invalidateQueries({ queryKey: queryKeys.collection.ofGame(gameId) }),
    ]);
  const revert = useMutation({
    mutationFn: (rewardId: string) => rewards.revert(rewardId),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (rewardId: string) => rewards.remove(rewardId),
    onSuccess: changed,
  });
  return { revert, remove };
}
