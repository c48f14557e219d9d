import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CircleAlert, CircleCheck, FileText, X } from '../icons';
import { clampProgress, formatFileSize } from './logic';
import { StyledProgressFill, StyledProgressTrack } from './FileUploader.styles';
import {
  StyledActions,
  StyledBody,
  StyledItem,
  StyledName,
  StyledQueue,
  StyledStatus,
  StyledThumb,
} from './UploadQueue.styles';

/** Where one picked file stands: waiting its turn, being shrunk, uploading, uploaded, failed (can retry), refused. */
export type UploadItemStatus = 'waiting' | 'shrinking' | 'uploading' | 'uploaded' | 'failed' | 'refused';

export interface UploadQueueItem {
  id: string;
  name: string;
  /** The size of what is (or will be) uploaded: a shrunk photo's own size once shrunk. */
  size: number;
  status: UploadItemStatus;
  /** Upload progress in percent, while uploading. */
  progress?: number;
  /** Why it failed or was refused, in the user's language. */
  message?: string;
  /** An object URL of the picked file, for its thumbnail. */
  previewUrl?: string | null;
  kind?: 'image' | 'video' | null;
}

export interface UploadQueueProps {
  items: readonly UploadQueueItem[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

function ItemStatus({ item }: { item: UploadQueueItem }) {
  const { t } = useLingui();
  const percent = clampProgress(item.progress ?? 0);
  const labelId = `upload-${item.id}-status`;
  switch (item.status) {
    case 'waiting':
      return <StyledStatus $tone="muted">{t`Waiting…`}</StyledStatus>;
    case 'shrinking':
      return <StyledStatus $tone="muted">{t`Making the photo smaller…`}</StyledStatus>;
    case 'uploading':
      return (
        <>
          <StyledStatus $tone="muted" id={labelId}>{t`Uploading… ${percent}%`}</StyledStatus>
          <StyledProgressTrack
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <StyledProgressFill $percent={percent} />
          </StyledProgressTrack>
        </>
      );
    case 'uploaded':
      return (
        <StyledStatus $tone="success">
          <CircleCheck size={16} aria-hidden="true" />
          {t`Uploaded`}
        </StyledStatus>
      );
    default:
      return (
        <StyledStatus $tone="danger" role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          {item.message}
        </StyledStatus>
      );
  }
}

/** The files of one pick, each with its thumbnail, its own progress, and Retry (after a failure) or Remove. */
export function UploadQueue({ items, onRetry, onRemove }: UploadQueueProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <StyledQueue aria-label={t`Chosen files`}>
      {items.map((item) => {
        const name = item.name;
        const previewName = item.name;
        return (
          <StyledItem key={item.id}>
            <StyledThumb>
              {item.kind === 'image' && item.previewUrl ? (
                <img src={item.previewUrl} alt={t`Preview of ${previewName}`} />
              ) : item.kind === 'video' && item.previewUrl ? (
                <video src={item.previewUrl} aria-label={t`Preview of ${previewName}`} muted preload="metadata" />
              ) : (
                <FileText size={20} aria-hidden="true" />
              )}
            </StyledThumb>
            <StyledBody>
              <StyledName>
                {name} · {formatFileSize(item.size)}
              </StyledName>
              <ItemStatus item={item} />
            </StyledBody>
            <StyledActions>
              {item.status === 'failed' && (
                <Button size="sm" variant="secondary" onClick={() => onRetry(item.id)} aria-label={t`Retry ${name}`}>
                  {t`Retry`}
                </Button>
              )}
              {item.status !== 'uploading' && item.status !== 'shrinking' && (
                <IconButton
                  size="sm"
                  label={t`Remove ${name}`}
                  icon={<X size={16} aria-hidden="true" />}
                  onClick={() => onRemove(item.id)}
                />
              )}
            </StyledActions>
          </StyledItem>
        );
      })}
    </StyledQueue>
  );
}
