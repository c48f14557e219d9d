import styled from 'styled-components';
import { phoneMedia } from '../responsive';
import { focusRing } from '../theme';

export type IconButtonSize = 'sm' | 'md';

const dimension: Record<IconButtonSize, 'controlSm' | 'control'> = { sm: 'controlSm', md: 'control' };

export const StyledIconButton = styled.button<{ $size: IconButtonSize; $tone: 'default' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.sizes[dimension[$size]]};
  height: ${({ theme, $size }) => theme.sizes[dimension[$size]]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ theme }) => phoneMedia(theme)} {
    /* a finger's target on a phone, whatever the size */
    width: ${({ theme }) => theme.sizes.touchTarget};
    height: ${({ theme }) => theme.sizes.touchTarget};
  }
  ${focusRing()}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
