export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { SearchBox, SEARCH_DEBOUNCE_MS } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export type { DataTableBulkAction, DataTableColumn, DataTableQuery, DataTableServer, DataTableSort } from './types';
export type { DataTableRowAction } from './RowActionsMenu';
export type { CellValue } from './logic';
