import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { linkAssignBodySchema, type Link, type LinkAssignBody, type Tenant } from '@app/contract';
import { Select } from '@app/ui';
import { FormModal } from '../shared/FormModal';
import { useSuccessMessage } from '../i18n';
import { submitWithFeedback } from '../shared/submitFeedback';
import { useModalForm } from '../shared/useModalForm';
import { assignableTenants } from './logic';
import { StyledLinkSummary, StyledLinkSummaryName, StyledLinkSummaryUrl } from './LinkList.styles';

export interface LinkAssignModalProps {
  /** The Vacant link to assign; null when the modal is closed. */
  link: Link | null;
  tenants: readonly Tenant[];
  /** Every link, to tell which tenants already hold one. */
  links: readonly Link[];
  onClose: () => void;
  onAssign: (body: LinkAssignBody) => Promise<unknown>;
}

export const ASSIGN_FAILED_MESSAGE = msg`Error assigning link`;

/** Assigns a Vacant link to a tenant that holds no link yet. */
export function LinkAssignModal({ link, tenants, links, onClose, onAssign }: LinkAssignModalProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const open = link !== null;
  const { form, canSubmit } = useModalForm({
    schema: linkAssignBodySchema,
    open,
    emptyValues: { uuid: link?.uuid ?? '', tenantId: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const options = assignableTenants(tenants, links).map((tenant) => ({ value: tenant.id, label: tenant.name }));

  const handleValid = async (body: LinkAssignBody) => {
    await submitWithFeedback(
      () => onAssign(body),
      {
        success: successMessage('link', 'assigned'),
        failure: () => i18n._(ASSIGN_FAILED_MESSAGE),
      },
      onClose,
    );
  };

  return (
    <FormModal
      open={open}
      title={t`Assign Link`}
      onClose={onClose}
      onSubmit={handleSubmit(handleValid)}
      submitLabel={t`Assign`}
      canSubmit={canSubmit}
      submitting={isSubmitting}
      size="sm"
    >
      {link ? (
        <StyledLinkSummary>
          <StyledLinkSummaryName>{link.name}</StyledLinkSummaryName>
          <StyledLinkSummaryUrl>{link.full_url}</StyledLinkSummaryUrl>
        </StyledLinkSummary>
      ) : null}
      <Select
        label={t`Tenant`}
        required
        placeholder={t`Select a tenant`}
        options={options}
        hint={options.length === 0 ? t`Every tenant already holds a link.` : undefined}
        error={errors.tenantId?.message}
        {...register('tenantId')}
      />
    </FormModal>
  );
}
