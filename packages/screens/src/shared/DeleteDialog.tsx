import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@app/ui';
import { DeleteIdsMessage } from './DeleteIdsMessage';
import type { DeleteConfirmation } from './useDeleteConfirmation';

export interface DeleteDialogProps {
  deletion: DeleteConfirmation;
  title: string;
  /** The question; by default SPEC's bulk text, "Are you sure you want to delete:" followed by the ids. */
  message?: ReactNode;
  /** For the bulk text: the name or title shown beside each id. */
  nameOf?: (id: string) => string | undefined;
}

/** The confirmation before a delete, wired to a `useDeleteConfirmation` state. */
export function DeleteDialog({ deletion, title, message, nameOf }: DeleteDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={deletion.open}
      title={title}
      message={message ?? <DeleteIdsMessage ids={deletion.ids} nameOf={nameOf} />}
      confirmLabel={t`Delete`}
      tone="danger"
      confirming={deletion.confirming}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
