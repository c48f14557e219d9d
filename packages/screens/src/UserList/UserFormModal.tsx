import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { userBodySchema, type TenantRef, type User, type UserBody } from '@app/contract';
import { Select, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';

export interface UserUpdateRequest {
  id: string;
  body: UserBody;
}

export interface UserFormModalProps {
  open: boolean;
  /** The user being edited; null in create mode. */
  user: User | null;
  /** The tenants a user may belong to. */
  tenants: readonly TenantRef[];
  onClose: () => void;
  onCreate: (body: UserBody) => Promise<unknown>;
  onUpdate: (request: UserUpdateRequest) => Promise<unknown>;
}

interface UserFormValues {
  tenantId: string;
  name: string;
  phone: string;
  email: string;
}

const emptyValues: UserFormValues = { tenantId: '', name: '', phone: '', email: '' };

function valuesOf(user: User): UserFormValues {
  return { tenantId: user.tenantId, name: user.name, phone: user.phone, email: user.email };
}

/** Create and edit a tenant's user: tenant, name, phone and email, all required. */
export function UserFormModal({ open, user, tenants, onClose, onCreate, onUpdate }: UserFormModalProps) {
  const { t } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const { form, isEdit, canSubmit } = useModalForm({
    schema: userBodySchema,
    open,
    emptyValues,
    editValues: user ? valuesOf(user) : null,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const tenantOptions = tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }));

  const handleValid = async (body: UserBody) => {
    await submitWithFeedback(
      () => (user ? onUpdate({ id: user.id, body }) : onCreate(body)),
      {
        success: successMessage('user', user ? 'updated' : 'created'),
        failure: (error) => failureMessage(error, user ? msg`Update failed` : msg`Create failed`),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={isEdit ? t`Edit User` : t`Create User`}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? t`Save` : t`Create`}
      canSubmit={canSubmit}
      submitting={isSubmitting}
    >
      <Select
        label={t`Tenant`}
        required
        placeholder={t`Select a tenant`}
        options={tenantOptions}
        error={errors.tenantId?.message}
        {...register('tenantId')}
      />
      <TextField label={t`Name`} required autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t`Phone`}
        type="tel"
        required
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t`Email`}
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
    </FormModal>
  );
}
