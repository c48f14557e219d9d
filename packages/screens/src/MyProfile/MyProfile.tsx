import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoadError, NotLoaded } from '../shared/PageStates';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslatedResolver } from '../shared/useModalForm';
import { Button, Card, TextField, notify, type RenderLink } from '@app/ui';
import {
  tenantProfileBodySchema,
  type RunningLow,
  type Tenant,
  type TenantProfileBody,
  type TenantProfileStats,
} from '@app/contract';
import type { UploadFile } from '../AssetForm';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { useResetOnChange } from '../shared/useResetOnChange';
import { useFailureMessage } from '../i18n';
import { QrCodeCard } from './QrCodeCard';
import { RunningLowAlert } from './RunningLowAlert';
import { PendingApprovals } from './PendingApprovals';
import { SupplyCard } from './SupplyCard';
import { LogoField } from './LogoField';
import { PROFILE_UPDATE_FAILED_MESSAGE, PROFILE_UPDATED_MESSAGE, profileFormValues } from './logic';
import {
  StyledActions,
  StyledColumns,
  StyledFields,
  StyledForm,
  StyledHeading,
  StyledMainColumn,
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
  /** The address of a campaign's generator for a platform running low ("Generate more"); absent: no link. */
  generateMoreHref?: (low: RunningLow) => string;
  /** Renders the in-app links (the app's router link); a plain `<a href>` when absent. */
  renderLink?: RenderLink;
  /** Downloads the print kit of the tenant's links (PDF), offered beside the QR code's actions. */
  onPrintKit?: () => Promise<unknown>;
  /** The funnel of its QR codes (the app's FunnelPanel), under the profile. */
  funnel?: ReactNode;
  /** Posts of the agency waiting for the owner's approval, and where to review them ("N posts waiting for you"). */
  pendingApprovals?: { waiting: number; reviewHref: string };
}

/**
 * The tenant's My Profile (SPEC section 2): the logo, uploaded by clicking its circle; the five required fields;
 * Save, enabled only after a change and not during an upload ("Saving…" then); and the QR Code card. Beside them
 * the posts per platform (available, held, used) and, above, the platforms running low, each with "Generate more".
 */
export function MyProfile(props: MyProfileProps) {
  const { tenant, isLoading = false, error } = props;
  const { t } = useLingui();
  if (!tenant) {
    return (
      <StyledPage>
        <StyledHeading>{t`My Profile`}</StyledHeading>
        <NotLoaded error={error} isLoading={isLoading} cardTitle={t`Profile`} />
      </StyledPage>
    );
  }
  return <ProfileForm key={tenant.id} {...props} tenant={tenant} />;
}

/** What the schema accepts (its fields optional); the form always holds all six, `profileFormValues`. */
type ProfileFormInput = v.InferInput<typeof tenantProfileBodySchema>;

const profileResolver = valibotResolver(tenantProfileBodySchema);

interface ProfileFormProps extends Omit<MyProfileProps, 'tenant'> {
  tenant: Tenant;
}

function ProfileForm(props: ProfileFormProps) {
  const { tenant, error, onUpload, resolveFileUrl, onSave, stats = null, statsError = null } = props;
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

  const [uploading, setUploading] = useState(false);
  const logo = useWatch({ control, name: 'logo' });
  // what became of the saved logo, while it is the form's (another chosen logo replaces it)
  const logoStatus = logo === (tenant.logo ?? '') ? (tenant.logoStatus ?? null) : null;

  const handleLogoChange = (key: string) => setValue('logo', key, { shouldDirty: true, shouldValidate: true });

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
      {props.pendingApprovals && <PendingApprovals {...props.pendingApprovals} renderLink={props.renderLink} />}
      <RunningLowAlert
        runningLow={stats?.runningLow ?? []}
        generateMoreHref={props.generateMoreHref}
        renderLink={props.renderLink}
      />
      <StyledColumns>
        <QrCodeCard tenant={tenant} stats={stats} statsError={statsError} onPrintKit={props.onPrintKit} />
        <StyledMainColumn>
          <Card title={t`Profile`}>
            <StyledForm onSubmit={handleSubmit(handleValid)} noValidate>
              <LogoField
                value={logo ?? ''}
                status={logoStatus}
                onUpload={onUpload}
                resolveFileUrl={resolveFileUrl}
                onChange={handleLogoChange}
                onUploadingChange={setUploading}
              />
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
          <SupplyCard stats={stats} error={statsError} />
        </StyledMainColumn>
      </StyledColumns>
      {props.funnel}
    </StyledPage>
  );
}
