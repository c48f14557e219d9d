import { useEffect, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { useTheme } from 'styled-components';
import { CircleAlert, QrCode as QrCodeIcon } from '../icons';
import { normalizeQrValue, renderQrDataUrl } from './logic';
import { StyledQrError, StyledQrFrame, StyledQrImage, StyledQrPlaceholder } from './QrCode.styles';
import { useLingui } from '@lingui/react/macro';

export interface QrCodeProps {
  /** The URL to encode. Empty, blank or null shows `emptyText` instead. */
  url?: string | null;
  /** Shown when there is no URL (the product passes "No QR code assigned"). */
  emptyText?: string;
  /** Shown when the URL cannot be encoded (for example, far too long for a QR code). */
  errorText?: string;
  /** The image's alternative text; defaults to "QR code for {url}". */
  alt?: string;
  className?: string;
}

type QrState =
  { status: 'rendering' } | { status: 'ready'; value: string; src: string } | { status: 'error'; value: string };

/** A 200x200 QR image of a URL, rendered locally with `qrcode` (no third-party service sees the URL). */
export function QrCode({ url, emptyText, errorText, alt, className }: QrCodeProps) {
  const theme = useTheme();
  const { t } = useLingui();
  const value = normalizeQrValue(url);
  const [state, setState] = useState<QrState>({ status: 'rendering' });
  const pixels = Number.parseInt(theme.sizes.qrCode, 10);

  useEffect(() => {
    if (value === null) return undefined;
    let cancelled = false;
    renderQrDataUrl(value, { dark: theme.colors.text, light: theme.colors.surface }).then(
      (src) => {
        if (!cancelled) setState({ status: 'ready', value, src });
      },
      () => {
        if (!cancelled) setState({ status: 'error', value });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [value, theme.colors.text, theme.colors.surface]);

  if (value === null) {
    return (
      <StyledQrPlaceholder className={className}>
        <QrCodeIcon size={32} aria-hidden="true" />
        <span>{emptyText ?? t`No QR code assigned`}</span>
      </StyledQrPlaceholder>
    );
  }

  if (state.status === 'error' && state.value === value) {
    return (
      <StyledQrError className={className} role="alert">
        <CircleAlert size={24} aria-hidden="true" />
        <span>{errorText ?? t`The QR code could not be created.`}</span>
      </StyledQrError>
    );
  }

  if (state.status === 'ready' && state.value === value) {
    return (
      <StyledQrFrame className={className}>
        <StyledQrImage src={state.src} alt={alt ?? t`QR code for ${value}`} width={pixels} height={pixels} />
      </StyledQrFrame>
    );
  }

  return (
    <StyledQrPlaceholder className={className} role="status" aria-busy="true">
      <QrCodeIcon size={32} aria-hidden="true" />
      <VisuallyHidden>{t`Generating QR code…`}</VisuallyHidden>
    </StyledQrPlaceholder>
  );
}
