import type { ChatBotConfigPayload } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrations } from '../integrations';
import { queryKeys } from '../keys';

/** The game's chat-bot config (the admin panel). */
export const useChatBotConfig = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.integrations.config(gameId),
    queryFn: ({ signal }) => integrations.config(gameId, signal),
  });

/**
 * The last announcements. While one is still waiting to be sent the list is read again every few
 * seconds, so the panel shows it sent (or failed) without a reload.
 */
export const useAnnouncements = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.integrations.announcements(gameId),
    queryFn: ({ signal }) => integrations.announcements(gameId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((announcement) => announcement.state === 'PENDING') ? 2_000 : false,
  });

/** Saves the config; the reply is the stored config. */
export function useSaveChatBotConfig(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ChatBotConfigPayload) => integrations.saveConfig(gameId, payload),
    onSuccess: (saved) => client.setQueryData(queryKeys.integrations.config(gameId), saved),
  });
}

/** Queues a test message; the announcements list is stale. */
export function useSendTestMessage(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => integrations.sendTestMessage(gameId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.integrations.announcements(gameId) }),
  });
}

/** Makes a one-time link code (nothing cached: each one replaces the last). */
export const useLinkCode = () => useMutation({ mutationFn: () => integrations.linkCode() });
