import { useEffect, useRef, useState } from 'react';

/**
 * The selected rows of a server list, kept by id across its pages: the ids (for the table), the record of one of
 * them even when it is on another page (for Edit), and a delete that drops the deleted ids from the selection.
 */
export function useListSelection<TRow>(rows: readonly TRow[], getRowId: (row: TRow) => string) {
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  // the rows met on any page, so that Edit finds a selected row after the user paged away from it
  const seen = useRef(new Map<string, TRow>());
  useEffect(() => {
    for (const row of rows) seen.current.set(getRowId(row), row);
  }, [rows, getRowId]);

  const find = (id: string): TRow | null => rows.find((row) => getRowId(row) === id) ?? seen.current.get(id) ?? null;

  /** `onDelete`, after which the deleted ids leave the selection. */
  const deleting =
    (onDelete: (ids: string[]) => Promise<unknown>) =>
    async (ids: string[]): Promise<void> => {
      await onDelete(ids);
      setSelectedIds((current) => current.filter((id) => !ids.includes(id)));
    };

  return { selectedIds, onSelectionChange: setSelectedIds, find, deleting };
}

export type ListSelection<TRow> = ReturnType<typeof useListSelection<TRow>>;
