import { useState } from 'react';
import { FileText, ImageOff } from '../icons';
import { phoneQuery } from '../responsive';
import { Spinner } from '../Spinner';
import { formatDuration, truncateNote } from './logic';
import {
  StyledDuration,
  StyledEmptyNote,
  StyledImage,
  StyledMediaFrame,
  StyledNote,
  StyledPicture,
  StyledStateFrame,
  StyledVideo,
  type MediaPreviewSize,
} from './MediaPreview.styles';
import { useLingui } from '@lingui/react/macro';

export type MediaPreviewType = 'image' | 'video' | 'note';

/** The frame's 16:9 shape as the media's intrinsic size: the space is held before anything loads. */
const FRAME_WIDTH = 320;
const FRAME_HEIGHT = 180;
/** How wide a card is drawn beyond a phone: a column of a grid (about 14–20rem). */
const CARD_SIZES = '20rem';
/**
 * A phone (the phone layout, up to theme.sizes.phoneMax) always takes the thumbnail, even for a card as wide as the screen: on mobile data a
 * 320 px version (≈ 10–30 KB) instead of the 1280 px one (≈ 100–200 KB) per tile is worth a softer picture.
 */
const WIDE_SCREEN = `not all and ${phoneQuery()}`;

export interface MediaPreviewProps {
  type: MediaPreviewType;
  /**
   * The already-resolved URL of an image or video (the app resolves object keys; this component never fetches). For
   * an image, its thumbnail (about 320 px wide) when there is one.
   */
  src?: string | null;
  /**
   * An image's versions for wider frames, e.g. `"…thumb 320w, …display 1280w"`: used by a card (a 7rem thumbnail is
   * covered by a 320 px version even on a 3x screen, so it always takes `src`).
   */
  srcSet?: string | null;
  /** How wide the image is drawn, for choosing from `srcSet`; defaults to the frame's width. */
  sizes?: string;
  /** A video's poster image (a frame captured at upload): shown instead of loading the video until it is played. */
  poster?: string | null;
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
  /**
   * The image is the page's main picture in the first screenful (its largest paint): fetched at once and first, not
   * lazily when layout finds it in view. One image a page at most; the others stay lazy.
   */
  priority?: boolean;
  className?: string;
}

/** A preview of an asset: an image, a video, or the first 50 characters of a note; or "Loading..." / "No file". */
export function MediaPreview({
  type,
  src,
  srcSet,
  sizes,
  poster,
  noteContent,
  loading = false,
  size = 'thumbnail',
  alt,
  videoLabel,
  emptyNoteText,
  priority = false,
  className,
}: MediaPreviewProps) {
  // The URL that failed to load; another `src` is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { t } = useLingui();
  // A video's length once its metadata has arrived (m:ss), keyed by its URL so another video starts unknown.
  const [duration, setDuration] = useState<{ src: string; text: string } | null>(null);

  if (type === 'note') {
    const preview = truncateNote(noteContent);
    return (
      <StyledNote $size={size} className={className} title={noteContent ?? undefined}>
        {preview === '' ? <StyledEmptyNote>{emptyNoteText ?? t`Empty note`}</StyledEmptyNote> : preview}
      </StyledNote>
    );
  }

  if (loading) {
    return (
      <StyledStateFrame $size={size} className={className} role="status">
        <Spinner />
        <span>{t`Loading...`}</span>
      </StyledStateFrame>
    );
  }

  if (!src || failedSrc === src) {
    const Icon = type === 'image' ? ImageOff : FileText;
    return (
      <StyledStateFrame $size={size} className={className}>
        <Icon size={16} aria-hidden="true" />
        <span>{t`No file`}</span>
      </StyledStateFrame>
    );
  }

  const handleError = () => setFailedSrc(src);
  const image = (
    <StyledImage
      $size={size}
      src={src}
      alt={alt ?? t`Image preview`}
      width={FRAME_WIDTH}
      height={FRAME_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={handleError}
    />
  );

  return (
    <StyledMediaFrame $size={size} className={className}>
      {type === 'image' && srcSet && size === 'card' ? (
        <StyledPicture>
          <source media={WIDE_SCREEN} srcSet={srcSet} sizes={sizes ?? CARD_SIZES} />
          {image}
        </StyledPicture>
      ) : type === 'image' ? (
        image
      ) : (
        <>
          <StyledVideo
            src={src}
            aria-label={videoLabel ?? t`Video preview`}
            controls
            muted
            playsInline
            {...(poster ? { poster } : {})}
            width={FRAME_WIDTH}
            height={FRAME_HEIGHT}
            // the metadata (a small range of the file) gives the length; the poster stays until it is played
            preload="metadata"
            onLoadedMetadata={(event) => {
              const text = formatDuration(event.currentTarget.duration);
              setDuration(text === null ? null : { src, text });
            }}
            onError={handleError}
          />
          {duration?.src === src ? <StyledDuration aria-hidden="true">{duration.text}</StyledDuration> : null}
        </>
      )}
    </StyledMediaFrame>
  );
}
