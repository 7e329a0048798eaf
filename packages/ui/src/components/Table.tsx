import styled, { css } from 'styled-components';
import { useRef, type Key, type ReactNode } from 'react';
import { useHorizontalOverflow } from '../hooks/useHorizontalOverflow';
import { focusRing } from '../theme/helpers';
import { media } from '../theme/media';
import { Pagination, usePagination } from './Pagination';

const Frame = styled.div`
  position: relative;
  width: 100%;
`;

/* Scrolls sideways when the columns are wider than the screen; a focusable region then (keyboard scrolling). */
const Scroller = styled.div`
  ${focusRing}
  width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/* A shade on the edge that has more columns beyond it: the sign that the table scrolls. */
const EdgeShade = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  width: 20px;
  pointer-events: none;
  background: linear-gradient(
    to ${({ $side }) => ($side === 'left' ? 'right' : 'left')},
    color-mix(in srgb, ${({ theme }) => theme.palette.text.primary} 22%, transparent),
    transparent
  );
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Caption = styled.caption`
  padding: ${({ theme }) => theme.spacing(2, 0)};
  text-align: left;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const cell = css<{ $align?: 'left' | 'center' | 'right' }>`
  padding: ${({ theme }) => theme.spacing(2.5, 3)};
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.spacing(2, 1.5)};
  }
  text-align: ${({ $align = 'left' }) => $align};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

const HeaderCell = styled.th<{ $align?: 'left' | 'center' | 'right'; $width?: string }>`
  ${cell}
  width: ${({ $width }) => $width ?? 'auto'};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  white-space: nowrap;
`;

const Cell = styled.td<{ $align?: 'left' | 'center' | 'right' }>`
  ${cell}
`;

const Row = styled.tr<{ $clickable: boolean }>`
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      ${focusRing}
      cursor: pointer;
      &:hover {
        background: ${theme.palette.hover};
      }
      &:focus-visible {
        outline-offset: -2px;
      }
    `}
`;

const Empty = styled.td`
  padding: ${({ theme }) => theme.spacing(6, 3)};
  text-align: center;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export interface TableColumn<T> {
  /** Unique id of the column. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** CSS width, e.g. '48px' or '20%'. */
  width?: string;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Names the table for screen readers (a visible caption). */
  caption?: ReactNode;
  /** Names the table's scroll region when it is wider than the screen; a text caption is used without it. */
  label?: string;
  /** Rows a page; leave out to show every row. The mode picker uses 5. */
  pageSize?: number;
  /** Makes rows activatable by click, Enter or Space. */
  onRowClick?: (row: T) => void;
  emptyText?: ReactNode;
}

/** A data table with optional paging and row activation. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  label,
  pageSize,
  onRowClick,
  emptyText = 'Nothing to show',
}: TableProps<T>) {
  const paging = usePagination(rows, pageSize ?? Math.max(1, rows.length));
  const visible = pageSize ? paging.pageItems : rows;
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(scroller);
  const regionLabel = label ?? (typeof caption === 'string' ? caption : undefined);
  return (
    <div>
      <Frame>
        <Scroller
          ref={scroller}
          onScroll={overflow.measure}
          {...(overflow.overflowing && { role: 'region', 'aria-label': regionLabel, tabIndex: 0 })}
        >
          <StyledTable>
            {caption && <Caption>{caption}</Caption>}
            <thead>
              <tr>
                {columns.map((column) => (
                  <HeaderCell key={column.id} scope="col" $align={column.align} $width={column.width}>
                    {column.header}
                  </HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {visible.length === 0 && (
                <tr>
                  <Empty colSpan={columns.length}>{emptyText}</Empty>
                </tr>
              )}
              {visible.map((row) => (
                <Row
                  key={rowKey(row)}
                  $clickable={Boolean(onRowClick)}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            onRowClick(row);
                          }
                        }
                      : undefined
                  }
                >
                  {columns.map((column) => (
                    <Cell key={column.id} $align={column.align}>
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              ))}
            </tbody>
          </StyledTable>
        </Scroller>
        {overflow.moreBefore && <EdgeShade $side="left" />}
        {overflow.moreAfter && <EdgeShade $side="right" />}
      </Frame>
      {pageSize && rows.length > pageSize && <Pagination {...paging.paginationProps} />}
    </div>
  );
}
