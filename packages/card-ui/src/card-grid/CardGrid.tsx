import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { fittingColumns, pageSizes } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';
import { Button, Muted } from '@progression/ui';
import { useElementWidth } from './useElementWidth';
import { useRevealOnScroll } from './useRevealOnScroll';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
`;

/** Space between items in px. */
const gridGap = 8;

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${gridGap}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    justify-content: center;
    min-width: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the list, e.g. "Collection". */
  label: string;
  /** Width of one item in px: the grid has fewer columns than the spec's where items would not fit whole. */
  itemWidth?: number;
  /** Width the columns are chosen for; measured from the grid itself when left out. */
  width?: number;
  /** Items rendered at first, and how many more each time the end scrolls into view (spec: 100, then 52). */
  firstPage?: number;
  nextPage?: number;
}

/**
 * A grid of cards whose column count follows the width (spec section 9). Long lists render in pages: the
 * next page appears when the end of the grid scrolls into view, or with the "Show more" button.
 */
export function CardGrid<T>({
  items,
  getKey,
  renderItem,
  label,
  itemWidth = 0,
  width,
  firstPage = pageSizes.collectionFirstPage,
  nextPage = pageSizes.collectionNextPage,
}: CardGridProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const measured = useElementWidth(rootRef);
  const known = width ?? measured;
  const columns = fittingColumns(known ?? 0, itemWidth, gridGap);
  const { shown, showMore } = useRevealOnScroll(sentinelRef, items.length, firstPage, nextPage, items);

  return (
    <Root ref={rootRef}>
      <Grid $columns={columns} aria-label={label} data-columns={columns}>
        {known !== undefined &&
          items.slice(0, shown).map((item) => <li key={getKey(item)}>{renderItem(item)}</li>)}
      </Grid>
      {/* Drawn from the first render: the reveal on scroll watches it from its first effect. */}
      {shown < items.length && (
        <Footer ref={sentinelRef}>
          <Muted>{cardsTexts.showingOf(shown, items.length)}</Muted>
          <Button variant="outlined" onClick={showMore}>
            {cardsTexts.showMore}
          </Button>
        </Footer>
      )}
    </Root>
  );
}
