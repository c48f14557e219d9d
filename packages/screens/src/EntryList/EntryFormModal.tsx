import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { entryBodySchema, type Entry, type EntryBody } from '@app/contract';
import { Select, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';
import { ENTRY_FORM_DRAFT, entryFormValues, selectOptions, type EntryFormValues, type EntryOption } from './logic';

export const ENTRY_CREATE_FAILED = msg`Failed to create entry. Please check your input.`;
export const ENTRY_UPDATE_FAILED = msg`Update failed.`;

const emptyValues: EntryFormValues = { accessValue: '', type: '', tenantId: '', campaignId: '' };

export interface EntryFormModalProps {
  open: boolean;
  /** The entry being edited; null to create one. */
  entry: Entry | null;
  tenants: readonly EntryOption[];
  campaigns: readonly EntryOption[];
  onClose: () => void;
  onCreate: (body: EntryBody) => Promise<unknown>;
  onUpdate: (update: { id: string; body: EntryBody }) => Promise<unknown>;
}

/** "Create Entry" / "Edit Entry": Access Value, Platform (Custom), Tenant and Campaign, all required. */
export function EntryFormModal({ open, entry, tenants, campaigns, onClose, onCreate, onUpdate }: EntryFormModalProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const editValues = entry ? entryFormValues(entry) : null;
  const { form, isEdit, canSubmit } = useModalForm({
    schema: entryBodySchema,
    open,
    emptyValues,
    editValues,
    draftKey: ENTRY_FORM_DRAFT,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const handleValid = async (body: EntryBody) => {
    await submitWithFeedback(
      () => (entry ? onUpdate({ id: entry.id, body }) : onCreate(body)),
      {
        success: successMessage('entry', entry ? 'updated' : 'created'),
        // SPEC section 8: a failed create always reads the same; a failed update shows the server's reason.
        failure: (error) => (entry ? failureMessage(error, ENTRY_UPDATE_FAILED) : i18n._(ENTRY_CREATE_FAILED)),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={isEdit ? t`Edit Entry` : t`Create Entry`}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? t`Save` : t`Create`}
      canSubmit={canSubmit}
      submitting={isSubmitting}
    >
      <TextField label={t`Access Value`} required error={errors.accessValue?.message} {...register('accessValue')} />
      <TextField
        label={t`Platform (Custom)`}
        required
        placeholder={t`e.g. Redbook, Facebook, Tiktok`}
        error={errors.type?.message}
        {...register('type')}
      />
      <Select
        label={t`Tenant`}
        required
        placeholder={t`Select a tenant`}
        options={selectOptions(tenants, editValues?.tenantId)}
        error={errors.tenantId?.message}
        {...register('tenantId')}
      />
      <Select
        label={t`Campaign`}
        required
        placeholder={t`Select a campaign`}
        options={selectOptions(campaigns, editValues?.campaignId)}
        error={errors.campaignId?.message}
        {...register('campaignId')}
      />
    </FormModal>
  );
}
