import styled, { css, keyframes } from 'styled-components';
import { phoneMedia } from '../responsive';
import { fadeIn, fadeOut, focusRing, ms } from '../theme';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = {
  sm: '26rem',
  md: '36rem',
  lg: '52rem',
};

/**
 * On a phone a dialog is a sheet: a form (md, lg) fills the screen, a short question (sm) rises from the bottom edge.
 * Either way its footer stays in view while the body scrolls.
 */
const phoneSheets: Record<ModalSize, ReturnType<typeof css>> = {
  sm: css`
    align-self: flex-end;
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  `,
  md: css`
    align-self: stretch;
    height: 100%;
    border-radius: 0;
  `,
  lg: css`
    align-self: stretch;
    height: 100%;
    border-radius: 0;
  `,
};

const riseIn = keyframes`
  from { transform: translateY(0.5rem) scale(0.98); }
  to { transform: none; }
`;

const phaseStyles = {
  open: css`
    animation: ${fadeIn} ${({ theme }) => ms(theme.durations.modalFade)} ease-out both;
  `,
  closing: css`
    animation: ${fadeOut} ${({ theme }) => ms(theme.durations.modalFade)} ease-in both;
    pointer-events: none;
  `,
};

export const StyledBackdrop = styled.div<{ $phase: 'open' | 'closing' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
  ${({ $phase }) => phaseStyles[$phase]}
  ${({ theme }) => phoneMedia(theme)} {
    padding: 0;
  }
`;

export const StyledDialog = styled.section<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.xxl});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${riseIn} ${({ theme }) => ms(theme.durations.modalFade)} ease-out both;
  &:focus {
    outline: none;
  }
  ${({ theme }) => phoneMedia(theme)} {
    max-width: none;
    max-height: 100%;
    ${({ $size }) => phoneSheets[$size]}
  }
`;

export const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => phoneMedia(theme)} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
    & > button {
      width: ${({ theme }) => theme.sizes.touchTarget};
      height: ${({ theme }) => theme.sizes.touchTarget};
    }
  }
`;

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.3;
`;

export const StyledBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  ${({ theme }) => phoneMedia(theme)} {
    padding: ${({ theme }) => theme.space.lg};
  }
  ${focusRing({ offset: 'inside' })}
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
  ${({ theme }) => phoneMedia(theme)} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    padding-bottom: max(${({ theme }) => theme.space.md}, env(safe-area-inset-bottom));
    border-radius: 0;
    /* the actions share the width, each a comfortable touch target */
    & > * {
      flex: 1 1 0;
      min-height: ${({ theme }) => theme.sizes.touchTarget};
    }
  }
`;
