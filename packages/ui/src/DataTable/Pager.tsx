import { useId, type ChangeEvent } from 'react';
import { PAGE_SIZES } from '@app/contract';
import { IconButton } from '../IconButton';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from '../icons';
import { getPageCount, getRangeText } from './logic';
import { StyledFooter, StyledPageSize, StyledPageSizeSelect, StyledPager, StyledRange } from './DataTable.styles';

export interface PagerProps {
  pageIndex: number;
  pageSize: number;
  /** How many rows the table has in all. */
  total: number;
  onPageSizeChange: (pageSize: number) => void;
  /** Moves to a page: `first`, `previous`, `next` or `last`. */
  onPageChange: (page: 'first' | 'previous' | 'next' | 'last') => void;
}

/** The table's footer: rows per page (10, 15, 20, 25, 30), "1–10 of 42", and the page buttons. */
export function Pager({ pageIndex, pageSize, total, onPageSizeChange, onPageChange }: PagerProps) {
  const pageSizeId = useId();
  const onFirstPage = pageIndex === 0;
  const onLastPage = pageIndex >= getPageCount(total, pageSize) - 1;

  const handlePageSizeChange = (event: ChangeEvent<HTMLSelectElement>) => onPageSizeChange(Number(event.target.value));

  return (
    <StyledFooter>
      <StyledPageSize>
        <label htmlFor={pageSizeId}>Rows per page</label>
        <StyledPageSizeSelect id={pageSizeId} value={pageSize} onChange={handlePageSizeChange}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </StyledPageSizeSelect>
      </StyledPageSize>
      <StyledRange aria-live="polite">{getRangeText(pageIndex, pageSize, total)}</StyledRange>
      <StyledPager>
        <IconButton
          label="First page"
          size="sm"
          icon={<ChevronsLeft size={18} aria-hidden="true" />}
          disabled={onFirstPage}
          onClick={() => onPageChange('first')}
        />
        <IconButton
          label="Previous page"
          size="sm"
          icon={<ChevronLeft size={18} aria-hidden="true" />}
          disabled={onFirstPage}
          onClick={() => onPageChange('previous')}
        />
        <IconButton
          label="Next page"
          size="sm"
          icon={<ChevronRight size={18} aria-hidden="true" />}
          disabled={onLastPage}
          onClick={() => onPageChange('next')}
        />
        <IconButton
          label="Last page"
          size="sm"
          icon={<ChevronsRight size={18} aria-hidden="true" />}
          disabled={onLastPage}
          onClick={() => onPageChange('last')}
        />
      </StyledPager>
    </StyledFooter>
  );
}
