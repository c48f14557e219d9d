import styled, { keyframes } from 'styled-components';
import { ms, type AppTheme } from '../theme';

export type SpinnerTone = 'inherit' | 'primary';

const toneColor: Record<SpinnerTone, (theme: AppTheme) => string> = {
  inherit: () => 'currentColor',
  primary: (theme) => theme.colors.primary,
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span<{ $tone: SpinnerTone }>`
  display: inline-flex;
  flex: none;
  color: ${({ theme, $tone }) => toneColor[$tone](theme)};
  animation: ${spin} ${({ theme }) => ms(theme.durations.spin)} linear infinite;
`;
