import styled, { css } from 'styled-components';

export type TooltipPlacement = 'top' | 'bottom';

const placementStyles: Record<TooltipPlacement, ReturnType<typeof css>> = {
  top: css`
    transform: translate(-50%, calc(-100% - ${({ theme }) => theme.space.sm}));
  `,
  bottom: css`
    transform: translate(-50%, ${({ theme }) => theme.space.sm});
  `,
};

export const StyledTooltipAnchor = styled.span`
  display: inline-flex;
`;

export const StyledTooltip = styled.div<{ $placement: TooltipPlacement }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: 20rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  pointer-events: auto;
  ${({ $placement }) => placementStyles[$placement]}
  &[hidden] {
    display: none;
  }
`;
