import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  campaignFormSchema,
  type Campaign,
  type CampaignBody,
  type CampaignCreateBody,
  type TenantRef,
  type CampaignFormValues,
} from '@app/contract';
import { useState } from 'react';
import { KeywordsField, Select, TextArea, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { CAMPAIGN_FORM_DRAFT, campaignFormValues } from './logic';

export const CAMPAIGN_KEYWORDS_TOOLTIP = msg`Separate keywords using commas. e.g., food, travel, nature`;
export const CREATE_FAILED = msg`Create failed.`;
export const UPDATE_FAILED = msg`Update failed.`;

const emptyValues: CampaignFormValues = { name: '', description: '', keyword: '' };

export interface CampaignFormModalProps {
  open: boolean;
  /** The campaign being edited; null to create one. */
  campaign: Campaign | null;
  onClose: () => void;
  onCreate: (body: CampaignBody & Partial<Pick<CampaignCreateBody, 'tenantId'>>) => Promise<unknown>;
  onUpdate: (update: { id: string; body: CampaignBody }) => Promise<unknown>;
  /** An administrator's tenants: a new campaign is for one of them, or for the agency (no tenant). */
  tenants?: readonly TenantRef[];
}

/** "Create Campaign" / "Edit Campaign": Campaign Name, Description and Keywords, all required. */
export function CampaignFormModal({ open, campaign, onClose, onCreate, onUpdate, tenants }: CampaignFormModalProps) {
  const { t } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const { form, isEdit, canSubmit } = useModalForm({
    schema: campaignFormSchema,
    open,
    emptyValues,
    editValues: campaign ? campaignFormValues(campaign) : null,
    draftKey: CAMPAIGN_FORM_DRAFT,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  // the tenant a new campaign is for ('' the agency); each opening starts from the agency
  const [tenantId, setTenantId] = useState('');
  const [openedFor, setOpenedFor] = useState(open);
  if (openedFor !== open) {
    setOpenedFor(open);
    if (open) setTenantId('');
  }
  const choosesTenant = Boolean(tenants) && !isEdit;

  const handleValid = async (body: CampaignBody) => {
    const create = () => onCreate(choosesTenant ? { ...body, tenantId: tenantId || null } : body);
    await submitWithFeedback(
      () => (campaign ? onUpdate({ id: campaign.id, body }) : create()),
      {
        success: successMessage('campaign', campaign ? 'updated' : 'created'),
        failure: (error) => failureMessage(error, campaign ? UPDATE_FAILED : CREATE_FAILED),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={isEdit ? t`Edit Campaign` : t`Create Campaign`}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? t`Save` : t`Create`}
      canSubmit={canSubmit}
      submitting={isSubmitting}
    >
      <TextField label={t`Campaign Name`} required error={errors.name?.message} {...register('name')} />
      <TextArea
        label={t`Description`}
        required
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <KeywordsField
        label={t`Keywords`}
        required
        tooltip={t(CAMPAIGN_KEYWORDS_TOOLTIP)}
        placeholder={t`food, travel, nature`}
        error={errors.keyword?.message}
        {...register('keyword')}
      />
      {choosesTenant ? (
        <Select
          label={t`Tenant`}
          hint={t`The business this campaign is for; the agency's own when none is chosen.`}
          options={[
            { value: '', label: t`Agency (no tenant)` },
            ...(tenants ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name })),
          ]}
          value={tenantId}
          onChange={(event) => setTenantId(event.target.value)}
        />
      ) : null}
    </FormModal>
  );
}
