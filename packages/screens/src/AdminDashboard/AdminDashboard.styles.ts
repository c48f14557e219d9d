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

/** The widgets, one row under another (the loading overlay covers them all). */
export const StyledGrid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-height: calc(${({ theme }) => theme.sizes.controlLg} * 5);
`;

/** A row of small widgets: as many of at least a sidebar's width side by side as fit, sharing the row. */
export const StyledCardsRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.sidebarExpanded}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

/** The error state, in place of the widgets. */
export const StyledErrorRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The three periods of the counts card, side by side where they fit. */
export const StyledPeriods = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledPeriod = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledPeriodTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledSummary = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledDetails = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.controlSm};
    color: ${({ theme }) => theme.colors.info};
    cursor: pointer;
  }
`;

/** A compact table of figures (the days, the top businesses). */
export const StyledScroll = styled.div`
  max-height: 20rem;
  margin-top: ${({ theme }) => theme.space.sm};
  overflow: auto;
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledBigNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
`;
