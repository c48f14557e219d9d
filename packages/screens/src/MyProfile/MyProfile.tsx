import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoadError, NotLoaded } from '../shared/PageStates';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslatedResolver } from '../shared/useModalForm';
import { Button, Card, Icons, Spinner, TextField, notify } from '@app/ui';
import {
  LOGO_MIME_TYPES,
  tenantProfileBodySchema,
  type Tenant,
  type TenantProfileBody,
  type TenantProfileStats,
} from '@app/contract';
import type { UploadFile } from '../AssetForm';
import { useFileUrl, type ResolveFileUrl } from '../shared/useFileUrl';
import { useResetOnChange } from '../shared/useResetOnChange';
import { useFailureMessage } from '../i18n';
import { QrCodeCard } from './QrCodeCard';
import {
  LOGO_UPLOAD_FAILED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  logoFileProblem,
  profileFormValues,
} from './logic';
import {
  StyledActions,
  StyledColumns,
  StyledFields,
  StyledForm,
  StyledHeading,
  StyledHiddenInput,
  StyledLogoBusy,
  StyledLogoButton,
  StyledLogoError,
  StyledLogoImage,
  StyledLogoRow,
  StyledLogoText,
  StyledLogoTitle,
  StyledPage,
  StyledWide,
} from './MyProfile.styles';

export interface MyProfileProps {
  /** The signed-in tenant's profile (GET /tenant/profile); null while loading or when it failed to load. */
  tenant: Tenant | null;
  isLoading?: boolean;
  /** A load error to show instead of the form. */
  error?: string | null;
  /** Uploads the chosen logo and answers its object key. */
  onUpload: UploadFile;
  /** Resolves the stored logo's object key to a URL. */
  resolveFileUrl?: ResolveFileUrl;
  /** Saves the profile (PATCH /tenant/one/{id}): name, industry_type, address, email, phone, logo or null. */
  onSave: (body: TenantProfileBody) => Promise<unknown>;
  /** The QR code's counts for the QR Code card (GET /api/stats/mine); null while loading or when it failed. */
  stats?: TenantProfileStats | null;
  statsError?: string | null;
}

/**
 * The tenant's My Profile (SPEC section 2): the logo, uploaded by clicking its circle; the five required fields;
 * Save, enabled only after a change and not during an upload ("Saving…" then); and the QR Code card.
 */
export function MyProfile({
  tenant,
  isLoading = false,
  error,
  onUpload,
  resolveFileUrl,
  onSave,
  stats,
  statsError,
}: MyProfileProps) {
  const { t } = useLingui();
  if (!tenant) {
    return (
      <StyledPage>
        <StyledHeading>{t`My Profile`}</StyledHeading>
        <NotLoaded error={error} isLoading={isLoading} cardTitle={t`Profile`} />
      </StyledPage>
    );
  }
  return (
    <ProfileForm
      key={tenant.id}
      tenant={tenant}
      error={error}
      onUpload={onUpload}
      resolveFileUrl={resolveFileUrl}
      onSave={onSave}
      stats={stats}
      statsError={statsError}
    />
  );
}

/** What the schema accepts (its fields optional); the form always holds all six, `profileFormValues`. */
type ProfileFormInput = v.InferInput<typeof tenantProfileBodySchema>;

const profileResolver = valibotResolver(tenantProfileBodySchema);

interface ProfileFormProps extends Omit<MyProfileProps, 'tenant' | 'isLoading'> {
  tenant: Tenant;
}

function ProfileForm({ tenant, error, onUpload, resolveFileUrl, onSave, stats, statsError }: ProfileFormProps) {
  const { t, i18n } = useLingui();
  const failureMessage = useFailureMessage();
  const loaded = profileFormValues(tenant);
  const loadedKey = JSON.stringify(loaded);
  const form = useForm<ProfileFormInput, unknown, TenantProfileBody>({
    resolver: useTranslatedResolver(profileResolver),
    mode: 'onChange',
    defaultValues: loaded,
  });
  const { register, handleSubmit, setValue, reset, control, formState } = form;
  const { errors, isDirty, isValid, isSubmitting } = formState;

  // A refreshed profile (after a save, or from elsewhere) becomes the new loaded state.
  useResetOnChange(reset, loaded, loadedKey);

  const fileInputRef = useRef<HTMLInputElement>(null);
  const logoHintId = useId();
  const logoErrorId = useId();
  const [uploading, setUploading] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!localPreview) return undefined;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const logo = useWatch({ control, name: 'logo' });
  const storedLogo = useFileUrl(logo || null, resolveFileUrl);
  const logoUrl = localPreview ?? storedLogo.url;

  const handleLogoClick = () => {
    if (!uploading) fileInputRef.current?.click();
  };

  const handleLogoChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a refusal or a failure.
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setLogoError(i18n._(problem));
      notify.error(i18n._(problem));
      return;
    }
    setLogoError(null);
    setLocalPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const key = await onUpload({ file, onProgress: () => undefined });
      if (!key) throw new Error('Upload failed: no object key');
      setValue('logo', key, { shouldDirty: true, shouldValidate: true });
    } catch {
      setLocalPreview(null);
      setLogoError(i18n._(LOGO_UPLOAD_FAILED_MESSAGE));
      notify.error(i18n._(LOGO_UPLOAD_FAILED_MESSAGE));
    } finally {
      setUploading(false);
    }
  };

  const handleValid = async (body: TenantProfileBody) => {
    try {
      await onSave(body);
      notify.success(i18n._(PROFILE_UPDATED_MESSAGE));
      // What was saved is the new baseline: Save waits for the next change.
      reset(form.getValues());
    } catch (saveError) {
      notify.error(failureMessage(saveError, PROFILE_UPDATE_FAILED_MESSAGE));
    }
  };

  const canSave = isDirty && isValid && !uploading && !isSubmitting;
  const busy = uploading || isSubmitting;

  return (
    <StyledPage>
      <StyledHeading>{t`My Profile`}</StyledHeading>
      {error && <LoadError error={error} />}
      <StyledColumns>
        <Card title={t`Profile`}>
          <StyledForm onSubmit={handleSubmit(handleValid)} noValidate>
            <StyledLogoRow>
              <StyledLogoButton
                type="button"
                aria-label={t`Upload logo`}
                aria-describedby={[logoHintId, logoError ? logoErrorId : null].filter(Boolean).join(' ')}
                aria-busy={uploading || undefined}
                disabled={uploading}
                $busy={uploading}
                onClick={handleLogoClick}
              >
                {logoUrl ? <StyledLogoImage src={logoUrl} alt="" /> : <Icons.Upload size={28} aria-hidden="true" />}
                {uploading && (
                  <StyledLogoBusy>
                    <Spinner size={24} />
                  </StyledLogoBusy>
                )}
              </StyledLogoButton>
              <StyledHiddenInput
                ref={fileInputRef}
                type="file"
                tabIndex={-1}
                aria-label={t`Logo file`}
                accept={LOGO_MIME_TYPES.join(',')}
                onChange={handleLogoChange}
              />
              <StyledLogoText>
                <StyledLogoTitle>{t`Logo`}</StyledLogoTitle>
                <span id={logoHintId}>
                  {uploading ? t`Uploading…` : t`Click the circle to upload a JPG or PNG, up to 5 MB.`}
                </span>
                {logoError && (
                  <StyledLogoError id={logoErrorId} role="alert">
                    <Icons.CircleAlert size={14} aria-hidden="true" />
                    {logoError}
                  </StyledLogoError>
                )}
              </StyledLogoText>
            </StyledLogoRow>
            <StyledFields>
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
                error={errors.industry_type?.message}
                {...register('industry_type')}
              />
              <StyledWide>
                <TextField
                  label={t`Address`}
                  required
                  autoComplete="street-address"
                  error={errors.address?.message}
                  {...register('address')}
                />
              </StyledWide>
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
            </StyledFields>
            <StyledActions>
              <Button type="submit" disabled={!canSave} loading={isSubmitting}>
                {busy ? t`Saving…` : t`Save`}
              </Button>
            </StyledActions>
          </StyledForm>
        </Card>
        <QrCodeCard tenant={tenant} stats={stats} statsError={statsError} />
      </StyledColumns>
    </StyledPage>
  );
}
