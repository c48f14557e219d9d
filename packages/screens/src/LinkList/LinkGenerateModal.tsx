import {
  LINK_COUNT_MAX,
  LINK_COUNT_MIN,
  linkGenerateBodySchema,
  successMessage,
  type LinkGenerateBody,
} from '@app/contract';
import { NumberField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';

export interface LinkGenerateModalProps {
  open: boolean;
  onClose: () => void;
  onGenerate: (body: LinkGenerateBody) => Promise<unknown>;
}

export const GENERATE_FAILED_MESSAGE = 'Error generating links';

const emptyValues = { count: '' };

/** Asks how many QR links to generate: a required whole number from 1 to 100. */
export function LinkGenerateModal({ open, onClose, onGenerate }: LinkGenerateModalProps) {
  const { form, canSubmit } = useModalForm({ schema: linkGenerateBodySchema, open, emptyValues });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const handleValid = async (body: LinkGenerateBody) => {
    await submitWithFeedback(
      () => onGenerate(body),
      {
        success: successMessage('link', 'generated', body.count),
        failure: () => GENERATE_FAILED_MESSAGE,
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title="Generate QR Code Links"
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel="Generate"
      canSubmit={canSubmit}
      submitting={isSubmitting}
      size="sm"
    >
      <NumberField
        {...register('count')}
        label="Count"
        required
        min={LINK_COUNT_MIN}
        max={LINK_COUNT_MAX}
        hint={`How many new links to create, from ${LINK_COUNT_MIN} to ${LINK_COUNT_MAX}.`}
        error={errors.count?.message}
      />
    </FormModal>
  );
}
