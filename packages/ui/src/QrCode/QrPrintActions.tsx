import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createGlobalStyle } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Download, Printer } from '../icons';
import { normalizeQrValue } from './logic';
import { PrintKitButton } from './PrintKitButton';
import { printableQrDataUrl, qrFileName } from './printable';
import { StyledQrActions } from './QrCode.styles';

export interface QrPrintActionsProps {
  /** The URL the code encodes. */
  url: string;
  /** Printed under the code, and the file's name (the business's name). */
  label: string;
  /** Told when the picture could not be made (the screen shows it as a toast). */
  onError?: (error: unknown) => void;
  /** With it, a third action downloads the server's print kit (PDF); its failure goes to `onError` too. */
  onPrintKit?: () => Promise<unknown>;
}

/** While printing, the page shows only the code's card (the element marked data-qr-print). */
const PrintOnlyTheCard = createGlobalStyle`
  @media screen {
    [data-qr-print] { display: none; }
  }
  @media print {
    body > *:not([data-qr-print]) { display: none !important; }
    [data-qr-print] { display: flex; justify-content: center; padding-top: 2cm; }
    [data-qr-print] img { width: 9cm; height: auto; }
  }
`;

/**
 * "Download PNG" and "Print" (and, when given `onPrintKit`, "Print kit (PDF)") for a QR code ready to print (the quiet zone of four modules, the name under it):
 * the PNG is made in the browser, so it works without the server and shows no third party the URL.
 */
export function QrPrintActions({ url, label, onError, onPrintKit }: QrPrintActionsProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);
  // a new object each time, so that printing the same card again prints again
  const [printing, setPrinting] = useState<{ png: string } | null>(null);
  const value = normalizeQrValue(url);

  useEffect(() => {
    if (!printing) return undefined;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    // the card's picture is a data: URL: it is decoded before the next frame, then the print dialog opens
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  if (value === null) return null;

  const make = async (action: 'download' | 'print') => {
    setBusy(action);
    try {
      const png = await printableQrDataUrl(value, label);
      if (action === 'print') {
        setPrinting({ png });
        return;
      }
      const link = document.createElement('a');
      link.href = png;
      link.download = qrFileName(label);
      link.click();
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <StyledQrActions>
      <Button
        variant="secondary"
        size="sm"
        icon={<Download size={16} aria-hidden="true" />}
        loading={busy === 'download'}
        onClick={() => void make('download')}
      >
        {t`Download PNG`}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        icon={<Printer size={16} aria-hidden="true" />}
        loading={busy === 'print'}
        onClick={() => void make('print')}
      >
        {t`Print`}
      </Button>
      {onPrintKit ? <PrintKitButton onDownload={onPrintKit} {...(onError ? { onError } : {})} /> : null}
      {printing
        ? createPortal(
            <div data-qr-print="">
              <PrintOnlyTheCard />
              <img src={printing.png} alt={t`QR code for ${label}`} />
            </div>,
            document.body,
          )
        : null}
    </StyledQrActions>
  );
}
