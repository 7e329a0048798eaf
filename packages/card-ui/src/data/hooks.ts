import type { CardSet, SetCard } from '@progression/contracts';
import { fetchCardSets, fetchSetCards } from './catalog-api';
import { useRequest, type RequestState } from '@progression/platform';

/** Every card set of the game, loaded once per page. */
export function useCardSets(): RequestState<CardSet[]> {
  return useRequest('sets', () => fetchCardSets());
}

/** The printings of a set; nothing is loaded while `setId` is null. */
export function useSetCards(setId: string | null): RequestState<SetCard[]> {
  return useRequest(setId, (signal) => fetchSetCards(setId as string, signal));
}
