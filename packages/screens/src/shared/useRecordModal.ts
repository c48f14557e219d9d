import { useState } from 'react';
import { useFormDrafts } from './formDrafts';

export interface RecordModal<TRecord> {
  open: boolean;
  /** The record being edited, or null when creating; kept while the modal fades out. */
  record: TRecord | null;
  openCreate: () => void;
  openEdit: (record: TRecord) => void;
  close: () => void;
}

/**
 * Which create/edit modal is open and for which record. With `createDraftKey`, the create modal opens by itself when
 * a draft of it waits (the session expired while it was open).
 */
export function useRecordModal<TRecord>(createDraftKey?: string): RecordModal<TRecord> {
  const drafts = useFormDrafts();
  const [open, setOpen] = useState(() => Boolean(createDraftKey && drafts.has(createDraftKey)));
  const [record, setRecord] = useState<TRecord | null>(null);
  return {
    open,
    record,
    openCreate: () => {
      setRecord(null);
      setOpen(true);
    },
    openEdit: (next) => {
      setRecord(next);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
