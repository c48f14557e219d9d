import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LINK_LABEL_MAX, linkLabelBodySchema, type LinkLabelBody } from '@app/contract';
import { TextField } from '@app/ui';
import { FormModal } from './FormModal';
import { useModalForm } from './useModalForm';
import { submitWithFeedback, type SubmitFeedback } from './submitFeedback';

export interface LinkLabelModalProps {
  open: boolean;
  title: string;
  /** What the label is for (the link, the business), above the field. */
  summary?: ReactNode;
  /** The label it has now ('' for none, or a new link). */
  label: string;
  submitLabel: string;
  /** Saves the label (trimmed; '' for none). */
  onSave: (label: string) => Promise<unknown>;
  feedback: SubmitFeedback;
  onClose: () => void;
}

/**
 * A QR link's label ("Table 5", "Counter"): where its card stands, at most LINK_LABEL_MAX characters, checked as
 * it is typed with the server's own message in the user's language.
 */
export function LinkLabelModal({
  open,
  title,
  summary,
  label,
  submitLabel,
  onSave,
  feedback,
  onClose,
}: LinkLabelModalProps) {
  const { t } = useLingui();
  const { form } = useModalForm({ schema: linkLabelBodySchema, open, emptyValues: { label } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isValid },
  } = form;
  const handleValid = async (body: LinkLabelBody) => {
    await submitWithFeedback(() => onSave(body.label), feedback, onClose);
  };
  return (
    <FormModal
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={submitLabel}
      canSubmit={isValid && !isSubmitting}
      submitting={isSubmitting}
      size="sm"
    >
      {summary}
      <TextField
        label={t`Label`}
        placeholder={t`Table 5, Counter…`}
        hint={t`Where the card stands, so you can tell your codes apart (at most ${LINK_LABEL_MAX} characters).`}
        autoComplete="off"
        error={errors.label?.message}
        {...register('label')}
      />
    </FormModal>
  );
}
