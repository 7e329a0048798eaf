import type { WeekBanlist } from '@progression/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalog } from '../catalog';
import { queryKeys } from '../keys';

// Sets and banlist versions change only when the catalog imports again: one load serves the whole page.
const setsQuery = {
  queryKey: queryKeys.catalog.sets(),
  queryFn: ({ signal }: { signal: AbortSignal }) => catalog.sets(signal),
  staleTime: Infinity,
};

/** Every card set of the game, loaded once per page. */
export const useCardSets = () => useQuery(setsQuery);

/** The printings of a set (null: nothing is asked). */
export const useSetCards = (setId: string | null) =>
  useQuery({
    queryKey: queryKeys.catalog.setCards(setId ?? ''),
    queryFn: ({ signal }) => catalog.setCards(setId ?? '', signal),
    enabled: setId !== null,
    staleTime: Infinity,
  });

/** A week's banlist version with the cards it names (null when the week has none, or it is empty). */
export const useWeekBanlist = (banlist: WeekBanlist | null | undefined) =>
  useQuery({
    queryKey: queryKeys.catalog.banlistInForce(banlist?.format ?? '', banlist?.activeFrom ?? ''),
    queryFn: async ({ signal }) => {
      if (!banlist) return null;
      const version = await catalog.banlistInForce(banlist, signal);
      if (version.entries.length === 0) return null;
      const cards = await catalog.cards(
        version.entries.map((entry) => entry.cardId),
        signal,
      );
      return { banlist: version, cards: new Map(cards.map((card) => [card.id, card])) };
    },
    staleTime: Infinity,
  });

/**
 * Cards by id as a map (a deck's cards); the ids are asked in sorted order, so the same set of cards is one
 * query whatever its order, and the last answer stays shown while a changed set loads.
 */
export const useCards = (cardIds: readonly string[]) => {
  const ids = [...new Set(cardIds)].sort();
  return useQuery({
    queryKey: queryKeys.catalog.cards(ids),
    queryFn: async ({ signal }) => new Map((await catalog.cards(ids, signal)).map((card) => [card.id, card])),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
};
