import { Controller } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CONTENT_BODY_STATUSES,
  contentFormSchema,
  type ContentEvent,
  type Content,
  type ContentFormOutput,
  type ContentFormValues,
  type ContentStatus,
} from '@app/contract';
import { Checkbox, KeywordsField, Select, TextArea, TextField, type SelectOption } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { ContentHistory } from './ContentHistory';
import {
  CONTENT_FORM_DRAFT,
  CONTENT_STATUS_LABELS,
  contentFormValues,
  contentRequestBody,
  type ContentRequestBody,
} from './logic';

export const CONTENT_KEYWORDS_TOOLTIP = msg`Separate keywords with commas.`;
export const CREATE_FAILED = msg`Create failed.`;
export const UPDATE_FAILED = msg`Update failed.`;

const emptyValues: ContentFormValues = { title: '', text: '', status: 'active', isRedirected: false, keyword: '' };

export interface ContentFormModalProps {
  open: boolean;
  /** The content being edited; null to create one. */
  content: Content | null;
  onClose: () => void;
  onCreate: (body: ContentRequestBody) => Promise<unknown>;
  onUpdate: (update: { id: string; body: ContentRequestBody }) => Promise<unknown>;
  /** The post's history, shown when editing. */
  loadHistory?: (id: string) => Promise<ContentEvent[]>;
}

/** "Create Content" / "Edit Content": Title, Content Text, Status, Is Redirected and Keywords. */
export function ContentFormModal({ open, content, onClose, onCreate, onUpdate, loadHistory }: ContentFormModalProps) {
  const { t } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const statusOptions: SelectOption[] = CONTENT_BODY_STATUSES.map((status: ContentStatus) => ({
    value: status,
    label: t(CONTENT_STATUS_LABELS[status]),
  }));
  const { form, isEdit, canSubmit } = useModalForm({
    schema: contentFormSchema,
    open,
    emptyValues,
    editValues: content ? contentFormValues(content) : null,
    draftKey: CONTENT_FORM_DRAFT,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const handleValid = async (values: ContentFormOutput) => {
    const body = contentRequestBody(values, content);
    await submitWithFeedback(
      () => (content ? onUpdate({ id: content.id, body }) : onCreate(body)),
      {
        success: successMessage('content', content ? 'updated' : 'created'),
        failure: (error) => failureMessage(error, content ? UPDATE_FAILED : CREATE_FAILED),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={isEdit ? t`Edit Content` : t`Create Content`}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? t`Save` : t`Create`}
      canSubmit={canSubmit}
      submitting={isSubmitting}
    >
      <TextField label={t`Title`} required error={errors.title?.message} {...register('title')} />
      <TextArea label={t`Content Text`} required rows={5} error={errors.text?.message} {...register('text')} />
      {content?.status === 'pending' ? (
        <p role="status">{t`Waiting for the owner's approval: the owner approves or rejects it.`}</p>
      ) : (
        <Select label={t`Status`} options={statusOptions} error={errors.status?.message} {...register('status')} />
      )}
      <Controller
        control={control}
        name="isRedirected"
        render={({ field }) => (
          <Checkbox
            label={t`Is Redirected`}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <KeywordsField
        label={t`Keywords`}
        required
        tooltip={t(CONTENT_KEYWORDS_TOOLTIP)}
        placeholder={t`coffee, summer, promotion`}
        error={errors.keyword?.message}
        {...register('keyword')}
      />
      {content && loadHistory && <ContentHistory contentId={content.id} loadHistory={loadHistory} />}
    </FormModal>
  );
}
