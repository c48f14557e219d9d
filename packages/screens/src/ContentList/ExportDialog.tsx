import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Modal, TextField, notify } from '@app/ui';
import { failureText } from '../i18n';

export interface ContentExportRange {
  from?: string;
  to?: string;
}

export interface ExportDialogProps {
  open: boolean;
  /** The tenant whose posts are exported (the administrator's filter), shown in the title. */
  tenantName?: string;
  onClose: () => void;
  onExport: (range: ContentExportRange) => Promise<unknown>;
}

/** "Export contents (CSV)": posts created from … to … (both optional), for a spreadsheet. */
export function ExportDialog({ open, tenantName, onClose, onExport }: ExportDialogProps) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const reversed = from !== '' && to !== '' && from > to;
  const submit = async () => {
    setBusy(true);
    try {
      await onExport({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
      notify.success(t`Export downloaded`);
      onClose();
    } catch (error) {
      notify.error(failureText(i18n, error, t`Export failed. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={tenantName ? t`Export contents of ${tenantName}` : t`Export contents`}
      onClose={onClose}
      closeDisabled={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button loading={busy} disabled={reversed} onClick={() => void submit()}>
            {t`Download CSV`}
          </Button>
        </>
      }
    >
      <p>{t`Platform, language, status, use by customers and approvals of each post, for Excel or Google Sheets.`}</p>
      <TextField
        type="date"
        label={t`Created from`}
        value={from}
        max={to || undefined}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        type="date"
        label={t`Created until`}
        value={to}
        min={from || undefined}
        error={reversed ? t`The start date must be on or before the end date` : undefined}
        onChange={(e) => setTo(e.target.value)}
      />
    </Modal>
  );
}
