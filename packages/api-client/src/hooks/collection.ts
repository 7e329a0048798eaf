import { pageSizes } from '@progression/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
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
