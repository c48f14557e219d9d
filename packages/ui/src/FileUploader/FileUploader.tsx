import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { CircleAlert, Upload } from '../icons';
import { intlLocale } from '../i18n/dates';
import { MediaPreview } from '../MediaPreview';
import {
  clampProgress,
  acceptedTypeNames,
  formatFileSize,
  previewKindOf,
  validateFile,
  type FileRejectionReason,
} from './logic';
import {
  StyledDropzone,
  StyledDropzoneButton,
  StyledDropzoneIcon,
  StyledFileInfo,
  StyledFileName,
  StyledHiddenInput,
  StyledHint,
  StyledLabel,
  StyledMessage,
  StyledPreview,
  StyledProgress,
  StyledProgressFill,
  StyledProgressTrack,
  StyledUploader,
  type DropzoneTone,
} from './FileUploader.styles';
import { useLingui } from '@lingui/react/macro';

export interface FileUploaderProps {
  /** The visible label; also the file input's accessible name. */
  label: string;
  /** Accepted MIME types, e.g. ASSET_MIME_TYPES; `image/*` wildcards work; an empty list accepts any type. */
  accept: readonly string[];
  /** The largest accepted size in bytes (the limit itself is allowed). */
  maxBytes: number;
  /** The exact message for a file over `maxBytes`, e.g. "File is too large. Max allowed size is 5MB". */
  tooLargeMessage: string;
  /** The exact message for a file of another type, e.g. "Invalid file type.". */
  wrongTypeMessage: string;
  /** Called with a file that passed the checks (never with a refused one); unused when `onSelectFiles` is given. */
  onSelect?: (file: File) => void;
  /**
   * Several files at once (`multiple`, and every file dropped): each pick is handed over whole and unchecked, for the
   * caller to check, list and upload file by file (see UploadQueue); the uploader then shows no preview of its own.
   */
  onSelectFiles?: (files: File[]) => void;
  /** Called with the message shown when a file is refused. */
  onReject?: (message: string) => void;
  /** A preview of the current file (an already-resolved URL), shown until the user picks another. */
  previewUrl?: string | null;
  /** What `previewUrl` points to. */
  previewType?: 'image' | 'video';
  /** An upload is running: the drop zone is locked and a progress bar shows. */
  uploading?: boolean;
  /** Upload progress in percent (0–100); without it an uploading bar is indeterminate. */
  progress?: number;
  disabled?: boolean;
  /** A message from outside, e.g. "Upload failed."; a refusal message takes precedence. */
  error?: string | null;
  /** The text under the prompt; defaults to the accepted types and the limit ("JPEG, PNG or MP4, up to 5 MB"). */
  hint?: string;
  /** The input's id, when a caller needs it; generated otherwise. */
  id?: string;
}

const rejectionMessage: Record<FileRejectionReason, (props: FileUploaderProps) => string> = {
  type: (props) => props.wrongTypeMessage,
  size: (props) => props.tooLargeMessage,
};

interface Preview {
  src: string | null;
  kind: 'image' | 'video' | null;
  name: string | null;
  size: number | null;
}

/** A file the user chose, with an object URL of it when it can be previewed (an image or a video). */
interface ChosenFile {
  file: File;
  url: string | null;
}

/** The file the user just chose wins over the caller's existing preview. */
function currentPreview(
  chosen: ChosenFile | null,
  previewUrl: string | null | undefined,
  previewType: 'image' | 'video',
): Preview | null {
  if (chosen) {
    const { file, url } = chosen;
    return { src: url, kind: previewKindOf(file.type), name: file.name, size: file.size };
  }
  if (previewUrl) return { src: previewUrl, kind: previewType, name: null, size: null };
  return null;
}

/** Pick a file by click (or Enter/Space) or drop it; checks type then size, previews images and videos. */
export function FileUploader(props: FileUploaderProps) {
  const {
    label,
    accept,
    maxBytes,
    onSelect,
    onSelectFiles,
    onReject,
    previewUrl,
    previewType = 'image',
    uploading = false,
    progress,
    disabled = false,
    error,
    hint,
    id,
  } = props;
  const generatedId = useId();
  const { t, i18n } = useLingui();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${generatedId}-hint`;
  const messageId = `${generatedId}-message`;
  const progressLabelId = `${generatedId}-progress`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const locked = disabled || uploading;
  const multiple = onSelectFiles !== undefined;

  // The object URL of the chosen file lives until another file is chosen or the uploader unmounts.
  const chosenUrl = chosen?.url ?? null;
  useEffect(() => {
    if (!chosenUrl) return undefined;
    return () => URL.revokeObjectURL(chosenUrl);
  }, [chosenUrl]);

  const handleFile = (file: File | undefined) => {
    if (!file || locked) return;
    const check = validateFile(file, accept, maxBytes);
    if (!check.ok) {
      const message = rejectionMessage[check.reason](props);
      setRejection(message);
      onReject?.(message);
      return;
    }
    setRejection(null);
    setChosen({ file, url: previewKindOf(file.type) === null ? null : URL.createObjectURL(file) });
    onSelect?.(file);
  };

  const handleFiles = (files: FileList | null) => {
    if (!files || files.length === 0 || locked) return;
    if (onSelectFiles) onSelectFiles([...files]);
    else handleFile(files[0]);
  };

  const handleInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    handleFiles(event.target.files);
    // Let the same file be chosen again after a refusal or a reset.
    event.target.value = '';
  };

  const handleOpen = () => {
    if (!locked) inputRef.current?.click();
  };

  // The depth counts enters and leaves of the zone's children, so leaving a child does not end the drag.
  const handleDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = locked ? 'none' : 'copy';
  };

  const handleDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    handleFiles(event.dataTransfer.files);
  };

  const message = rejection ?? error ?? null;
  const tone: DropzoneTone = dragging && !locked ? 'dragging' : message ? 'invalid' : 'idle';
  const preview = currentPreview(chosen, previewUrl, previewType);
  const typeNames = acceptedTypeNames(accept);
  const types = new Intl.ListFormat(intlLocale(i18n.locale), { type: 'disjunction' }).format(typeNames);
  const maxSize = formatFileSize(maxBytes);
  const previewName = preview?.name;
  const previewLabel = previewName ? t`Preview of ${previewName}` : t`Preview of the current file`;
  const percent = progress === undefined ? null : clampProgress(progress);
  const describedBy = [hintId, message ? messageId : null].filter(Boolean).join(' ');

  return (
    <StyledUploader>
      <StyledLabel htmlFor={inputId} $disabled={locked}>
        {label}
      </StyledLabel>
      <StyledDropzone
        $tone={tone}
        $disabled={locked}
        onDragEnter={handleDragEnter}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <StyledDropzoneButton type="button" disabled={locked} aria-describedby={describedBy} onClick={handleOpen}>
          <StyledDropzoneIcon aria-hidden="true">
            <Upload size={24} />
          </StyledDropzoneIcon>
          {multiple
            ? t`Choose files or drop them here`
            : preview
              ? t`Choose another file or drop it here`
              : t`Choose a file or drop it here`}
        </StyledDropzoneButton>
        <StyledHint id={hintId}>
          {hint ?? (typeNames.length === 0 ? t`Up to ${maxSize}` : t`${types}, up to ${maxSize}`)}
        </StyledHint>
      </StyledDropzone>
      <StyledHiddenInput
        ref={inputRef}
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept.join(',')}
        disabled={locked}
        tabIndex={-1}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={handleInputChange}
      />
      {preview && preview.kind && (
        <StyledPreview>
          <MediaPreview
            size="card"
            type={preview.kind}
            src={preview.src}
            loading={preview.src === null}
            alt={previewLabel}
            videoLabel={previewLabel}
          />
          {preview.name !== null && preview.size !== null && (
            <StyledFileInfo>
              <StyledFileName>{preview.name}</StyledFileName>
              <span>{formatFileSize(preview.size)}</span>
            </StyledFileInfo>
          )}
        </StyledPreview>
      )}
      {chosen && !preview?.kind && (
        <StyledFileInfo>
          <StyledFileName>{chosen.file.name}</StyledFileName>
          <span>{formatFileSize(chosen.file.size)}</span>
        </StyledFileInfo>
      )}
      {uploading && (
        <StyledProgress>
          <span id={progressLabelId}>{percent === null ? t`Uploading…` : t`Uploading… ${percent}%`}</span>
          <StyledProgressTrack
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
          >
            <StyledProgressFill $percent={percent} />
          </StyledProgressTrack>
        </StyledProgress>
      )}
      {message && (
        <StyledMessage id={messageId} role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          {message}
        </StyledMessage>
      )}
    </StyledUploader>
  );
}
