import {
  campaignFormSchema,
  failureMessage,
  successMessage,
  type Campaign,
  type CampaignBody,
  type CampaignFormValues,
} from '@app/contract';
import { KeywordsField, TextArea, TextField } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';
import { campaignFormValues } from './logic';

export const CAMPAIGN_KEYWORDS_TOOLTIP = 'Separate keywords using commas. e.g., food, travel, nature';
export const CREATE_FAILED = 'Create failed.';
export const UPDATE_FAILED = 'Update failed.';

const emptyValues: CampaignFormValues = { name: '', description: '', keyword: '' };

export interface CampaignFormModalProps {
  open: boolean;
  /** The campaign being edited; null to create one. */
  campaign: Campaign | null;
  onClose: () => void;
  onCreate: (body: CampaignBody) => Promise<unknown>;
  onUpdate: (update: { id: string; body: CampaignBody }) => Promise<unknown>;
}

/** "Create Campaign" / "Edit Campaign": Campaign Name, Description and Keywords, all required. */
export function CampaignFormModal({ open, campaign, onClose, onCreate, onUpdate }: CampaignFormModalProps) {
  const { form, isEdit, canSubmit } = useModalForm({
    schema: campaignFormSchema,
    open,
    emptyValues,
    editValues: campaign ? campaignFormValues(campaign) : null,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const handleValid = async (body: CampaignBody) => {
    await submitWithFeedback(
      () => (campaign ? onUpdate({ id: campaign.id, body }) : onCreate(body)),
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
      title={isEdit ? 'Edit Campaign' : 'Create Campaign'}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={isEdit ? 'Save' : 'Create'}
      canSubmit={canSubmit}
      submitting={isSubmitting}
    >
      <TextField label="Campaign Name" required error={errors.name?.message} {...register('name')} />
      <TextArea
        label="Description"
        required
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <KeywordsField
        label="Keywords"
        required
        tooltip={CAMPAIGN_KEYWORDS_TOOLTIP}
        placeholder="food, travel, nature"
        error={errors.keyword?.message}
        {...register('keyword')}
      />
    </FormModal>
  );
}
