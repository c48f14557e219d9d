import { useLingui } from '@lingui/react/macro';
import { EMPTY_MARK, type Link } from '@app/contract';
import { IconButton, Icons } from '@app/ui';
import { StyledLabelCell, StyledLinkSummary, StyledLinkSummaryName, StyledLinkSummaryUrl } from './LinkList.styles';

/** A link's label ("Table 5"), or a dash, with its edit button. */
export function LabelCell({ link, onEdit }: { link: Link; onEdit: (() => void) | undefined }) {
  const { t } = useLingui();
  const name = link.name;
  return (
    <StyledLabelCell>
      <span>{link.label || EMPTY_MARK}</span>
      {onEdit ? (
        <IconButton
          size="sm"
          label={t`Edit the label of ${name}`}
          icon={<Icons.Pencil size={14} aria-hidden="true" />}
          onClick={onEdit}
        />
      ) : null}
    </StyledLabelCell>
  );
}

/** The link a dialog is about: its name and address. */
export function LinkSummary({ link }: { link: Link }) {
  return (
    <StyledLinkSummary>
      <StyledLinkSummaryName>{link.name}</StyledLinkSummaryName>
      <StyledLinkSummaryUrl>{link.full_url}</StyledLinkSummaryUrl>
    </StyledLinkSummary>
  );
}
