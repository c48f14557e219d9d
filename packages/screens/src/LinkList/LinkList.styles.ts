import styled from 'styled-components';
import { focusRing } from '@app/ui';

export const StyledLinkSummary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledLinkSummaryName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledLinkSummaryUrl = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const StyledUrlLink = styled.a`
  color: ${({ theme }) => theme.colors.info};
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing()}
`;

/** The row's Assign and Delete, right-aligned so Delete lines up on every row. */
export const StyledRowActions = styled.span`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
`;

/** The warning under the delete question of an assigned link. */
export const StyledDeleteWarning = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * A label and its edit button on one line. A long label wraps between its words (break-word, not anywhere: that let
 * the table squeeze the column to one letter and break "Counter" as "Counte/r").
 */
export const StyledLabelCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  overflow-wrap: break-word;
`;
