import styled from 'styled-components';
import { ms, spin, type AppTheme } from '../theme';

export type SpinnerTone = 'inherit' | 'primary';

const toneColor: Record<SpinnerTone, (theme: AppTheme) => string> = {
  inherit: () => 'currentColor',
  primary: (theme) => theme.colors.primary,
};

export const StyledSpinner = styled.span<{ $tone: SpinnerTone }>`
  display: inline-flex;
  flex: none;
  color: ${({ theme, $tone }) => toneColor[$tone](theme)};
  animation: ${spin} ${({ theme }) => ms(theme.durations.spin)} linear infinite;
`;
