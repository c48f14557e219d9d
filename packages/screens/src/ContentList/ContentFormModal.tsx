import { Controller } from 'react-hook-form';
import {
  CONTENT_STATUSES,
  contentFormSchema,
  failureMessage,
  successMessage,
  type Content,
  type ContentFormOutput,
  type ContentFormValues,
  type ContentStatus,
} from '@app/contract';
import { Checkbox, KeywordsField, Select, TextArea, TextField, type SelectOption } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';
import { CONTENT_STATUS_LABELS, contentFormValues, contentRequestBody, type ContentRequestBody } from './logic';

/** The Create Content form's draft, kept through an expired session. */
export const CONTENT_FORM_DRAFT = 'content';

export const CONTENT_KEYWORDS_TOOLTIP = 'Separate keywords with commas.';
export const CREATE_FAILED = 'Create failed.';
export const UPDATE_FAILED = 'Update failed.';

const statusOptions: SelectOption[] = CONTENT_STATUSES.map((status: ContentStatus) => ({
  value: status,
  label: CONTENT_STATUS_LABELS[status],
}));

const emptyValues: ContentFormValues = { title: '', text: '', status: 'active', isRedirected: false, keyword: '' };

export interface ContentFormModalProps {
  open: boolean;
  /** The content being edited; null to create one. */
  content: Content | null;
  onClose: () => void;
  onCreate: (body: ContentRequestBody) => Promise<unknown>;
  onUpdate: (update: { id: string; body: ContentRequestBody }) => Promise<unknown>;
}

/** "Create Content" / "Edit Content": Title, Content Text, Status, Is Redirected and Keywords. */
export function ContentFormModal({ open, content, onClose, onCreate, onUpdate }: ContentFormModalProps) {
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
      title={isEdit ? 'Edit Content' : 'Create Content'}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? 'Save' : 'Create'}
      canSubmit={canSubmit}
      submitting={isSubmitting}
    >
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextArea label="Content Text" required rows={5} error={errors.text?.message} {...register('text')} />
      <Select label="Status" options={statusOptions} error={errors.status?.message} {...register('status')} />
      <Controller
        control={control}
        name="isRedirected"
        render={({ field }) => (
          <Checkbox
            label="Is Redirected"
            name={field.name}
            checked={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <KeywordsField
        label="Keywords"
        required
        tooltip={CONTENT_KEYWORDS_TOOLTIP}
        placeholder="coffee, summer, promotion"
        error={errors.keyword?.message}
        {...register('keyword')}
      />
    </FormModal>
  );
}
