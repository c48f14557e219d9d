import styled, { css, keyframes } from 'styled-components';
import { focusRing, ms } from '../theme';
import type { NotificationTone } from './logic';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(1rem); }
  to { opacity: 1; transform: none; }
`;

export const StyledRegion = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: min(24rem, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  border-radius: ${({ theme }) => theme.radii.md};
  pointer-events: none;
  &:focus {
    outline: none;
  }
  ${focusRing()}
`;

export const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const toneColor: Record<NotificationTone, 'success' | 'danger' | 'info'> = {
  success: 'success',
  error: 'danger',
  info: 'info',
};

const visibility = {
  shown: css`
    animation: ${slideIn} ${({ theme }) => ms(theme.durations.modalFade)} ease-out both;
  `,
  hidden: css`
    opacity: 0;
    transform: translateX(1rem);
    transition:
      opacity ${({ theme }) => ms(theme.durations.modalFade)} ease-in,
      transform ${({ theme }) => ms(theme.durations.modalFade)} ease-in;
  `,
};

export const StyledToast = styled.li<{ $tone: NotificationTone; $visible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  ${({ $visible }) => visibility[$visible ? 'shown' : 'hidden']}
`;

export const StyledIcon = styled.span<{ $tone: NotificationTone }>`
  display: inline-flex;
  flex: none;
  color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
`;

export const StyledMessage = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.45;
  overflow-wrap: anywhere;
`;
