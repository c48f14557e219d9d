export { DataTable } from './DataTable';
export type { DataTableBulkAction, DataTableColumn, DataTableProps, DataTableSort } from './DataTable';
export type { DataTableRowAction } from './RowActionsMenu';
export type { CellValue } from './logic';
