import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '../Button';
import { FileText } from '../icons';

export interface PrintKitButtonProps extends Pick<ButtonProps, 'variant' | 'aria-label'> {
  /** Downloads the print kit (the server's PDF: an A6 table card and an A5 poster). */
  onDownload: () => Promise<unknown>;
  /** Told when the download failed (the screen shows it as a toast). */
  onError?: (error: unknown) => void;
}

/** "Print kit (PDF)": busy while the server makes the PDF, and ready again afterwards, whether it worked or not. */
export function PrintKitButton({ onDownload, onError, variant = 'secondary', ...rest }: PrintKitButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await onDownload();
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...rest}
      variant={variant}
      size="sm"
      icon={<FileText size={16} aria-hidden="true" />}
      loading={busy}
      onClick={() => void download()}
    >
      {t`Print kit (PDF)`}
    </Button>
  );
}
