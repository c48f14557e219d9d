export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export type { DataTableBulkAction, DataTableColumn, DataTableSort } from './types';
export type { DataTableRowAction } from './RowActionsMenu';
export type { CellValue } from './logic';
