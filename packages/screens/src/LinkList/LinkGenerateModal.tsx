import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LINK_COUNT_MAX, LINK_COUNT_MIN, linkGenerateBodySchema, type LinkGenerateBody } from '@app/contract';
import { NumberField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { useSuccessMessage } from '../i18n';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';

export interface LinkGenerateModalProps {
  open: boolean;
  onClose: () => void;
  onGenerate: (body: LinkGenerateBody) => Promise<unknown>;
}

export const GENERATE_FAILED_MESSAGE = msg`Error generating links`;

const emptyValues = { count: '' };

/** Asks how many QR links to generate: a required whole number from 1 to 100. */
export function LinkGenerateModal({ open, onClose, onGenerate }: LinkGenerateModalProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const [min, max] = [LINK_COUNT_MIN, LINK_COUNT_MAX];
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
        failure: () => i18n._(GENERATE_FAILED_MESSAGE),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={t`Generate QR Code Links`}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={t`Generate`}
      canSubmit={canSubmit}
      submitting={isSubmitting}
      size="sm"
    >
      <NumberField
        {...register('count')}
        label={t`Count`}
        required
        min={LINK_COUNT_MIN}
        max={LINK_COUNT_MAX}
        hint={t`How many new links to create, from ${min} to ${max}.`}
        error={errors.count?.message}
      />
    </FormModal>
  );
}
