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
  toSortValue,
  type CellValue,
} from './logic';
import type { DataTableColumn, DataTableSort } from './types';

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
}

/**
 * The table's state: its sort, its page and its selection (kept by id across pages and sorting), and the TanStack
 * table built on them. Rows that disappear leave the selection, and a page past the end moves back to the last one.
 */
export function useDataTable<TRow extends RowData>({
  columns,
  rows,
  getRowId,
  initialSort,
  isLoading,
  onSelectionChange,
}: UseDataTableOptions<TRow>) {
  const [sorting, setSorting] = useState<SortingState>(() =>
    initialSort ? [{ id: initialSort.columnId, desc: initialSort.direction === 'desc' }] : [],
  );
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});

  const data = useMemo(() => [...rows], [rows]);
  const rowIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);

  // Adjusted while rendering (React's pattern for state that follows props): the ids of rows that are gone leave
  // the selection, and the page moves back when rows were removed from the last one.
  const selection = isLoading ? rowSelection : pruneSelection(rowSelection, rowIds);
  if (selection !== rowSelection) setRowSelection(selection);
  const pageIndex = clampPageIndex(pagination.pageIndex, rows.length, pagination.pageSize);
  if (pageIndex !== pagination.pageIndex) setPagination({ ...pagination, pageIndex });
  const page: PaginationState = { ...pagination, pageIndex };

  const selectedIds = selectedIdsInRowOrder(selection, rowIds);
  useSelectionReport(selectedIds, onSelectionChange);

  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<typeof features, TRow>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row: TRow) => toSortValue(column.accessor(row)), {
          id: column.id,
          header: column.header,
          enableSorting: column.sortable ?? true,
          sortDescFirst: false,
          sortUndefined: 'last',
          // Empty values never reach the comparison: `sortUndefined` keeps them last.
          sortFn: (rowA, rowB, columnId) =>
            compareCellValues(
              rowA.getValue<Exclude<CellValue, null>>(columnId),
              rowB.getValue<Exclude<CellValue, null>>(columnId),
            ),
          cell: ({ row }) => (column.cell ? column.cell(row.original) : formatCellValue(column.accessor(row.original))),
        }),
      ),
    );
  }, [columns]);

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination: page, rowSelection: selection },
    onSortingChange: (updater: Updater<SortingState>) => {
      setSorting((old) => functionalUpdate(updater, old));
      setPagination((old) => ({ ...old, pageIndex: 0 }));
    },
    onPaginationChange: (updater: Updater<PaginationState>) => setPagination((old) => functionalUpdate(updater, old)),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      setRowSelection(functionalUpdate(updater, selection)),
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSubRowSelection: false,
  });

  const setPageSize = (pageSize: number) =>
    setPagination((old) => ({ pageSize, pageIndex: pageIndexAfterResize(old.pageIndex, old.pageSize, pageSize) }));
  const clearSelection = () => setRowSelection({});

  return { table, page, selectedIds, setPageSize, clearSelection };
}

/**
 * Tells `onSelectionChange` the selected ids (in row order) whenever they change, whether a click or the rows
 * changed them; not on the first render.
 */
function useSelectionReport(selectedIds: string[], onSelectionChange: ((ids: string[]) => void) | undefined) {
  const key = JSON.stringify(selectedIds);
  const reported = useRef(key);
  const report = useEffectEvent(() => onSelectionChange?.(selectedIds));
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    report();
  }, [key]);
}
