import styled, { css, type DefaultTheme } from 'styled-components';
import { phoneMedia } from '../responsive';
import { focusRing, ms } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryText};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.secondaryHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
};

const heights: Record<ButtonSize, 'controlSm' | 'control' | 'controlLg'> = {
  sm: 'controlSm',
  md: 'control',
  lg: 'controlLg',
};

const sizeStyles: Record<ButtonSize, (theme: DefaultTheme) => string> = {
  sm: (theme) =>
    `min-height: ${theme.sizes[heights.sm]}; padding: 0 ${theme.space.md}; font-size: ${theme.fontSizes.sm};`,
  md: (theme) =>
    `min-height: ${theme.sizes[heights.md]}; padding: 0 ${theme.space.lg}; font-size: ${theme.fontSizes.md};`,
  lg: (theme) =>
    `min-height: ${theme.sizes[heights.lg]}; padding: 0 ${theme.space.xl}; font-size: ${theme.fontSizes.lg};`,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  white-space: nowrap;
  transition: background ${({ theme }) => ms(theme.durations.fast)} ease;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ theme, $size }) => sizeStyles[$size](theme)}
  ${({ theme }) => phoneMedia(theme)} {
    /* at least a finger's target on a phone */
    min-height: max(${({ theme }) => theme.sizes.touchTarget}, ${({ theme, $size }) => theme.sizes[heights[$size]]});
  }
  ${focusRing()}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
