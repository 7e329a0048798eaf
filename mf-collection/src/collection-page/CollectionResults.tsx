import type { useCollection } from '@progression/api-client';
import { messages, type CardGridSize, type CollectionItem } from '@progression/contracts';
import { collectionTexts } from '@progression/contracts/texts/collection';
import { navigate } from '@progression/platform';
import { Alert, Button, CardsIcon, EmptyState, Muted, Spinner, Stack } from '@progression/ui';
import { VirtualCardGrid } from './VirtualCardGrid';

interface CollectionResultsProps {
  gameId: string;
  query: ReturnType<typeof useCollection>;
  filtered: boolean;
  selectedId: string | null;
  onSelect: (item: CollectionItem) => void;
  size: CardGridSize;
}

/** The list's loading, error and empty views, else the count and the card grid. */
export function CollectionResults({
  gameId,
  query,
  filtered,
  selectedId,
  onSelect,
  size,
}: CollectionResultsProps) {
  if (query.isPending)
    return (
      <Stack $align="center">
        <Spinner label={collectionTexts.loadingYourCollection} size={32} />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button variant="text" loading={query.isFetching} onClick={() => void query.refetch()}>
            {collectionTexts.tryAgain}
          </Button>
        }
      >
        {messages.collection.loadFailed}
      </Alert>
    );
  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (total === 0)
    return filtered ? (
      <EmptyState icon={<CardsIcon size={40} />} title={messages.collection.noMatches} />
    ) : (
      <EmptyState
        icon={<CardsIcon size={40} />}
        title={messages.collection.empty}
        action={
          <Button onClick={() => navigate(`/games/game/${encodeURIComponent(gameId)}/drafts`)}>
            {messages.collection.goToDrafts}
          </Button>
        }
      />
    );
  return (
    <>
      <Muted aria-live="polite">{messages.collection.shown(items.length, total)}</Muted>
      <VirtualCardGrid
        items={items}
        size={size}
        selectedId={selectedId}
        onSelect={onSelect}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
