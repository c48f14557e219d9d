import { useState } from 'react';
import { FileText, ImageOff } from '../icons';
import { Spinner } from '../Spinner';
import { truncateNote } from './logic';
import {
  StyledEmptyNote,
  StyledImage,
  StyledMediaFrame,
  StyledNote,
  StyledStateFrame,
  StyledVideo,
  type MediaPreviewSize,
} from './MediaPreview.styles';

export type MediaPreviewType = 'image' | 'video' | 'note';

export interface MediaPreviewProps {
  type: MediaPreviewType;
  /** The already-resolved URL of an image or video (the app resolves object keys; this component never fetches). */
  src?: string | null;
  /** The text of a note; its first 50 characters are shown. */
  noteContent?: string | null;
  /** The URL of an image or video is still being resolved: shows "Loading...". */
  loading?: boolean;
  /** `thumbnail` for table cells, `card` for cards and forms. */
  size?: MediaPreviewSize;
  /** Alternative text of an image. */
  alt?: string;
  /** Accessible name of a video. */
  videoLabel?: string;
  /** Shown for a note without text. */
  emptyNoteText?: string;
  className?: string;
}

/** A preview of an asset: an image, a video, or the first 50 characters of a note; or "Loading..." / "No file". */
export function MediaPreview({
  type,
  src,
  noteContent,
  loading = false,
  size = 'thumbnail',
  alt = 'Image preview',
  videoLabel = 'Video preview',
  emptyNoteText = 'Empty note',
  className,
}: MediaPreviewProps) {
  // The URL that failed to load; another `src` is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (type === 'note') {
    const preview = truncateNote(noteContent);
    return (
      <StyledNote $size={size} className={className} title={noteContent ?? undefined}>
        {preview === '' ? <StyledEmptyNote>{emptyNoteText}</StyledEmptyNote> : preview}
      </StyledNote>
    );
  }

  if (loading) {
    return (
      <StyledStateFrame $size={size} className={className} role="status">
        <Spinner />
        <span>Loading...</span>
      </StyledStateFrame>
    );
  }

  if (!src || failedSrc === src) {
    const Icon = type === 'image' ? ImageOff : FileText;
    return (
      <StyledStateFrame $size={size} className={className}>
        <Icon size={16} aria-hidden="true" />
        <span>No file</span>
      </StyledStateFrame>
    );
  }

  const handleError = () => setFailedSrc(src);

  return (
    <StyledMediaFrame $size={size} className={className}>
      {type === 'image' ? (
        <StyledImage $size={size} src={src} alt={alt} loading="lazy" onError={handleError} />
      ) : (
        <StyledVideo
          src={src}
          aria-label={videoLabel}
          controls
          muted
          playsInline
          preload="metadata"
          onError={handleError}
        />
      )}
    </StyledMediaFrame>
  );
}
