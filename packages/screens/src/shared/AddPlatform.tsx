import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Icons } from '@app/ui';

const StyledHint = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AddPlatformButtonProps {
  onClick: () => void;
}

/** The "Add Platform" action of campaign details, wherever a platform is missing. */
export function AddPlatformButton({ onClick }: AddPlatformButtonProps) {
  return (
    <Button size="sm" variant="secondary" icon={<Icons.Plus size={16} aria-hidden="true" />} onClick={onClick}>
      <Trans>Add Platform</Trans>
    </Button>
  );
}

export const ADD_PLATFORM_FIRST = msg`Add a platform first`;

/** Said where a platform must be chosen but the campaign has none yet: "Add a platform first", and the action. */
export function AddPlatformHint({ onClick }: AddPlatformButtonProps) {
  const { i18n } = useLingui();
  return (
    <StyledHint>
      <span>{i18n._(ADD_PLATFORM_FIRST)}</span>
      <AddPlatformButton onClick={onClick} />
    </StyledHint>
  );
}
