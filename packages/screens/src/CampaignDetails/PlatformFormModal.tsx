import { useWatch } from 'react-hook-form';
import {
  CUSTOM_PLATFORM_CHOICE,
  PLATFORMS,
  platformFormSchema,
  successMessage,
  type PlatformFormOutput,
  type PlatformFormValues,
} from '@app/contract';
import { Select, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';

/** SPEC section 8's entry create failure, whatever the server said. */
export const PLATFORM_CREATE_FAILED = 'Failed to create entry. Please check your input.';

const emptyValues: PlatformFormValues = { platform: '', customName: '', accessValue: '' };

const platformOptions = [
  ...PLATFORMS.map((platform) => ({ value: platform, label: platform })),
  { value: CUSTOM_PLATFORM_CHOICE, label: 'Other…' },
];

export interface PlatformFormModalProps {
  open: boolean;
  onClose: () => void;
  /** Creates the entry of this campaign and tenant (POST /entry) from the platform and access value. */
  onCreate: (platform: PlatformFormOutput) => Promise<unknown>;
}

/** "Add Platform": one of the five platforms or a custom name, and the access value customers open. */
export function PlatformFormModal({ open, onClose, onCreate }: PlatformFormModalProps) {
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
      { success: successMessage('platform', 'added'), failure: () => PLATFORM_CREATE_FAILED },
      onClose,
    );
  };
  const handleClose = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <FormModal
      open={open}
      title="Add Platform"
      onClose={handleClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel="Add"
      canSubmit={canSubmit}
      submitting={isSubmitting}
      size="sm"
    >
      <Select
        label="Platform"
        required
        placeholder="Select a platform"
        options={platformOptions}
        error={errors.platform?.message}
        {...register('platform')}
      />
      {platform === CUSTOM_PLATFORM_CHOICE && (
        <TextField label="Platform Name" required error={errors.customName?.message} {...register('customName')} />
      )}
      <TextField
        label="Access Value"
        required
        placeholder="https://… or @your_shop"
        error={errors.accessValue?.message}
        {...register('accessValue')}
      />
    </FormModal>
  );
}
