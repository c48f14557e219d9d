import { useContext, type MouseEvent, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import type { RowData } from '@tanstack/react-table';
import { Checkbox } from '../Checkbox';
import { useText } from '../i18n/text';
import { useMediaQuery } from '../responsive';
import { CircleAlert } from '../icons';
import { Spinner } from '../Spinner';
import { TableTitleContext } from '../TablePanel/TableTitleContext';
import { DataCards, type DataCard, type DataCardsSort, type DataCardsState } from './DataCards';
import { cardLayout } from './logic';
import { TableHead } from './TableHead';
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
  StyledRow,
  StyledRowButton,
  StyledScroller,
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

const pageMoves = { first: 'firstPage', previous: 'previousPage', next: 'nextPage', last: 'lastPage' } as const;

/** Clicks on these, inside a row, belong to them and not to the row. */
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="menu"], [role="menuitem"]';

/**
 * The one table of the product: sorting, pagination, selection with bulk actions, row menus and row clicks. Put it
 * in a TablePanel for its title, Refresh and Create. At 600 px or less its rows are cards (see DataCards and the
 * columns' `card`).
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
  const text = useText();
  const asCards = useMediaQuery(`(max-width: ${useTheme().sizes.cardsMax})`);
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

  const currentState = (): DataCardsState | null => {
    if (isLoading) {
      return {
        content: (
          <>
            <Spinner size={18} />
            {t`Loading...`}
          </>
        ),
        danger: false,
        role: 'status',
      };
    }
    if (error) {
      return {
        content: (
          <>
            <CircleAlert size={18} aria-hidden="true" />
            {error}
          </>
        ),
        danger: true,
        role: 'alert',
      };
    }
    if (rows.length === 0)
      return { content: search ? t`No results for "${search}".` : (emptyText ?? t`No data`), danger: false };
    return null;
  };
  const state = currentState();

  const renderBody = () => {
    if (state) return renderState(state.content, state.danger ? 'danger' : 'muted', state.role);
    return renderRows();
  };

  const selectAll = {
    checked: showRows && table.getIsAllPageRowsSelected(),
    indeterminate: showRows && table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected(),
    disabled: !showRows,
    onChange: (checked: boolean) => table.toggleAllPageRowsSelected(checked),
  };

  const layout = cardLayout(columns);
  const cards = (): DataCard<TRow>[] =>
    table.getRowModel().rows.map((row, index) => {
      const cells = new Map(row.getAllCells().map((cell) => [cell.column.id, cell]));
      const content = (columnId: string) => {
        const cell = cells.get(columnId);
        return cell ? <table.FlexRender cell={cell} /> : null;
      };
      const rowNumber = firstRowNumber + index;
      return {
        id: row.id,
        row: row.original,
        label: getRowLabel?.(row.original) ?? t`row ${rowNumber}`,
        selected: row.getIsSelected(),
        onSelect: (checked: boolean) => row.toggleSelected(checked),
        title: layout.title ? content(layout.title.id) : null,
        fields: layout.fields.map((column) => ({
          id: column.id,
          name: text(column.cardHeader ?? column.header),
          content: content(column.id),
        })),
      };
    });

  const cardsSort = (): DataCardsSort | undefined => {
    const sortable = columns.filter((column) => table.getColumn(column.id)?.getCanSort());
    if (sortable.length === 0) return undefined;
    const current = sortable.find((column) => table.getColumn(column.id)?.getIsSorted());
    const direction = current && table.getColumn(current.id)?.getIsSorted();
    return {
      columns: sortable.map((column) => ({ id: column.id, name: text(column.cardHeader ?? column.header) })),
      value: current && direction ? { columnId: current.id, direction } : null,
      onChange: (columnId, next) => table.getColumn(columnId)?.toggleSorting(next === 'desc'),
    };
  };

  return (
    <StyledDataTable className={className}>
      {server?.searchLabel && (
        <StyledTableTools>
          <SearchBox
            label={server.searchLabel}
            value={search}
            placeholder={`${server.searchLabel}…`}
            onSearch={(value) => server.onQueryChange({ ...server.query, search: value, pageIndex: 0 })}
          />
        </StyledTableTools>
      )}
      {selectable && selectedIds.length > 0 && (
        <SelectionBar selectedIds={selectedIds} actions={bulkActions} onClear={clearSelection} />
      )}
      {asCards ? (
        <StyledScroller>
          {fetching && <StyledFetching role="progressbar" aria-label={t`Loading the page`} />}
          <DataCards
            cards={state ? [] : cards()}
            state={state}
            selectable={selectable}
            selectAll={selectAll}
            rowActions={rowActions}
            onRowClick={onRowClick}
            labelledBy={titleId}
            label={label}
            busy={fetching}
            sort={cardsSort()}
          />
        </StyledScroller>
      ) : (
        <StyledScroller>
          {fetching && <StyledFetching role="progressbar" aria-label={t`Loading the page`} />}
          <StyledTable
            aria-labelledby={titleId}
            aria-label={titleId ? undefined : label}
            aria-busy={isLoading || fetching || undefined}
          >
            <TableHead
              cells={(table.getHeaderGroups()[0]?.headers ?? []).map((header) => ({
                id: header.id,
                content: <table.FlexRender header={header} />,
                canSort: header.column.getCanSort(),
                direction: header.column.getIsSorted(),
                toggleSorting: () => header.column.toggleSorting(),
              }))}
              selectAll={selectable ? selectAll : null}
              hasRowActions={hasRowActions}
            />
            <tbody>{renderBody()}</tbody>
          </StyledTable>
        </StyledScroller>
      )}
      {/* none while the first page loads: the rows would push it down the screen (a layout shift) */}
      {!isLoading && (
        <Pager
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          total={server ? server.total : rows.length}
          onPageSizeChange={setPageSize}
          onPageChange={(move) => table[pageMoves[move]]()}
        />
      )}
    </StyledDataTable>
  );
}
