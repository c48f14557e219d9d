import styled, { css } from 'styled-components';
import { phoneMedia } from '../responsive';
import { focusRing, ms } from '../theme';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';

const states = {
  off: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  on: css`
    background: ${({ theme }) => theme.colors.selected};
    color: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
};

export const StyledChip = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  white-space: nowrap;
  transition:
    background ${({ theme }) => ms(theme.durations.fast)} ease,
    border-color ${({ theme }) => ms(theme.durations.fast)} ease;
  ${({ $selected }) => states[$selected ? 'on' : 'off']}
  ${({ theme }) => phoneMedia(theme)} {
    /* a finger's target on a phone */
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
  ${focusRing()}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledGroupLabel = styled.span<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

export const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
