import type { ReactNode } from 'react';
import type { ButtonVariant } from '../Button';
import type { CellValue, SortDirection } from './logic';

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
