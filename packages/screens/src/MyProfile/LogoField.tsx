import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icons, Spinner, notify } from '@app/ui';
import { LOGO_MIME_TYPES, type LogoStatus } from '@app/contract';
import type { UploadFile } from '../AssetForm';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { LOGO_UPLOAD_FAILED_MESSAGE, logoFileProblem } from './logic';
import { useLogoUrl } from './useLogoUrl';
import {
  StyledHiddenInput,
  StyledLogoBusy,
  StyledLogoButton,
  StyledLogoError,
  StyledLogoImage,
  StyledLogoRow,
  StyledLogoStatus,
  StyledLogoText,
  StyledLogoTitle,
} from './MyProfile.styles';

export interface LogoFieldProps {
  /** The form's logo: a stored key, a URL the server downloads, or "" for none. */
  value: string;
  /** What became of a logo kept as a URL (the saved one's; null once another is chosen). */
  status: LogoStatus | null;
  onUpload: UploadFile;
  resolveFileUrl?: ResolveFileUrl;
  /** The uploaded logo's key. */
  onChange: (key: string) => void;
  /** Whether an upload runs (the form's Save waits for it). */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The profile's logo (SPEC: uploaded by clicking a circle), shown by its small version; a logo given as a URL is
 * never loaded from that address: while the server downloads it the field says so, and when it gave up, it asks
 * for an upload instead.
 */
export function LogoField({ value, status, onUpload, resolveFileUrl, onChange, onUploadingChange }: LogoFieldProps) {
  const { t, i18n } = useLingui();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const statusId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!localPreview) return undefined;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const stored = useLogoUrl(value || null, resolveFileUrl);
  const logoUrl = localPreview ?? stored;

  const handleClick = () => {
    if (!uploading) fileInputRef.current?.click();
  };

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange(busy);
  };

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a refusal or a failure.
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setError(i18n._(problem));
      notify.error(i18n._(problem));
      return;
    }
    setError(null);
    setLocalPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const key = await onUpload({ file, onProgress: () => undefined });
      if (!key) throw new Error('Upload failed: no object key');
      onChange(key);
    } catch {
      setLocalPreview(null);
      setError(i18n._(LOGO_UPLOAD_FAILED_MESSAGE));
      notify.error(i18n._(LOGO_UPLOAD_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  };

  const shownStatus = uploading || localPreview ? null : status;
  const describedBy = [hintId, shownStatus ? statusId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <StyledLogoRow>
      <StyledLogoButton
        type="button"
        aria-label={t`Upload logo`}
        aria-describedby={describedBy}
        aria-busy={uploading || undefined}
        disabled={uploading}
        $busy={uploading}
        onClick={handleClick}
      >
        {logoUrl ? <StyledLogoImage src={logoUrl} alt="" /> : <Icons.Upload size={28} aria-hidden="true" />}
        {uploading && (
          <StyledLogoBusy>
            <Spinner size={24} />
          </StyledLogoBusy>
        )}
      </StyledLogoButton>
      <StyledHiddenInput
        ref={fileInputRef}
        type="file"
        tabIndex={-1}
        aria-label={t`Logo file`}
        accept={LOGO_MIME_TYPES.join(',')}
        onChange={handleChange}
      />
      <StyledLogoText>
        <StyledLogoTitle>{t`Logo`}</StyledLogoTitle>
        <span id={hintId}>{uploading ? t`Uploading…` : t`Click the circle to upload a JPG or PNG, up to 5 MB.`}</span>
        {shownStatus === 'pending' && (
          <StyledLogoStatus id={statusId} role="status" $tone="info">
            <Icons.Hourglass size={14} aria-hidden="true" />
            <span>{t`Logo pending: the server is downloading it from its address.`}</span>
          </StyledLogoStatus>
        )}
        {shownStatus === 'failed' && (
          <StyledLogoStatus id={statusId} role="alert" $tone="danger">
            <Icons.ImageOff size={14} aria-hidden="true" />
            <span>{t`The logo could not be downloaded — upload it instead.`}</span>
          </StyledLogoStatus>
        )}
        {error && (
          <StyledLogoError id={errorId} role="alert">
            <Icons.CircleAlert size={14} aria-hidden="true" />
            {error}
          </StyledLogoError>
        )}
      </StyledLogoText>
    </StyledLogoRow>
  );
}
