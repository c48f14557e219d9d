import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import {
  LOGO_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  tenantCreateFormSchema,
  tenantUpdateFormSchema,
  type Link,
  type Tenant,
  type TenantCreateBody,
  type TenantFormOutput,
  type TenantFormValues,
  type TenantUpdateBody,
} from '@app/contract';
import { FileUploader, PasswordField, Select, TextArea, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useFileUrl, type ResolveFileUrl } from '../shared/useFileUrl';
import { useModalForm } from '../shared/useModalForm';
import { useUploadSession } from '../shared/useUploadSession';
import { linkChoices, linkToAssign } from './logic';
import { StyledFormGrid, StyledFullRow, StyledLogoStatus } from './TenantList.styles';

/** One file to store: the app uploads it, reports progress in percent and answers the stored object key. */
export interface TenantLogoUpload {
  file: File;
  onProgress: (percent: number) => void;
}

export interface TenantCreateRequest {
  body: TenantCreateBody;
  /** The QR link to assign to the new tenant afterwards (POST /link/assign), or null. */
  linkUuid: string | null;
}

export interface TenantUpdateRequest {
  id: string;
  body: TenantUpdateBody;
  /** A newly chosen QR link to assign afterwards, or null when the link is kept or none is chosen. */
  linkUuid: string | null;
}

export interface TenantFormModalProps {
  open: boolean;
  /** The tenant being edited; null in create mode. */
  tenant: Tenant | null;
  /** Every QR link: the Vacant ones (and the tenant's own) are offered. */
  links: readonly Link[];
  onClose: () => void;
  onCreate: (request: TenantCreateRequest) => Promise<unknown>;
  onUpdate: (request: TenantUpdateRequest) => Promise<unknown>;
  onUpload: (request: TenantLogoUpload) => Promise<string>;
  resolveFileUrl?: ResolveFileUrl;
}

export const LOGO_TOO_LARGE_MESSAGE = msg`Max file size is 5MB`;
export const LOGO_WRONG_TYPE_MESSAGE = msg`Invalid file type. Only JPEG and PNG allowed.`;
export const LOGO_UPLOAD_FAILED_MESSAGE = msg`Logo upload failed`;

type TenantFormInput = v.InferInput<typeof tenantUpdateFormSchema>;
type TenantFormSchema = v.GenericSchema<
  TenantFormInput,
  TenantFormOutput<TenantCreateBody> | TenantFormOutput<TenantUpdateBody>
>;

const emptyValues: TenantFormValues = {
  name: '',
  industry_type: '',
  email: '',
  phone: '',
  address: '',
  password: '',
  logo: null,
  linkUuid: '',
};

function valuesOf(tenant: Tenant): TenantFormValues {
  return {
    name: tenant.name,
    industry_type: tenant.industry_type,
    email: tenant.email,
    phone: tenant.phone,
    address: tenant.address,
    password: '',
    logo: tenant.logo,
    linkUuid: tenant.links[0]?.uuid ?? '',
  };
}

/** Create and edit a tenant: its details, a password, a logo upload and the QR link to assign. */
export function TenantFormModal({
  open,
  tenant,
  links,
  onClose,
  onCreate,
  onUpdate,
  onUpload,
  resolveFileUrl,
}: TenantFormModalProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const schema: TenantFormSchema = tenant ? tenantUpdateFormSchema : tenantCreateFormSchema;
  const { form, isEdit, canSubmit } = useModalForm({
    schema,
    open,
    emptyValues,
    editValues: tenant ? valuesOf(tenant) : null,
  });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  // Each opening is a session: an upload that finishes after the modal closed must not touch the next form.
  const upload = useUploadSession(`${open}:${tenant?.id ?? ''}`, i18n._(LOGO_UPLOAD_FAILED_MESSAGE));

  const logo = useWatch({ control, name: 'logo' });
  const logoUrl = useFileUrl(logo, resolveFileUrl);
  const choices = linkChoices(links, tenant);

  const handleLogoSelect = async (file: File) => {
    const outcome = await upload.run((onProgress) => onUpload({ file, onProgress }));
    if (outcome.status === 'uploaded') setValue('logo', outcome.key, { shouldDirty: true, shouldValidate: true });
  };

  const handleValid = async (output: TenantFormOutput<TenantCreateBody> | TenantFormOutput<TenantUpdateBody>) => {
    const linkUuid = linkToAssign(output.linkUuid, tenant);
    const save = () =>
      tenant
        ? onUpdate({ id: tenant.id, body: output.body, linkUuid })
        : onCreate({ body: output.body as TenantCreateBody, linkUuid });
    await submitWithFeedback(
      save,
      {
        success: successMessage('tenant', tenant ? 'updated' : 'created'),
        failure: (error) => failureMessage(error, tenant ? msg`Update failed` : msg`Create failed`),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={isEdit ? t`Edit Tenant` : t`Create Tenant`}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? t`Save` : t`Create`}
      canSubmit={canSubmit && !upload.uploading}
      submitting={isSubmitting}
      busyLabel={upload.uploading ? t`Uploading…` : undefined}
      size="lg"
    >
      <StyledFormGrid>
        <TextField
          label={t`Name`}
          required
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t`Industry Type`}
          required
          autoComplete="off"
          error={errors.industry_type?.message}
          {...register('industry_type')}
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
        <StyledFullRow>
          <TextArea
            label={t`Address`}
            required
            rows={2}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
        </StyledFullRow>
        <PasswordField
          label={t`Password`}
          required={!isEdit}
          autoComplete="new-password"
          hint={isEdit ? t`Leave blank to keep the current password.` : undefined}
          error={errors.password?.message}
          {...register('password')}
        />
        <Select
          label={t`QR Link`}
          placeholder={t`No link`}
          options={choices}
          error={errors.linkUuid?.message}
          {...register('linkUuid')}
        />
        <div>
          <FileUploader
            label={t`Logo`}
            accept={LOGO_MIME_TYPES}
            maxBytes={MAX_UPLOAD_BYTES}
            tooLargeMessage={i18n._(LOGO_TOO_LARGE_MESSAGE)}
            wrongTypeMessage={i18n._(LOGO_WRONG_TYPE_MESSAGE)}
            onSelect={handleLogoSelect}
            previewUrl={logoUrl.url}
            previewType="image"
            uploading={upload.uploading}
            progress={upload.progress}
            error={upload.error}
          />
          {logoUrl.loading && !upload.uploading ? <StyledLogoStatus>{t`Loading...`}</StyledLogoStatus> : null}
        </div>
      </StyledFormGrid>
    </FormModal>
  );
}
