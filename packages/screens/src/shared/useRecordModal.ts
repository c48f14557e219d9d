import { useState } from 'react';

export interface RecordModal<TRecord> {
  open: boolean;
  /** The record being edited, or null when creating; kept while the modal fades out. */
  record: TRecord | null;
  openCreate: () => void;
  openEdit: (record: TRecord) => void;
  close: () => void;
}

/** Which create/edit modal is open and for which record. */
export function useRecordModal<TRecord>(): RecordModal<TRecord> {
  const [open, setOpen] = useState(false);
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
