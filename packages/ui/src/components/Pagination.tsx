import styled from 'styled-components';
import { useMemo, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { IconButton } from './IconButton';
import { uiTexts } from '@progression/contracts/texts/ui';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 0)};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export interface PaginationProps {
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** "1-5 of 12" with previous and next buttons. */
export function Pagination({ page, pageSize, total, onPageChange, label = 'Pagination' }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Bar aria-label={label}>
      <span aria-live="polite">{uiTexts.rangeOf(first, last, total)}</span>
      <IconButton
        label={uiTexts.previousPage}
        size="small"
        disabled={page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        label={uiTexts.nextPage}
        size="small"
        disabled={page >= pageCount - 1}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Bar>
  );
}

/** Local paging of a list: the items of the current page and the props for Pagination. */
export function usePagination<T>(items: readonly T[], pageSize: number) {
  const [requestedPage, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  // A shrinking list (a filter, a deletion) must not strand the reader past the last page.
  const page = Math.min(requestedPage, pageCount - 1);
  const pageItems = useMemo(
    () => items.slice(page * pageSize, (page + 1) * pageSize),
    [items, page, pageSize],
  );
  return {
    page,
    pageItems,
    pageCount,
    setPage,
    paginationProps: { page, pageSize, total: items.length, onPageChange: setPage },
  };
}
