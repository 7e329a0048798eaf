import { pageSizes } from '@progression/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, type CollectionOwner, type CollectionView } from '../collection';
import { queryKeys } from '../keys';

/**
 * A collection in a view's order, loaded as the list scrolls: the first 100 cards, then 52 more each time
 * (`fetchNextPage`); `hasNextPage` is false once every matching card is loaded.
 */
export const useCollection = (owner: CollectionOwner, view: CollectionView) =>
  useInfiniteQuery({
    queryKey: queryKeys.collection.view(owner.gameId, owner.playerId, view),
    queryFn: ({ pageParam, signal }) =>
      collection.page(
        owner,
        view,
        pageParam,
        pageParam === 0 ? pageSizes.collectionFirstPage : pageSizes.collectionNextPage,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // A new filter shows the last answer until its own arrives, so the list does not flash empty.
    placeholderData: (previous) => previous,
  });

/**
 * The copies of each card the player owned when a stage's opening began: read once and kept (a later change
 * of the collection does not refresh it), so the opener can tell which pulled cards are new.
 */
export const useOwnedCopiesBefore = (gameId: string | null, stageId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.collection.ownedBefore(gameId, stageId),
    queryFn: ({ signal }) => collection.ownedCopies(gameId ?? '', signal),
    enabled: enabled && gameId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The trail of CSV imports into a game's collections, or into one player's (the game's admin). */
export const useCollectionImports = (owner: CollectionOwner) =>
  useQuery({
    queryKey: queryKeys.collection.imports(owner.gameId, owner.playerId),
    queryFn: ({ signal }) => collection.imports(owner, signal),
  });

/** Imports a CSV into a player's collection; their collection and the trail are read again after. */
export function useImportCollection(owner: Required<CollectionOwner>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, fileName }: { csv: Blob | string; fileName?: string }) =>
      collection.importCsv(owner, csv, fileName),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.collection.ofGame(owner.gameId) }),
  });
}
