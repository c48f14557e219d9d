import { useEffect, useId, useMemo, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import {
  ArrowDown,
  ArrowUp,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  ChevronsUpDown,
  CircleAlert,
  Loader2,
  Plus,
  RefreshCw,
} from 'lucide-react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@app/contract';
import { Button, type ButtonVariant } from '../Button';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import {
  ariaSortOf,
  clampPageIndex,
  compareCellValues,
  formatCellValue,
  getPageCount,
  getRangeText,
  pageIndexAfterResize,
  pruneSelection,
  selectedIdsInRowOrder,
  toSortValue,
  type CellValue,
  type SortDirection,
} from './logic';
import { RowActionsMenu, type DataTableRowAction } from './RowActionsMenu';
import {
  StyledCell,
  StyledDataTable,
  StyledFooter,
  StyledHeaderCell,
  StyledPager,
  StyledPageSize,
  StyledPageSizeSelect,
  StyledRange,
  StyledRow,
  StyledRowButton,
  StyledScroller,
  StyledSelectionBar,
  StyledSelectionCount,
  StyledSortButton,
  StyledSortIcon,
  StyledSpinner,
  StyledStateCell,
  StyledStateContent,
  StyledTable,
  StyledTitle,
  StyledToolbar,
  StyledToolbarActions,
} from './DataTable.styles';

export interface DataTableColumn<TRow> {
  /** Unique within the table; also the id `initialSort` names. */
  id: string;
  header: string;
  /** The value the column sorts by, and shows when there is no `cell` (dates in en-GB, booleans as Yes/No). */
  accessor: (row: TRow) => CellValue;
  /** Custom cell content (a badge, a preview…). */
  cell?: (row: TRow) => ReactNode;
  /** Default true. */
  sortable?: boolean;
}

export interface DataTableBulkAction {
  label: string;
  /** Receives the selected row ids, in row order. */
  onClick: (ids: string[]) => void;
  variant?: ButtonVariant;
  /** Shown only when this returns true, e.g. `(ids) => ids.length === 1` for Edit. */
  visible?: (ids: string[]) => boolean;
  icon?: ReactNode;
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableProps<TRow extends RowData> {
  /** The toolbar heading (an h2), e.g. "Campaign List"; also the table's accessible name. */
  title: string;
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
  /** Called with the selected ids (in row order) whenever the selection changes. */
  onSelectionChange?: (ids: string[]) => void;
  /** Buttons of the selection bar, shown while at least one row is selected. */
  bulkActions?: readonly DataTableBulkAction[];
  /** Entries of the per-row Actions menu. */
  rowActions?: readonly DataTableRowAction<TRow>[];
  /** Makes rows clickable (and their first cell a button for keyboard users). */
  onRowClick?: (row: TRow) => void;
  /** Shows the "Refresh" button. */
  onRefresh?: () => void;
  /** Shows the Create button. */
  onCreate?: () => void;
  createLabel?: string;
  /** More toolbar controls, placed before Refresh and Create (e.g. Export, Generate). */
  toolbarActions?: ReactNode;
  isLoading?: boolean;
  /** An error text shown instead of the rows. */
  error?: string | null;
  emptyText?: string;
  className?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});

type Features = typeof features;

const sortIcons: Record<SortDirection | 'none', typeof ArrowUp> = {
  asc: ArrowUp,
  desc: ArrowDown,
  none: ChevronsUpDown,
};

/** Clicks on these, inside a row, belong to them and not to the row. */
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="menu"], [role="menuitem"]';

/** The one table of the product: sorting, pagination, selection with bulk actions, row menus and row clicks. */
export function DataTable<TRow extends RowData>({
  title,
  columns,
  rows,
  getRowId,
  getRowLabel,
  initialSort,
  selectable = false,
  onSelectionChange,
  bulkActions = [],
  rowActions,
  onRowClick,
  onRefresh,
  onCreate,
  createLabel = 'Create',
  toolbarActions,
  isLoading = false,
  error,
  emptyText = 'No data',
  className,
}: DataTableProps<TRow>) {
  const titleId = useId();
  const pageSizeId = useId();
  const [sorting, setSorting] = useState<SortingState>(() =>
    initialSort ? [{ id: initialSort.columnId, desc: initialSort.direction === 'desc' }] : [],
  );
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});

  const data = useMemo(() => [...rows], [rows]);
  const rowIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);

  const columnDefs = useMemo((): ColumnDef<Features, TRow, any>[] => {
    const helper = createColumnHelper<Features, TRow>();
    return columns.map((column) =>
      helper.accessor((row: TRow) => toSortValue(column.accessor(row)), {
        id: column.id,
        header: column.header,
        enableSorting: column.sortable ?? true,
        sortDescFirst: false,
        sortUndefined: 'last',
        sortFn: (rowA, rowB, columnId) =>
          compareCellValues(
            rowA.getValue(columnId) as Exclude<CellValue, null>,
            rowB.getValue(columnId) as Exclude<CellValue, null>,
          ),
        cell: ({ row }) => (column.cell ? column.cell(row.original) : formatCellValue(column.accessor(row.original))),
      }),
    );
  }, [columns]);

  // Selection survives pages and sorting, but not the rows themselves: ids of rows that are gone are dropped.
  const liveSelection = isLoading ? rowSelection : pruneSelection(rowSelection, rowIds);
  const safePagination: PaginationState = {
    ...pagination,
    pageIndex: clampPageIndex(pagination.pageIndex, rows.length, pagination.pageSize),
  };

  const commitSelection = (next: RowSelectionState) => {
    setRowSelection(next);
    onSelectionChange?.(selectedIdsInRowOrder(next, rowIds));
  };

  useEffect(() => {
    if (liveSelection !== rowSelection) commitSelection(liveSelection);
  });

  useEffect(() => {
    if (safePagination.pageIndex !== pagination.pageIndex) setPagination(safePagination);
  });

  const handleSortingChange = (updater: Updater<SortingState>) => {
    setSorting((old) => functionalUpdate(updater, old));
    setPagination((old) => ({ ...old, pageIndex: 0 }));
  };

  const handlePaginationChange = (updater: Updater<PaginationState>) =>
    setPagination((old) => functionalUpdate(updater, old));

  const handleRowSelectionChange = (updater: Updater<RowSelectionState>) =>
    commitSelection(functionalUpdate(updater, liveSelection));

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination: safePagination, rowSelection: liveSelection },
    onSortingChange: handleSortingChange,
    onPaginationChange: handlePaginationChange,
    onRowSelectionChange: handleRowSelectionChange,
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSubRowSelection: false,
  });

  const pageRows = table.getRowModel().rows;
  const selectedIds = selectedIdsInRowOrder(liveSelection, rowIds);
  const visibleBulkActions = bulkActions.filter((action) => action.visible?.(selectedIds) ?? true);
  const hasRowActions = (rowActions?.length ?? 0) > 0;
  const columnCount = columns.length + (selectable ? 1 : 0) + (hasRowActions ? 1 : 0);
  const pageCount = getPageCount(rows.length, safePagination.pageSize);
  const firstRowNumber = safePagination.pageIndex * safePagination.pageSize + 1;
  const showRows = !isLoading && !error && rows.length > 0;

  const labelOf = (row: TRow, position: number) => getRowLabel?.(row) ?? `row ${position}`;

  const handlePageSizeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const pageSize = Number(event.target.value);
    setPagination((old) => ({ pageSize, pageIndex: pageIndexAfterResize(old.pageIndex, old.pageSize, pageSize) }));
  };

  const handleClearSelection = () => commitSelection({});
  const handleRefresh = () => onRefresh?.();
  const handleCreate = () => onCreate?.();
  const handleFirstPage = () => table.firstPage();
  const handlePreviousPage = () => table.previousPage();
  const handleNextPage = () => table.nextPage();
  const handleLastPage = () => table.lastPage();
  const handleTogglePage = (checked: boolean) => table.toggleAllPageRowsSelected(checked);

  const handleRowClick = (row: TRow) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!onRowClick) return;
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    onRowClick(row);
  };

  const handleRowButtonClick = (row: TRow) => () => onRowClick?.(row);

  const renderState = (content: ReactNode, tone: 'muted' | 'danger', role: 'status' | 'alert' | undefined) => (
    <tr>
      <StyledStateCell colSpan={columnCount} $tone={tone}>
        <StyledStateContent role={role}>{content}</StyledStateContent>
      </StyledStateCell>
    </tr>
  );

  const renderBody = () => {
    if (isLoading) {
      return renderState(
        <>
          <StyledSpinner aria-hidden="true">
            <Loader2 size={18} />
          </StyledSpinner>
          Loading...
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
    if (rows.length === 0) return renderState(emptyText, 'muted', undefined);
    return pageRows.map((row, index) => {
      const label = labelOf(row.original, firstRowNumber + index);
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
                label={`Select ${label}`}
                hideLabel
                checked={selected}
                onChange={(checked) => row.toggleSelected(checked)}
              />
            </StyledCell>
          )}
          {row.getAllCells().map((cell, cellIndex) => (
            <StyledCell key={cell.id}>
              {onRowClick && cellIndex === 0 ? (
                <StyledRowButton type="button" onClick={handleRowButtonClick(row.original)}>
                  <table.FlexRender cell={cell} />
                </StyledRowButton>
              ) : (
                <table.FlexRender cell={cell} />
              )}
            </StyledCell>
          ))}
          {hasRowActions && rowActions && (
            <StyledCell $narrow>
              <RowActionsMenu row={row.original} rowLabel={label} actions={rowActions} />
            </StyledCell>
          )}
        </StyledRow>
      );
    });
  };

  return (
    <StyledDataTable className={className} aria-labelledby={titleId}>
      <StyledToolbar>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledToolbarActions>
          {toolbarActions}
          {onRefresh && (
            <IconButton
              label="Refresh"
              icon={<RefreshCw size={18} aria-hidden="true" />}
              onClick={handleRefresh}
              disabled={isLoading}
            />
          )}
          {onCreate && (
            <Button icon={<Plus size={16} aria-hidden="true" />} onClick={handleCreate}>
              {createLabel}
            </Button>
          )}
        </StyledToolbarActions>
      </StyledToolbar>

      {selectable && selectedIds.length > 0 && (
        <StyledSelectionBar role="region" aria-label="Selection">
          <StyledSelectionCount>{selectedIds.length} selected</StyledSelectionCount>
          {visibleBulkActions.map((action) => (
            <Button
              key={action.label}
              size="sm"
              variant={action.variant ?? 'secondary'}
              icon={action.icon}
              onClick={() => action.onClick(selectedIds)}
            >
              {action.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={handleClearSelection}>
            Clear selection
          </Button>
        </StyledSelectionBar>
      )}

      <StyledScroller>
        <StyledTable aria-labelledby={titleId} aria-busy={isLoading || undefined}>
          <thead>
            <tr>
              {selectable && (
                <StyledHeaderCell scope="col" $narrow>
                  <Checkbox
                    label="Select all on this page"
                    hideLabel
                    checked={showRows && table.getIsAllPageRowsSelected()}
                    indeterminate={showRows && table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
                    disabled={!showRows}
                    onChange={handleTogglePage}
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
                  Actions
                </StyledHeaderCell>
              )}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </StyledTable>
      </StyledScroller>

      <StyledFooter>
        <StyledPageSize>
          <label htmlFor={pageSizeId}>Rows per page</label>
          <StyledPageSizeSelect id={pageSizeId} value={safePagination.pageSize} onChange={handlePageSizeChange}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </StyledPageSizeSelect>
        </StyledPageSize>
        <StyledRange aria-live="polite">
          {getRangeText(safePagination.pageIndex, safePagination.pageSize, rows.length)}
        </StyledRange>
        <StyledPager>
          <IconButton
            label="First page"
            size="sm"
            icon={<ChevronsLeft size={18} aria-hidden="true" />}
            disabled={safePagination.pageIndex === 0}
            onClick={handleFirstPage}
          />
          <IconButton
            label="Previous page"
            size="sm"
            icon={<ChevronLeft size={18} aria-hidden="true" />}
            disabled={safePagination.pageIndex === 0}
            onClick={handlePreviousPage}
          />
          <IconButton
            label="Next page"
            size="sm"
            icon={<ChevronRight size={18} aria-hidden="true" />}
            disabled={safePagination.pageIndex >= pageCount - 1}
            onClick={handleNextPage}
          />
          <IconButton
            label="Last page"
            size="sm"
            icon={<ChevronsRight size={18} aria-hidden="true" />}
            disabled={safePagination.pageIndex >= pageCount - 1}
            onClick={handleLastPage}
          />
        </StyledPager>
      </StyledFooter>
    </StyledDataTable>
  );
}
