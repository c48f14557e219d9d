import styled from 'styled-components';
import type { AppTheme } from '../theme';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'info' | 'warning';

type ColorKey = keyof AppTheme['colors'];

const tones: Record<BadgeTone, { background: ColorKey; color: ColorKey }> = {
  neutral: { background: 'neutralSoft', color: 'text' },
  success: { background: 'successSoft', color: 'success' },
  danger: { background: 'dangerSoft', color: 'danger' },
  info: { background: 'infoSoft', color: 'info' },
  warning: { background: 'warningSoft', color: 'warning' },
};

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[tones[$tone].background]};
  color: ${({ theme, $tone }) => theme.colors[tones[$tone].color]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.4;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
`;
