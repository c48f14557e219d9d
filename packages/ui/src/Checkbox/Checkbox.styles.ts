import styled from 'styled-components';
import { phoneMedia } from '../responsive';
import { focusRing } from '../theme';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';

export const StyledCheckboxLabel = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  user-select: none;
  ${({ theme }) => phoneMedia(theme)} {
    /* the label is the finger's target on a phone: at least 44 × 44 px around the box */
    min-width: ${({ theme }) => theme.sizes.touchTarget};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    justify-content: center;
  }
`;

export const StyledCheckboxInput = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  flex-shrink: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
  ${focusRing()}
`;

export const StyledCheckboxText = styled.span<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
