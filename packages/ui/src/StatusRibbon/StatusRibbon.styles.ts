import styled, { css } from 'styled-components';
import type { ContentStatus } from '@app/contract';

/** The ribbon's geometry: a square corner frame and a band rotated across it. */
const frameSize = '6rem';
const bandWidth = '8.5rem';
const bandTop = '1.1rem';
const bandRight = '-2.1rem';

const statusStyles: Record<ContentStatus, ReturnType<typeof css>> = {
  active: css`
    background: ${({ theme }) => theme.colors.success};
  `,
  pending: css`
    background: ${({ theme }) => theme.colors.warning};
  `,
  archived: css`
    background: ${({ theme }) => theme.colors.textMuted};
  `,
};

export const StyledFrame = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  width: ${frameSize};
  height: ${frameSize};
  overflow: hidden;
  pointer-events: none;
  border-top-right-radius: inherit;
  z-index: 1;
`;

export const StyledBand = styled.span<{ $status: ContentStatus }>`
  position: absolute;
  top: ${bandTop};
  right: ${bandRight};
  width: ${bandWidth};
  padding: ${({ theme }) => `${theme.space.xxs} 0`};
  transform: rotate(45deg);
  text-align: center;
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ $status }) => statusStyles[$status]}
`;
