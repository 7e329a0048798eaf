import { useDraggable } from '@dnd-kit/core';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  cardImageSize,
  messages,
  type Card,
  type CardGridSize,
  type CollectionFilters,
  type CollectionItem,
  type CollectionSort,
  type DeckCard,
} from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { useCollection } from '@progression/api-client';
import {
  CardSearchField,
  CardSizeControl,
  CardTile,
  CardTileButton,
  FilterMenu,
  hasFilters,
  SortBar,
  withSearchText,
} from '@progression/card-ui';
import { useCardSize } from '@progression/platform';
import { Button, CancelIcon, FilterIcon, Muted, Spinner, Text } from '@progression/ui';
import { copiesOf, whyNotAdd } from './deck-cards';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/**
 * A tile's least width for the chosen card size: the picture's and the tile's padding. Narrower columns
 * (three at 96 px on a phone) cropped the picture, or the drawn frame that stands in for a missing one,
 * which keeps its size.
 */
const tileWidth = (size: CardGridSize) => cardImageSize(size).width + 4;

const Tiles = styled.ul<{ $size: CardGridSize }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $size }) => tileWidth($size)}px, 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  /* Room for the focus ring, which the scrolling box would otherwise cut. */
  padding: ${({ theme }) => theme.spacing(1)};
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
  size,
  cards,
  onAdd,
  onShow,
}: { item: CollectionItem; size: CardGridSize } & Omit<CollectionBrowserProps, 'gameId'>) {
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
        size={size}
        $spent={remaining === 0}
        facts={{ rarity: item.rarity, owned: item.quantity, limit: item.limit ?? 'unlimited' }}
        caption={
          <>
            <Muted as="span" truncate>
              {remaining} / {item.quantity}
            </Muted>
            {item.limit === 0 && (
              <Banned>
                <CancelIcon size="1.4em" />
              </Banned>
            )}
          </>
        }
      >
        <TileButton
          ref={setNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={decksTexts.browserTile(item.card.name, remaining, item.quantity, item.limit === 0)}
          aria-disabled={refusal !== undefined}
          onClick={() => onAdd(item)}
          onFocus={() => onShow(item.card)}
          onMouseEnter={() => onShow(item.card)}
        />
      </Tile>
    </li>
  );
}

/**
 * The player's collection beside the deck, with the copies left: a search as you type (Enter adds the first
 * match, again for another copy), the collection's sorts and filters, and the card size.
 */
export function CollectionBrowser({ gameId, cards, onAdd, onShow }: CollectionBrowserProps) {
  const [sort, setSort] = useState<CollectionSort>({ category: 'DEFAULT', direction: 'ASCENDING' });
  const [filters, setFilters] = useState<CollectionFilters>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [size] = useCardSize();
  // Enter pressed before the search's answer arrived: the first match is added once it does.
  const [addWhenFound, setAddWhenFound] = useState<string | null>(null);
  const query = useCollection({ gameId }, { sort, filters });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const searchText = filters.textSearch?.searchText ?? '';
  const answered = !query.isPlaceholderData && !query.isFetching;
  const first = items[0];

  useEffect(() => {
    if (addWhenFound === null || addWhenFound !== searchText || !answered) return;
    setAddWhenFound(null);
    if (first) onAdd(first);
  }, [addWhenFound, searchText, answered, first, onAdd]);

  return (
    <Panel aria-label={decksTexts.yourCollection}>
      <Text weight="semibold">{decksTexts.yourCollection}</Text>
      <CardSearchField
        value={searchText}
        hint={messages.cards.searchAddHint}
        onSearch={(text) => setFilters((current) => withSearchText(current, text))}
        onEnter={(text) => text.trim() && setAddWhenFound(text)}
      />
      <SortBar sort={sort} onChange={setSort} />
      <Tools>
        <Button
          variant={filtersOpen ? 'contained' : 'outlined'}
          startIcon={<FilterIcon size="1em" />}
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {messages.collection.filters}
        </Button>
        <CardSizeControl />
      </Tools>
      {filtersOpen && <FilterMenu id="deck-collection-filters" applied={filters} onApply={setFilters} />}
      {query.isPending ? (
        <Spinner label={decksTexts.loadingYourCollection} />
      ) : query.isError ? (
        <Muted role="alert">{decksTexts.yourCollectionCouldNotBe}</Muted>
      ) : items.length === 0 ? (
        <Muted>{hasFilters(filters) ? messages.collection.noMatches : messages.collection.empty}</Muted>
      ) : (
        <>
          <Muted>{decksTexts.ofCards(items.length, total)}</Muted>
          <Tiles aria-label={decksTexts.collectionCards} $size={size}>
            {items.map((item) => (
              <BrowserTile
                key={item.card.id}
                item={item}
                size={size}
                cards={cards}
                onAdd={onAdd}
                onShow={onShow}
              />
            ))}
          </Tiles>
          {query.hasNextPage && (
            <Button
              variant="text"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {decksTexts.loadMoreCards}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
