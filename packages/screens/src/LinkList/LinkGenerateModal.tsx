import { LINK_COUNT_MAX, LINK_COUNT_MIN, linkGenerateBodySchema, type LinkGenerateBody } from '@app/contract';
import { NumberField, notify } from '@app/ui';
import { FormModal } from '../shared/FormModal';
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
    try {
      await onGenerate(body);
      onClose();
    } catch {
      notify.error(GENERATE_FAILED_MESSAGE);
    }
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
