import { msg } from '@lingui/core/macro';
import { Icons, type DataTableBulkAction } from '@app/ui';

/** Edit is offered only while exactly one row is selected (SPEC section 2). */
export function isSingleSelection(ids: readonly string[]): boolean {
  return ids.length === 1;
}

/**
 * The selection bar's Edit: shown for exactly one selected row, it opens that row's record (`find` looks it up by
 * id, on this page or another).
 */
export function editSelectedAction<TRow>(
  find: (id: string) => TRow | null,
  onEdit: (row: TRow) => void,
): DataTableBulkAction {
  return {
    label: msg`Edit`,
    icon: <Icons.Pencil size={16} aria-hidden="true" />,
    variant: 'secondary',
    visible: isSingleSelection,
    onClick: (ids) => {
      const row = isSingleSelection(ids) && ids[0] !== undefined ? find(ids[0]) : null;
      if (row) onEdit(row);
    },
  };
}

/** The selection bar's Delete: asks for confirmation of the selected ids. */
export function deleteSelectedAction(onRequest: (ids: string[]) => void): DataTableBulkAction {
  return {
    label: msg`Delete`,
    variant: 'danger',
    icon: <Icons.Trash2 size={16} aria-hidden="true" />,
    onClick: onRequest,
  };
}
