import styled from 'styled-components';
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
      Add Platform
    </Button>
  );
}

export const ADD_PLATFORM_FIRST = 'Add a platform first';

/** Said where a platform must be chosen but the campaign has none yet: "Add a platform first", and the action. */
export function AddPlatformHint({ onClick }: AddPlatformButtonProps) {
  return (
    <StyledHint>
      <span>{ADD_PLATFORM_FIRST}</span>
      <AddPlatformButton onClick={onClick} />
    </StyledHint>
  );
}
