import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
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
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import {
  clampPageIndex,
  compareCellValues,
  formatCellValue,
  pageIndexAfterResize,
  pruneSelection,
  selectedIdsInRowOrder,
  selectionOf,
  sortingOf,
  sortOf,
  toSortValue,
  type CellValue,
} from './logic';
import type { DataTableColumn, DataTableServer, DataTableSort } from './types';
import { useLingui } from '@lingui/react/macro';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});

export interface UseDataTableOptions<TRow extends RowData> {
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  initialSort?: DataTableSort;
  /** While loading the rows are not known yet, so the selection is kept as it is. */
  isLoading: boolean;
  onSelectionChange?: (ids: string[]) => void;
  /** Server mode: `rows` is one page; sorting and paging are asked of the server (see DataTableServer). */
  server?: DataTableServer;
  /** The selected ids when the caller keeps the selection (it then updates them from `onSelectionChange`). */
  selectedIds?: readonly string[];
}

/**
 * The table's state: its sort, its page and its selection (kept by id across pages and sorting), and the TanStack
 * table built on them. In client mode rows that disappear leave the selection and a page past the end moves back to
 * the last one; in server mode the sort and page are the server query's, and the selection keeps ids of any page.
 */
export function useDataTable<TRow extends RowData>({
  columns,
  rows,
  getRowId,
  initialSort,
  isLoading,
  onSelectionChange,
  server,
  selectedIds: givenIds,
}: UseDataTableOptions<TRow>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>(() => sortingOf(initialSort ?? null));
  const [ownPagination, setOwnPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});

  const data = useMemo(() => [...rows], [rows]);
  const rowIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const givenSelection = useMemo(() => (givenIds ? selectionOf(givenIds) : undefined), [givenIds]);

  // Adjusted while rendering (React's pattern for state that follows props): in client mode the ids of rows that
  // are gone leave the selection, and the page moves back when rows were removed from the last one.
  const kept = givenSelection ?? ownSelection;
  const selection = server || isLoading ? kept : pruneSelection(kept, rowIds);
  if (!givenSelection && selection !== ownSelection) setOwnSelection(selection);
  const pageIndex = clampPageIndex(ownPagination.pageIndex, rows.length, ownPagination.pageSize);
  if (!server && pageIndex !== ownPagination.pageIndex) setOwnPagination({ ...ownPagination, pageIndex });

  const sorting = server ? sortingOf(server.query.sort) : ownSorting;
  const page: PaginationState = server
    ? { pageIndex: server.query.pageIndex, pageSize: server.query.pageSize }
    : { ...ownPagination, pageIndex };

  // the selected ids: in row order on one client-side list, in the order they were picked across a server's pages
  const selectedIds = server ? Object.keys(selection) : selectedIdsInRowOrder(selection, rowIds);
  useSelectionReport(selectedIds, onSelectionChange, givenIds);
  useClampedServerPage(server, isLoading);

  const { t, i18n } = useLingui();
  const yes = t`Yes`;
  const no = t`No`;
  const { locale } = i18n;
  const columnDefs = useMemo(() => {
    const words = { locale, yes, no };
    const helper = createColumnHelper<typeof features, TRow>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row: TRow) => toSortValue(column.accessor(row)), {
          id: column.id,
          header: typeof column.header === 'string' ? column.header : i18n._(column.header),
          enableSorting: column.sortable ?? true,
          sortDescFirst: false,
          sortUndefined: 'last',
          // Empty values never reach the comparison: `sortUndefined` keeps them last.
          sortFn: (rowA, rowB, columnId) =>
            compareCellValues(
              rowA.getValue<Exclude<CellValue, null>>(columnId),
              rowB.getValue<Exclude<CellValue, null>>(columnId),
            ),
          cell: ({ row }) =>
            column.cell ? column.cell(row.original) : formatCellValue(column.accessor(row.original), words),
        }),
      ),
    );
  }, [columns, locale, yes, no, i18n]);

  const changeSelection = (next: RowSelectionState) => {
    if (givenSelection) onSelectionChange?.(server ? Object.keys(next) : selectedIdsInRowOrder(next, rowIds));
    else setOwnSelection(next);
  };

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination: page, rowSelection: selection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting);
      if (server) {
        server.onQueryChange({ ...server.query, sort: sortOf(next), pageIndex: 0 });
        return;
      }
      setOwnSorting(next);
      setOwnPagination((old) => ({ ...old, pageIndex: 0 }));
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, page);
      if (server) server.onQueryChange({ ...server.query, pageIndex: next.pageIndex, pageSize: next.pageSize });
      else setOwnPagination(next);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      changeSelection(functionalUpdate(updater, selection)),
    manualPagination: Boolean(server),
    manualSorting: Boolean(server),
    ...(server ? { rowCount: server.total } : {}),
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSubRowSelection: false,
  });

  const setPageSize = (pageSize: number) => {
    const resized = { pageSize, pageIndex: pageIndexAfterResize(page.pageIndex, page.pageSize, pageSize) };
    if (server) server.onQueryChange({ ...server.query, ...resized });
    else setOwnPagination(resized);
  };
  const clearSelection = () => changeSelection({});

  return { table, page, selectedIds, setPageSize, clearSelection };
}

/**
 * Tells `onSelectionChange` the selected ids whenever they change, whether a click or the rows changed them; not on
 * the first render. When the caller keeps the selection (`given`), only a change it did not make (rows gone).
 */
function useSelectionReport(
  selectedIds: string[],
  onSelectionChange: ((ids: string[]) => void) | undefined,
  given: readonly string[] | undefined,
) {
  const key = JSON.stringify(selectedIds);
  const givenKey = given ? JSON.stringify(given) : undefined;
  const reported = useRef(key);
  const report = useEffectEvent(() => onSelectionChange?.(selectedIds));
  useEffect(() => {
    if (givenKey !== undefined) {
      if (key !== givenKey) report();
      return;
    }
    if (reported.current === key) return;
    reported.current = key;
    report();
  }, [key, givenKey]);
}

/** In server mode, a page past the end (rows were deleted, the search narrowed) moves back to the last page. */
function useClampedServerPage(server: DataTableServer | undefined, isLoading: boolean) {
  const settled = Boolean(server) && !isLoading && !server?.isFetching;
  const pageIndex = server?.query.pageIndex ?? 0;
  const last = server ? clampPageIndex(pageIndex, server.total, server.query.pageSize) : 0;
  const move = useEffectEvent(() => server?.onQueryChange({ ...server.query, pageIndex: last }));
  useEffect(() => {
    if (settled && last !== pageIndex) move();
  }, [settled, last, pageIndex]);
}
