import { Icons, type DataTableBulkAction } from '@app/ui';

/** The one record selected, or null unless exactly one is. */
export function findById<TRow extends { id: string }>(rows: readonly TRow[], ids: readonly string[]): TRow | null {
  if (ids.length !== 1) return null;
  return rows.find((row) => row.id === ids[0]) ?? null;
}

/** Edit is offered only while exactly one row is selected (SPEC section 2). */
export function isSingleSelection(ids: readonly string[]): boolean {
  return ids.length === 1;
}

/** The selection bar's Edit: shown for exactly one selected row, it opens that row's record. */
export function editSelectedAction<TRow extends { id: string }>(
  rows: readonly TRow[],
  onEdit: (row: TRow) => void,
): DataTableBulkAction {
  return {
    label: 'Edit',
    icon: <Icons.Pencil size={16} aria-hidden="true" />,
    variant: 'secondary',
    visible: isSingleSelection,
    onClick: (ids) => {
      const row = findById(rows, ids);
      if (row) onEdit(row);
    },
  };
}

/** The selection bar's Delete: asks for confirmation of the selected ids. */
export function deleteSelectedAction(onRequest: (ids: string[]) => void): DataTableBulkAction {
  return {
    label: 'Delete',
    variant: 'danger',
    icon: <Icons.Trash2 size={16} aria-hidden="true" />,
    onClick: onRequest,
  };
}
