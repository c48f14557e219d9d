import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { notify } from '@app/ui';
import { useFailureMessage } from '../i18n';

export const DELETE_FAILED = msg`Delete failed.`;

export interface DeleteConfirmation {
  open: boolean;
  /** The ids the dialog asks about; kept while the dialog fades out. */
  ids: string[];
  confirming: boolean;
  request: (ids: string[]) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * A delete that waits for the user's confirmation: `request(ids)` opens the dialog, `confirm()` calls `onDelete(ids)`
 * and closes it once the call succeeds, with a success toast when `successText` names it (for example
 * `(count) => successMessage('campaign', 'deleted', count)`); a failure shows the server's message (or "Delete
 * failed.") as an error toast and leaves the dialog open.
 */
export function useDeleteConfirmation(
  onDelete: (ids: string[]) => Promise<unknown>,
  successText?: (count: number) => string,
): DeleteConfirmation {
  const failureMessage = useFailureMessage();
  const [open, setOpen] = useState(false);
  const [ids, setIds] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  const request = (next: string[]) => {
    setIds(next);
    setOpen(true);
  };
  const cancel = () => setOpen(false);
  const confirm = async () => {
    setConfirming(true);
    try {
      await onDelete(ids);
      setOpen(false);
      if (successText) notify.success(successText(ids.length));
    } catch (error) {
      notify.error(failureMessage(error, DELETE_FAILED));
    } finally {
      setConfirming(false);
    }
  };
  return { open, ids, confirming, request, cancel, confirm };
}
