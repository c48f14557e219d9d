import {
  failureMessage,
  successMessage,
  userBodySchema,
  type TenantRef,
  type User,
  type UserBody,
} from '@app/contract';
import { Select, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
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
        failure: (error) => failureMessage(error, user ? 'Update failed' : 'Create failed'),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={isEdit ? 'Edit User' : 'Create User'}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? 'Save' : 'Create'}
      canSubmit={canSubmit}
      submitting={isSubmitting}
    >
      <Select
        label="Tenant"
        required
        placeholder="Select a tenant"
        options={tenantOptions}
        error={errors.tenantId?.message}
        {...register('tenantId')}
      />
      <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Phone"
        type="tel"
        required
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
    </FormModal>
  );
}
