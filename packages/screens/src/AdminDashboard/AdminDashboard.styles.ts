import styled, { css } from 'styled-components';
import { visuallyHidden } from '@app/ui';

const headingStyles = { shown: css``, hidden: visuallyHidden };

export const StyledDashboard = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledHeading = styled.h2<{ $visibility: keyof typeof headingStyles }>`
  margin: 0;
  ${({ $visibility }) => headingStyles[$visibility]}
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

/** The widget grid: as many columns of at least a thumbnail-and-a-half as fit, each the same width. */
export const StyledGrid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.sizes.sidebarExpanded}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  min-height: calc(${({ theme }) => theme.sizes.controlLg} * 5);
`;

/** A cell spanning the whole row (the empty and error states). */
export const StyledFullRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
