import { useEffect, useState, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FileUploader, Select, TextArea, UploadQueue } from '@app/ui';
import {
  ASSET_MIME_TYPES,
  ASSET_TYPES,
  MAX_UPLOAD_BYTES,
  assetFormSchema,
  type Asset,
  type AssetBody,
  type AssetType,
  type Entry,
} from '@app/contract';
import { AddPlatformHint } from '../shared/AddPlatform';
import { FormModal } from '../shared/FormModal';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';
import { useFileUrl, type ResolveFileUrl } from '../shared/useFileUrl';
import { capturePoster } from '../shared/capturePoster';
import { useUploadSession } from '../shared/useUploadSession';
import { browserStorage, useFailureMessage, useSuccessMessage } from '../i18n';
import { platformLabel } from '../shared/platformLabels';
import { assetTypeLabel } from './labels';
import { acceptedTypesFor, assetToFormValues, emptyAssetValues, filePathForType } from './logic';
import { readLastChoice, startingChoice, writeLastChoice } from './lastChoice';
import { useUploadQueue, type QueuedFile } from './useUploadQueue';

/** Uploads a chosen file and answers its object key; reports progress in percent. */
export type UploadFile = (request: { file: File; onProgress: (percent: number) => void }) => Promise<string>;

export interface AssetFormProps {
  open: boolean;
  /** "Create Asset", "Edit Asset", "Add Asset"… */
  title: string;
  /** The submit button: "Create" or "Save". */
  submitLabel: string;
  /** The asset being edited; absent to create one. */
  asset?: Asset | null;
  /** The platforms to choose from, shown by their type. */
  entries: readonly Entry[];
  /** The signed-in user's id, sent as `uploadedBy`. */
  userId: string;
  /** A platform to preselect on create. */
  defaultEntryId?: string;
  /** The message for a file over 5 MB ("File is too large. Max allowed size is 5MB" or "Max file size is 5MB"). */
  tooLargeMessage: string;
  /** The message for a file of another type. */
  wrongTypeMessage?: string;
  onUpload: UploadFile;
  resolveFileUrl?: ResolveFileUrl;
  /** Saves the asset body (POST /asset or PATCH /asset/one/{id}). */
  onSubmit: (body: AssetBody) => Promise<unknown>;
  /** The text of the error notification when `onSubmit` fails. */
  describeFailure: (error: unknown) => string;
  onClose: () => void;
  /** Offered when there is no platform to choose ("Add a platform first"): opens Add Platform. */
  onAddPlatform?: () => void;
}

export const UPLOAD_FAILED_MESSAGE = msg`Upload failed.`;
const ASSETS_CREATED = msg({ message: '{count, plural, one {Asset created} other {# assets created}}' });

/** The body of the asset one uploaded file becomes: the form's platform and type, the file's own keys. */
function bodyForFile(body: AssetBody, item: QueuedFile): AssetBody {
  const key = item.key ?? '';
  return { ...body, filePath: key, thumbnailPath: body.type === 'image' ? key : item.poster || null };
}

/**
 * The asset create/edit modal (SPEC section 2): Platform, Asset Type, then Note Content for a note or a file upload
 * with preview for an image or a video. A chosen file uploads at once; Save stays disabled while it uploads.
 * Creating takes several files in one pick, each uploaded in turn with its own progress (a photo over the limit
 * shrunk first) and each saved as an asset of the chosen platform and type; that platform and type are offered
 * again by the next Add Asset in this browser.
 */
export function AssetForm({
  open,
  title,
  submitLabel,
  asset,
  entries,
  userId,
  defaultEntryId,
  tooLargeMessage,
  wrongTypeMessage,
  onUpload,
  resolveFileUrl,
  onSubmit,
  describeFailure,
  onClose,
  onAddPlatform,
}: AssetFormProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const typeOptions = ASSET_TYPES.map((type) => ({ value: type, label: assetTypeLabel(i18n, type) }));
  const loaded = asset ? assetToFormValues(asset, userId) : null;
  const creating = !loaded;
  const start = startingChoice(
    creating ? readLastChoice(browserStorage) : null,
    entries.map((entry) => entry.id),
    defaultEntryId,
  );
  const { form, canSubmit } = useModalForm({
    schema: assetFormSchema,
    open,
    emptyValues: emptyAssetValues(userId, start.entryId, start.type),
    editValues: loaded,
  });
  const { register, control, setValue, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  // Each opening of the modal is a session of its own: an upload that ends after the modal closed is ignored.
  const describeUploadFailure = (error: unknown) => failureMessage(error, UPLOAD_FAILED_MESSAGE);
  const upload = useUploadSession(String(open), describeUploadFailure);
  const [uploaderKey, setUploaderKey] = useState(0);

  const type = useWatch({ control, name: 'type' });
  const accept = acceptedTypesFor(type, ASSET_MIME_TYPES);
  const wrongType = wrongTypeMessage ?? t`Invalid file type.`;
  const queue = useUploadQueue({
    sessionKey: `${open}:${type}:${uploaderKey}`,
    onUpload,
    accept,
    maxBytes: MAX_UPLOAD_BYTES,
    messages: {
      tooLarge: tooLargeMessage,
      videoTooLarge: t`${tooLargeMessage}. Videos must be 5 MB or smaller: trim or compress the video, then choose it again.`,
      wrongType,
      failure: describeUploadFailure,
    },
  });
  const firstKey = queue.uploaded[0]?.key ?? '';
  useEffect(() => {
    if (creating)
      setValue('filePath', firstKey, { shouldDirty: true, shouldTouch: firstKey !== '', shouldValidate: true });
  }, [creating, firstKey, setValue]);
  const filePath = useWatch({ control, name: 'filePath' });
  const loadedFile = loaded && loaded.type !== 'note' && loaded.filePath !== '' ? loaded : null;
  const showsLoadedFile = loadedFile !== null && filePath === loadedFile.filePath && type === loadedFile.type;
  const loadedUrl = useFileUrl(showsLoadedFile ? loadedFile.filePath : null, resolveFileUrl);

  const entryOptions = entries.map((entry) => ({ value: entry.id, label: platformLabel(i18n, entry.type) }));
  const typeField = register('type', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const next = event.target.value as AssetType | '';
      setValue('filePath', filePathForType(next, loaded ?? { type: '', filePath: '' }), { shouldDirty: true });
      upload.clearError();
      setUploaderKey((key) => key + 1);
    },
  });

  const handleFileSelect = async (file: File) => {
    const outcome = await upload.run(async (onProgress) => {
      const key = await onUpload({ file, onProgress });
      // a video gets a poster captured here; without one (a browser that cannot decode it) it shows as a video
      const captured = file.type.startsWith('video/') ? await capturePoster(file) : null;
      const poster = captured
        ? await onUpload({ file: captured.poster, onProgress: () => undefined }).catch(() => '')
        : '';
      setValue('thumbnailPath', poster);
      return key;
    });
    if (outcome.status === 'uploaded') {
      setValue('filePath', outcome.key, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    } else if (outcome.status === 'failed') {
      setValue('filePath', filePathForType(type, loaded ?? { type: '', filePath: '' }), {
        shouldDirty: true,
        shouldValidate: true,
      });
      setUploaderKey((key) => key + 1);
    }
  };

  const handleFileReject = () => upload.clearError();

  const handleValid = async (body: AssetBody) => {
    if (!creating) {
      await submitWithFeedback(
        () => onSubmit(body),
        { success: successMessage('asset', 'updated'), failure: describeFailure },
        onClose,
      );
      return;
    }
    const files = body.type === 'note' ? [] : queue.uploaded;
    const count = Math.max(1, files.length);
    const counted: MessageDescriptor = { ...ASSETS_CREATED, values: { count } };
    const success = count === 1 ? successMessage('asset', 'created') : i18n._(counted);
    const save = async () => {
      if (files.length === 0) await onSubmit(body);
      // one after another: a failure keeps the files not yet saved in the form, to try again
      for (const item of files) {
        await onSubmit(bodyForFile(body, item));
        queue.remove([item.id]);
      }
      writeLastChoice(browserStorage, { entryId: body.entryId, type: body.type });
    };
    await submitWithFeedback(save, { success, failure: describeFailure }, onClose);
  };

  const handleClose = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <FormModal
      open={open}
      title={title}
      onClose={handleClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={submitLabel}
      canSubmit={canSubmit && !upload.uploading && !(creating && (queue.busy || queue.failed))}
      submitting={isSubmitting}
    >
      <Select
        label={t`Platform`}
        required
        placeholder={t`Select a platform`}
        options={entryOptions}
        error={errors.entryId?.message}
        {...register('entryId')}
      />
      {entries.length === 0 && onAddPlatform ? <AddPlatformHint onClick={onAddPlatform} /> : null}
      <Select
        label={t`Asset Type`}
        required
        placeholder={t`Select an asset type`}
        options={typeOptions}
        error={errors.type?.message}
        {...typeField}
      />
      {type === 'note' && (
        <TextArea
          label={t`Note Content`}
          required
          rows={5}
          error={errors.noteContent?.message}
          {...register('noteContent')}
        />
      )}
      {(type === 'image' || type === 'video') && creating && (
        <>
          <FileUploader
            key={type}
            label={t`File`}
            accept={accept}
            maxBytes={MAX_UPLOAD_BYTES}
            tooLargeMessage={tooLargeMessage}
            wrongTypeMessage={wrongType}
            onSelectFiles={queue.add}
            disabled={isSubmitting}
            hint={type === 'image' ? t`JPEG or PNG; larger photos are made smaller to fit 5 MB` : undefined}
          />
          <UploadQueue items={queue.items} onRetry={queue.retry} onRemove={(id) => queue.remove([id])} />
        </>
      )}
      {(type === 'image' || type === 'video') && !creating && (
        <Controller
          control={control}
          name="filePath"
          render={({ fieldState }) => (
            <FileUploader
              key={`${type}-${uploaderKey}`}
              label={t`File`}
              accept={accept}
              maxBytes={MAX_UPLOAD_BYTES}
              tooLargeMessage={tooLargeMessage}
              wrongTypeMessage={wrongType}
              onSelect={handleFileSelect}
              onReject={handleFileReject}
              previewUrl={showsLoadedFile ? loadedUrl.url : null}
              previewType={type}
              uploading={upload.uploading}
              progress={upload.progress}
              disabled={isSubmitting}
              error={upload.error ?? (fieldState.isTouched ? fieldState.error?.message : undefined)}
            />
          )}
        />
      )}
    </FormModal>
  );
}
