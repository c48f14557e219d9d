import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Icons, renderPlainLink, type RenderLink } from '@app/ui';

const StyledBanner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: 0.75rem;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};

  strong {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    min-height: 2.75rem;
    display: inline-flex;
    align-items: center;
  }
`;

export interface PendingApprovalsProps {
  /** How many posts the agency wrote wait for the owner's approval. */
  waiting: number;
  /** The content list of the pending posts. */
  reviewHref: string;
  renderLink?: RenderLink;
}

/** "3 posts waiting for you", with a way to review them; nothing when none waits. */
export function PendingApprovals({ waiting, reviewHref, renderLink = renderPlainLink }: PendingApprovalsProps) {
  const { t } = useLingui();
  if (waiting <= 0) return null;
  return (
    <StyledBanner aria-label={t`Posts waiting for your approval`}>
      <strong>
        <Icons.Hourglass size={18} aria-hidden="true" />
        {waiting === 1 ? t`1 post waiting for you` : t`${waiting} posts waiting for you`}
      </strong>
      {renderLink({ href: reviewHref, children: t`Review them` })}
    </StyledBanner>
  );
}
