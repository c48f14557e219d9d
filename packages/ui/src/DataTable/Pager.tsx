import { useId, type ChangeEvent } from 'react';
import { PAGE_SIZES } from '@app/contract';
import { IconButton } from '../IconButton';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from '../icons';
import { getPageCount, getRange } from './logic';
import { StyledFooter, StyledPageSize, StyledPageSizeSelect, StyledPager, StyledRange } from './DataTable.styles';
import { useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  const { first, last } = getRange(pageIndex, pageSize, total);
  const onFirstPage = pageIndex === 0;
  const onLastPage = pageIndex >= getPageCount(total, pageSize) - 1;

  const handlePageSizeChange = (event: ChangeEvent<HTMLSelectElement>) => onPageSizeChange(Number(event.target.value));

  return (
    <StyledFooter>
      <StyledPageSize>
        <label htmlFor={pageSizeId}>{t`Rows per page`}</label>
        <StyledPageSizeSelect id={pageSizeId} value={pageSize} onChange={handlePageSizeChange}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </StyledPageSizeSelect>
      </StyledPageSize>
      <StyledRange aria-live="polite">{t`${first}–${last} of ${total}`}</StyledRange>
      <StyledPager>
        <IconButton
          label={t`First page`}
          size="sm"
          icon={<ChevronsLeft size={18} aria-hidden="true" />}
          disabled={onFirstPage}
          onClick={() => onPageChange('first')}
        />
        <IconButton
          label={t`Previous page`}
          size="sm"
          icon={<ChevronLeft size={18} aria-hidden="true" />}
          disabled={onFirstPage}
          onClick={() => onPageChange('previous')}
        />
        <IconButton
          label={t`Next page`}
          size="sm"
          icon={<ChevronRight size={18} aria-hidden="true" />}
          disabled={onLastPage}
          onClick={() => onPageChange('next')}
        />
        <IconButton
          label={t`Last page`}
          size="sm"
          icon={<ChevronsRight size={18} aria-hidden="true" />}
          disabled={onLastPage}
          onClick={() => onPageChange('last')}
        />
      </StyledPager>
    </StyledFooter>
  );
}
