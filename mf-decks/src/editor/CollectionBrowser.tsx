import { useDraggable } from '@dnd-kit/core';
import { useState } from 'react';
import styled from 'styled-components';
import {
  messages,
  type Card,
  type CollectionFilters,
  type CollectionItem,
  type CollectionSort,
  type DeckCard,
} from '@progression/contracts';
import { useCollection } from '@progression/api-client';
import { CardTile, CardTileButton, FilterMenu, hasFilters, SortBar } from '@progression/card-ui';
import { Button, CancelIcon, FilterIcon, Muted, Spinner, Text } from '@progression/ui';
import { copiesOf, whyNotAdd } from './deck-cards';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: calc(100vh - 260px);
  overflow-y: auto;
`;

const Tile = styled(CardTile)<{ $spent: boolean }>`
  width: 100%;
  opacity: ${({ $spent }) => ($spent ? 0.45 : 1)};
`;

const TileButton = styled(CardTileButton)`
  border-width: 1px;
  cursor: grab;
  touch-action: none;

  &:hover {
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
`;

const Banned = styled.span`
  position: absolute;
  top: 8px;
  right: 8px;
  color: ${({ theme }) => theme.palette.error.main};
  background: ${({ theme }) => theme.palette.surface};
  border-radius: 50%;
  line-height: 0;
`;

export interface CollectionBrowserProps {
  gameId: string;
  cards: DeckCard[];
  onAdd: (item: CollectionItem) => void;
  onShow: (card: Card) => void;
}

function BrowserTile({
  item,
  cards,
  onAdd,
  onShow,
}: { item: CollectionItem } & Omit<CollectionBrowserProps, 'gameId'>) {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `collection:${item.card.id}`,
    data: { from: 'collection', item },
  });
  const remaining = Math.max(0, item.quantity - copiesOf(cards, item.card.id));
  const refusal = whyNotAdd(cards, { card: item.card, owned: item.quantity, limit: item.limit });
  return (
    <li>
      <Tile
        card={item.card}
        $spent={remaining === 0}
        caption={
          <Muted as="span" truncate>
            {remaining} / {item.quantity}
          </Muted>
        }
      >
        {item.limit === 0 && (
          <Banned aria-hidden>
            <CancelIcon size="1.4em" />
          </Banned>
        )}
        <TileButton
          ref={setNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`${item.card.name}, ${remaining} of ${item.quantity} left${item.limit === 0 ? ', forbidden by the banlist' : ''}: Enter adds a copy, Space picks it up to drag`}
          aria-disabled={refusal !== undefined}
          onClick={() => onAdd(item)}
          onFocus={() => onShow(item.card)}
          onMouseEnter={() => onShow(item.card)}
        />
      </Tile>
    </li>
  );
}

/** The player's collection beside the deck, with the collection's sorts and filters and the copies left. */
export function CollectionBrowser({ gameId, cards, onAdd, onShow }: CollectionBrowserProps) {
  const [sort, setSort] = useState<CollectionSort>({ category: 'DEFAULT', direction: 'ASCENDING' });
  const [filters, setFilters] = useState<CollectionFilters>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = useCollection({ gameId }, { sort, filters });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Panel aria-label="Your collection">
      <Text weight="semibold">Your collection</Text>
      <SortBar sort={sort} onChange={setSort} />
      <Button
        variant={filtersOpen ? 'contained' : 'outlined'}
        startIcon={<FilterIcon size="1em" />}
        aria-expanded={filtersOpen}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {messages.collection.filters}
      </Button>
      {filtersOpen && <FilterMenu id="deck-collection-filters" applied={filters} onApply={setFilters} />}
      {query.isPending ? (
        <Spinner label="Loading your collection" />
      ) : query.isError ? (
        <Muted role="alert">Your collection could not be loaded.</Muted>
      ) : items.length === 0 ? (
        <Muted>{hasFilters(filters) ? messages.collection.noMatches : messages.collection.empty}</Muted>
      ) : (
        <>
          <Muted>
            {items.length} of {total} cards
          </Muted>
          <Tiles aria-label="Collection cards">
            {items.map((item) => (
              <BrowserTile key={item.card.id} item={item} cards={cards} onAdd={onAdd} onShow={onShow} />
            ))}
          </Tiles>
          {query.hasNextPage && (
            <Button
              variant="text"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Load more cards
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
