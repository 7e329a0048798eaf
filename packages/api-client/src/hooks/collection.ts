import { useCallback } from 'react';
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

const ownedBeforeQuery = (gameId: string, stageId: string) => ({
  queryKey: queryKeys.collection.ownedBefore(gameId, stageId),
  queryFn: ({ signal }: { signal: AbortSignal }) => collection.ownedCopies(gameId, signal),
  staleTime: Infinity,
});

/** How long opening a pack waits at most for the copies owned (a slow collection never holds it up). */
const ownedBeforeWaitMs = 1000;

/**
 * The copies of each card the player owned when a stage's opening began: read once and kept (a later change
 * of the collection does not refresh it), so the opener can tell which pulled cards are new. `ensure`
 * resolves with them before a pack opens (waiting for a read under way, at most a second), or undefined
 * when they are not known (a demo draft, a failed or slow read).
 */
export function useOwnedCopiesBefore(gameId: string | null, stageId: string, enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    ...ownedBeforeQuery(gameId ?? '', stageId),
    enabled: enabled && gameId !== null,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const ensure = useCallback(async (): Promise<ReadonlyMap<string, number> | undefined> => {
    if (gameId === null) return undefined;
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, ownedBeforeWaitMs));
    const known = client.ensureQueryData(ownedBeforeQuery(gameId, stageId)).catch(() => undefined);
    return Promise.race([known, timeout]);
  }, [client, gameId, stageId]);
  return { copies: query.data, ensure };
}

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
