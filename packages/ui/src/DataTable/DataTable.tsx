import { useContext, type MouseEvent, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { Checkbox } from '../Checkbox';
import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert, type LucideIcon } from '../icons';
import { Spinner } from '../Spinner';
import { TableTitleContext } from '../TablePanel/TableTitleContext';
import { ariaSortOf, type SortDirection } from './logic';
import { Pager } from './Pager';
import { RowActionsMenu, type DataTableRowAction } from './RowActionsMenu';
import { SearchBox } from './SearchBox';
import { SelectionBar } from './SelectionBar';
import type { DataTableBulkAction, DataTableColumn, DataTableServer, DataTableSort } from './types';
import { useDataTable } from './useDataTable';
import {
  StyledCell,
  StyledDataTable,
  StyledFetching,
  StyledHeaderCell,
  StyledRow,
  StyledRowButton,
  StyledScroller,
  StyledSortButton,
  StyledSortIcon,
  StyledStateCell,
  StyledStateContent,
  StyledTable,
  StyledTableTools,
  type StateTone,
} from './DataTable.styles';
import { useLingui } from '@lingui/react/macro';

export interface DataTableProps<TRow extends RowData> {
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  /** A stable id per row: selection is kept by id across pages and sorting. */
  getRowId: (row: TRow) => string;
  /** The row's name for assistive technology ("Select {label}", "Actions for {label}"); defaults to "row {n}". */
  getRowLabel?: (row: TRow) => string;
  /** The sort on first render, e.g. `{ columnId: 'createdAt', direction: 'asc' }`. */
  initialSort?: DataTableSort;
  /** Adds a checkbox per row and a "select all on this page" checkbox. */
  selectable?: boolean;
  /**
   * Called with the selected ids whenever the selection changes: in row order, or in server mode in the order they
   * were picked (the selection spans pages).
   */
  onSelectionChange?: (ids: string[]) => void;
  /** The selected ids, when the caller keeps the selection (e.g. to drop deleted ids); else the table keeps it. */
  selectedIds?: readonly string[];
  /** Server mode: the rows are one page; the server sorts, pages and searches (see DataTableServer). */
  server?: DataTableServer;
  /** Buttons of the selection bar, shown while at least one row is selected. */
  bulkActions?: readonly DataTableBulkAction[];
  /** Entries of the per-row Actions menu. */
  rowActions?: readonly DataTableRowAction<TRow>[];
  /** Makes rows clickable (and their first cell a button for keyboard users). */
  onRowClick?: (row: TRow) => void;
  isLoading?: boolean;
  /** An error text shown instead of the rows. */
  error?: string | null;
  emptyText?: string;
  /** The table's accessible name when it is not inside a TablePanel (whose title names it). */
  label?: string;
  className?: string;
}

const sortIcons: Record<SortDirection | 'none', LucideIcon> = {
  asc: ArrowUp,
  desc: ArrowDown,
  none: ChevronsUpDown,
};

const pageMoves = { first: 'firstPage', previous: 'previousPage', next: 'nextPage', last: 'lastPage' } as const;

/** Clicks on these, inside a row, belong to them and not to the row. */
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="menu"], [role="menuitem"]';

/**
 * The one table of the product: sorting, pagination, selection with bulk actions, row menus and row clicks. Put it
 * in a TablePanel for its title, Refresh and Create.
 */
export function DataTable<TRow extends RowData>({
  columns,
  rows,
  getRowId,
  getRowLabel,
  initialSort,
  selectable = false,
  onSelectionChange,
  selectedIds: givenIds,
  server,
  bulkActions = [],
  rowActions = [],
  onRowClick,
  isLoading = false,
  error,
  emptyText,
  label,
  className,
}: DataTableProps<TRow>) {
  const titleId = useContext(TableTitleContext);
  const { t } = useLingui();
  const { table, page, selectedIds, setPageSize, clearSelection } = useDataTable({
    columns,
    rows,
    getRowId,
    initialSort,
    isLoading,
    onSelectionChange,
    server,
    selectedIds: givenIds,
  });

  const hasRowActions = rowActions.length > 0;
  const columnCount = columns.length + (selectable ? 1 : 0) + (hasRowActions ? 1 : 0);
  const firstRowNumber = page.pageIndex * page.pageSize + 1;
  const showRows = !isLoading && !error && rows.length > 0;
  const fetching = Boolean(server?.isFetching) && !isLoading;
  const search = server?.query.search ?? '';

  const handleRowClick = (row: TRow) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!onRowClick) return;
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    onRowClick(row);
  };

  const renderState = (content: ReactNode, tone: StateTone, role?: 'status' | 'alert') => (
    <tr>
      <StyledStateCell colSpan={columnCount} $tone={tone}>
        <StyledStateContent role={role}>{content}</StyledStateContent>
      </StyledStateCell>
    </tr>
  );

  const renderRows = () =>
    table.getRowModel().rows.map((row, index) => {
      const rowNumber = firstRowNumber + index;
      const rowLabel = getRowLabel?.(row.original) ?? t`row ${rowNumber}`;
      const selected = row.getIsSelected();
      return (
        <StyledRow
          key={row.id}
          $clickable={Boolean(onRowClick)}
          $selected={selected}
          aria-selected={selectable ? selected : undefined}
          onClick={handleRowClick(row.original)}
        >
          {selectable && (
            <StyledCell $narrow>
              <Checkbox
                label={t`Select ${rowLabel}`}
                hideLabel
                checked={selected}
                onChange={(checked) => row.toggleSelected(checked)}
              />
            </StyledCell>
          )}
          {row.getAllCells().map((cell, cellIndex) => (
            <StyledCell key={cell.id}>
              {onRowClick && cellIndex === 0 ? (
                <StyledRowButton type="button" onClick={() => onRowClick(row.original)}>
                  <table.FlexRender cell={cell} />
                </StyledRowButton>
              ) : (
                <table.FlexRender cell={cell} />
              )}
            </StyledCell>
          ))}
          {hasRowActions && (
            <StyledCell $narrow>
              <RowActionsMenu row={row.original} rowLabel={rowLabel} actions={rowActions} />
            </StyledCell>
          )}
        </StyledRow>
      );
    });

  const renderBody = () => {
    if (isLoading) {
      return renderState(
        <>
          <Spinner size={18} />
          {t`Loading...`}
        </>,
        'muted',
        'status',
      );
    }
    if (error) {
      return renderState(
        <>
          <CircleAlert size={18} aria-hidden="true" />
          {error}
        </>,
        'danger',
        'alert',
      );
    }
    if (rows.length === 0)
      return renderState(search ? t`No results for "${search}".` : (emptyText ?? t`No data`), 'muted');
    return renderRows();
  };

  return (
    <StyledDataTable className={className}>
      {server?.searchLabel && (
        <StyledTableTools>
          <SearchBox
            label={server.searchLabel}
            value={search}
            placeholder={`${server.searchLabel}…`}
            onSearch={(text) => server.onQueryChange({ ...server.query, search: text, pageIndex: 0 })}
          />
        </StyledTableTools>
      )}
      {selectable && selectedIds.length > 0 && (
        <SelectionBar selectedIds={selectedIds} actions={bulkActions} onClear={clearSelection} />
      )}
      <StyledScroller>
        {fetching && <StyledFetching role="progressbar" aria-label={t`Loading the page`} />}
        <StyledTable
          aria-labelledby={titleId}
          aria-label={titleId ? undefined : label}
          aria-busy={isLoading || fetching || undefined}
        >
          <thead>
            <tr>
              {selectable && (
                <StyledHeaderCell scope="col" $narrow>
                  <Checkbox
                    label={t`Select all on this page`}
                    hideLabel
                    checked={showRows && table.getIsAllPageRowsSelected()}
                    indeterminate={showRows && table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
                    disabled={!showRows}
                    onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                  />
                </StyledHeaderCell>
              )}
              {table.getHeaderGroups()[0]?.headers.map((header) => {
                const column = header.column;
                if (!column.getCanSort()) {
                  return (
                    <StyledHeaderCell key={header.id} scope="col">
                      <table.FlexRender header={header} />
                    </StyledHeaderCell>
                  );
                }
                const direction = column.getIsSorted();
                const SortIcon = sortIcons[direction || 'none'];
                return (
                  <StyledHeaderCell key={header.id} scope="col" aria-sort={ariaSortOf(direction)}>
                    <StyledSortButton type="button" onClick={() => column.toggleSorting()}>
                      <table.FlexRender header={header} />
                      <StyledSortIcon $active={Boolean(direction)} aria-hidden="true">
                        <SortIcon size={14} />
                      </StyledSortIcon>
                    </StyledSortButton>
                  </StyledHeaderCell>
                );
              })}
              {hasRowActions && (
                <StyledHeaderCell scope="col" $narrow>
                  {t`Actions`}
                </StyledHeaderCell>
              )}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </StyledTable>
      </StyledScroller>
      <Pager
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        total={server ? server.total : rows.length}
        onPageSizeChange={setPageSize}
        onPageChange={(move) => table[pageMoves[move]]()}
      />
    </StyledDataTable>
  );
}
