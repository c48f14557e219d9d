import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import type * as v from 'valibot';
import {
  adminCreateFormSchema,
  adminUpdateFormSchema,
  type Admin,
  type AdminCreateBody,
  type AdminFormValues,
  type AdminUpdateBody,
} from '@app/contract';
import { Checkbox, PasswordField, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';

export interface AdminUpdateRequest {
  id: string;
  body: AdminUpdateBody;
}

export interface AdminFormModalProps {
  open: boolean;
  /** The admin being edited; null in create mode. */
  admin: Admin | null;
  onClose: () => void;
  onCreate: (body: AdminCreateBody) => Promise<unknown>;
  onUpdate: (request: AdminUpdateRequest) => Promise<unknown>;
}

type AdminFormInput = v.InferInput<typeof adminUpdateFormSchema>;
type AdminFormSchema = v.GenericSchema<AdminFormInput, AdminCreateBody | AdminUpdateBody>;

const emptyValues: AdminFormValues = { name: '', username: '', email: '', phone: '', password: '', status: 'active' };

function valuesOf(admin: Admin): AdminFormValues {
  return {
    name: admin.name,
    username: admin.username,
    email: admin.email,
    phone: admin.phone,
    password: '',
    status: admin.status,
  };
}

/** Create and edit an administrator: name, username, email, phone, password and the Active toggle. */
export function AdminFormModal({ open, admin, onClose, onCreate, onUpdate }: AdminFormModalProps) {
  const { t } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  // One form for both modes: the create schema requires a password, the edit schema drops a blank one.
  const schema: AdminFormSchema = admin ? adminUpdateFormSchema : adminCreateFormSchema;
  const { form, isEdit, canSubmit } = useModalForm({
    schema,
    open,
    emptyValues,
    editValues: admin ? valuesOf(admin) : null,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const handleValid = async (body: AdminCreateBody | AdminUpdateBody) => {
    await submitWithFeedback(
      () => (admin ? onUpdate({ id: admin.id, body }) : onCreate(body as AdminCreateBody)),
      {
        success: successMessage('admin', admin ? 'updated' : 'created'),
        failure: (error) => failureMessage(error, admin ? msg`Update failed` : msg`Create failed`),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={isEdit ? t`Edit Admin` : t`Create Admin`}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? t`Save` : t`Create`}
      canSubmit={canSubmit}
      submitting={isSubmitting}
    >
      <TextField label={t`Name`} required autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t`Username`}
        required
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t`Email`}
        type="email"
        required
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        required
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        label={t`Password`}
        required={!isEdit}
        autoComplete="new-password"
        hint={isEdit ? t`Leave blank to keep the current password.` : undefined}
        error={errors.password?.message}
        {...register('password')}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <Checkbox
            label={t`Active`}
            name={field.name}
            ref={field.ref}
            checked={field.value === 'active'}
            onBlur={field.onBlur}
            onChange={(checked) => field.onChange(checked ? 'active' : 'inactive')}
          />
        )}
      />
    </FormModal>
  );
}
