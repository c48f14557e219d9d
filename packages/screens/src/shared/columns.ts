import { msg } from '@lingui/core/macro';
import type { DataTableColumn } from '@app/ui';

/** The lists' "Created At" column: sorted by date, shown as the DataTable shows dates (en-GB). */
export function createdAtColumn<T extends { createdAt: string }>(): DataTableColumn<T> {
  return { id: 'createdAt', header: msg`Created At`, accessor: (row) => new Date(row.createdAt) };
}
