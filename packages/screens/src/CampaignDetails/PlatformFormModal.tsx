import { useWatch } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CUSTOM_PLATFORM_CHOICE,
  PLATFORMS,
  platformFormSchema,
  type PlatformFormOutput,
  type PlatformFormValues,
} from '@app/contract';
import { Select, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';
import { useSuccessMessage } from '../i18n';
import { platformLabel } from '../shared/platformLabels';

/** SPEC section 8's entry create failure, whatever the server said. */
export const PLATFORM_CREATE_FAILED = msg`Failed to create entry. Please check your input.`;

const emptyValues: PlatformFormValues = { platform: '', customName: '', accessValue: '' };

export interface PlatformFormModalProps {
  open: boolean;
  onClose: () => void;
  /** Creates the entry of this campaign and tenant (POST /entry) from the platform and access value. */
  onCreate: (platform: PlatformFormOutput) => Promise<unknown>;
}

/** "Add Platform": one of the five platforms or a custom name, and the access value customers open. */
export function PlatformFormModal({ open, onClose, onCreate }: PlatformFormModalProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const platformOptions = [
    ...PLATFORMS.map((platform) => ({ value: platform, label: platformLabel(i18n, platform) })),
    { value: CUSTOM_PLATFORM_CHOICE, label: t`Other…` },
  ];
  const { form, canSubmit } = useModalForm({ schema: platformFormSchema, open, emptyValues });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const platform = useWatch({ control, name: 'platform' });

  const handleValid = async (output: PlatformFormOutput) => {
    await submitWithFeedback(
      () => onCreate(output),
      { success: successMessage('platform', 'added'), failure: () => t(PLATFORM_CREATE_FAILED) },
      onClose,
    );
  };
  const handleClose = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <FormModal
      open={open}
      title={t`Add Platform`}
      onClose={handleClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={t`Add`}
      canSubmit={canSubmit}
      submitting={isSubmitting}
      size="sm"
    >
      <Select
        label={t`Platform`}
        required
        placeholder={t`Select a platform`}
        options={platformOptions}
        error={errors.platform?.message}
        {...register('platform')}
      />
      {platform === CUSTOM_PLATFORM_CHOICE && (
        <TextField label={t`Platform Name`} required error={errors.customName?.message} {...register('customName')} />
      )}
      <TextField
        label={t`Access Value`}
        required
        placeholder={t`https://… or @your_shop`}
        error={errors.accessValue?.message}
        {...register('accessValue')}
      />
    </FormModal>
  );
}
