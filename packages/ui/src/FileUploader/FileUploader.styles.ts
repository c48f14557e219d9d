import styled, { css } from 'styled-components';
import { focusRingStyle, ms, sweep } from '../theme';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';

export const StyledUploader = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

export const StyledLabel = styled.label<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export type DropzoneTone = 'idle' | 'dragging' | 'invalid';

const dropzoneTones: Record<DropzoneTone, ReturnType<typeof css>> = {
  idle: css`
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
  `,
  dragging: css`
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.selected};
  `,
  invalid: css`
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.surface};
  `,
};

/** The drop target; the whole area is clickable through the stretched button inside it. */
export const StyledDropzone = styled.div<{ $tone: DropzoneTone; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border: 2px dashed;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  transition:
    border-color ${({ theme }) => ms(theme.durations.fast)} ease,
    background ${({ theme }) => ms(theme.durations.fast)} ease;
  ${({ $tone }) => dropzoneTones[$tone]}
  &:hover {
    border-color: ${({ theme, $disabled }) => ($disabled ? theme.colors.border : theme.colors.primary)};
  }
  &:has(button:focus-visible) {
    ${focusRingStyle()}
  }
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      background: ${({ theme }) => theme.colors.surfaceMuted};
      border-color: ${({ theme }) => theme.colors.border};
    `}
`;

export const StyledDropzoneButton = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledDropzoneIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
  button:disabled > & {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The native file input stays in the DOM (label association, `userEvent.upload`) but out of sight and tab order. */
export const StyledHiddenInput = styled.input`
  ${visuallyHidden}
`;

export const StyledPreview = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

export const StyledFileInfo = styled.figcaption`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const StyledFileName = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledProgressTrack = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
`;

export const StyledProgressFill = styled.div<{ $percent: number | null }>`
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => ms(theme.durations.fast)} linear;
  ${({ $percent }) =>
    $percent === null
      ? css`
          width: 40%;
          animation: ${sweep} ${({ theme }) => ms(theme.durations.progressSweep)} ease-in-out infinite;
        `
      : css`
          width: ${$percent}%;
        `}
`;

export const StyledMessage = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
