import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  cardImageSize,
  fittingColumns,
  messages,
  type CardGridSize,
  type CollectionItem,
} from '@progression/contracts';
import { collectionTexts } from '@progression/contracts/texts/collection';
import { useElementWidth } from '@progression/card-ui';
import { LinearProgress } from '@progression/ui';
import { CollectionTile } from './CollectionTile';

const Scroller = styled.div`
  position: relative;
  /* A fixed height of its own: the grid scrolls inside it, so only the rows in view are rendered. */
  flex: none;
  min-height: 420px;
  height: calc(100vh - 260px);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const List = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  position: absolute;
  display: flex;
`;

/** Space between tiles, and the caption under a card picture, in px. */
const gap = 8;
const captionHeight = 24;
/** The tile's padding, top and bottom together, and its padding left and right together. */
const tilePadding = 12;
const tileSidePadding = 4;

/** Rows rendered above and below the visible ones, so a fast scroll shows no blank rows. */
const overscanRows = 3;
/** Load more once the rows in view come this close to the last loaded row. */
const loadAheadRows = 4;

interface VirtualCardGridProps {
  items: readonly CollectionItem[];
  /** The cards' picture size (one for every tile, so every row has one height). */
  size: CardGridSize;
  selectedId: string | null;
  onSelect: (item: CollectionItem) => void;
  /** More cards match than are loaded: `loadMore` fetches the next 52. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The collection's card grid, its columns by width (spec section 9). Only the rows in view (and a few
 * around them) are in the document, so 10,000 cards scroll as smoothly as 100; reaching the loaded end
 * asks for the next page.
 */
export function VirtualCardGrid({
  items,
  size,
  selectedId,
  onSelect,
  hasMore,
  loadingMore,
  loadMore,
}: VirtualCardGridProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const measured = useElementWidth(scrollerRef);
  const width = measured ?? 0;
  const [viewport, setViewport] = useState({ top: 0, height: 800 });
  const picture = cardImageSize(size);
  // The spec's columns for the width, fewer where a whole card would not fit in one.
  const columns = fittingColumns(width || 1, picture.width + tileSidePadding, gap);
  const tileWidth = Math.max(40, (width - gap * (columns - 1)) / columns);
  // Tiles show the small card picture (its size is fixed), centred in the column's width.
  const rowHeight = picture.height + captionHeight + tilePadding + gap;
  const rows = Math.ceil(items.length / columns);

  const measure = useCallback(() => {
    const element = scrollerRef.current;
    if (element) setViewport({ top: element.scrollTop, height: element.clientHeight });
  }, []);
  useLayoutEffect(measure, [measure, width, size]);

  const firstRow = Math.max(0, Math.floor(viewport.top / rowHeight) - overscanRows);
  const lastRow = Math.min(rows, Math.ceil((viewport.top + viewport.height) / rowHeight) + overscanRows);

  useEffect(() => {
    if (hasMore && !loadingMore && lastRow + loadAheadRows >= rows) loadMore();
  }, [hasMore, loadingMore, lastRow, rows, loadMore]);

  const cells = [];
  // The tiles are drawn once the width is known (before the first paint): drawn before, for one column,
  // each would be drawn again at once.
  const drawn = measured === undefined ? 0 : Math.min(items.length, lastRow * columns);
  for (let index = firstRow * columns; index < drawn; index++) {
    const item = items[index];
    const row = Math.floor(index / columns);
    const column = index % columns;
    cells.push(
      <Cell
        key={item.card.id}
        aria-posinset={index + 1}
        aria-setsize={items.length}
        style={{
          top: row * rowHeight,
          left: column * (tileWidth + gap),
          width: tileWidth,
          height: rowHeight - gap,
        }}
      >
        <CollectionTile item={item} size={size} selected={item.card.id === selectedId} onSelect={onSelect} />
      </Cell>,
    );
  }

  return (
    <Scroller ref={scrollerRef} onScroll={measure} data-testid="collection-scroller">
      <List
        aria-label={messages.collection.title}
        data-columns={columns}
        data-card-size={size}
        style={{ height: rows * rowHeight }}
      >
        {cells}
      </List>
      {loadingMore && <LinearProgress label={collectionTexts.loadingMoreCards} />}
    </Scroller>
  );
}
