import type { RegistrationCloseTimePayload } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deckRegistrations } from '../deck-registrations';
import { queryKeys } from '../keys';

/** The caller's registration for a week (the active one by default). `enabled` off before the game starts. */
export const useMyRegistration = (gameId: string, options: { week?: number; enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.decks.myRegistration(gameId, options.week),
    queryFn: ({ signal }) => deckRegistrations.mine(gameId, options.week, signal),
    enabled: options.enabled ?? true,
  });

/** A player's registered deck for a week; 404 while the caller may not see it. */
export const usePlayerRegistration = (gameId: string, playerId: string, week?: number) =>
  useQuery({
    queryKey: queryKeys.decks.playerRegistration(gameId, playerId, week),
    queryFn: ({ signal }) => deckRegistrations.ofPlayer(gameId, playerId, week, signal),
  });

/**
 * The registered decks the caller may open, of every started week, by week and player: what the server
 * lets them see, so a list offers a registered deck only where one is there to open.
 */
export const useVisibleRegistrations = (gameId: string, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.decks.visibleRegistrations(gameId),
    queryFn: ({ signal }) => deckRegistrations.visible(gameId, signal),
    enabled: options.enabled ?? true,
  });

/** Every player's registration of a week (the game's admin). */
export const useWeekRegistrations = (gameId: string, options: { week?: number; enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.decks.weekRegistrations(gameId, options.week),
    queryFn: ({ signal }) => deckRegistrations.ofWeek(gameId, options.week, signal),
    enabled: options.enabled ?? true,
  });

/** Registers a deck for the active week; every registration view of the game is stale after it. */
export function useRegisterDeck(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deckId: string) => deckRegistrations.register(gameId, deckId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.decks.registrations(gameId) }),
  });
}

/** The admin's closing time of a week's registration. */
export function useSetRegistrationCloseTime(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegistrationCloseTimePayload) => deckRegistrations.setCloseTime(gameId, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.decks.registrations(gameId) }),
  });
}
