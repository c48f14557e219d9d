import styled, { css } from 'styled-components';
import { focusRing } from '../theme';

/** Above the cards: the "select all on this page" checkbox and the order of the cards. */
export const StyledCardsTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledSortLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledSortSelect = styled.select`
  min-height: 44px;
  max-width: 14rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing()}
`;

export const StyledCardList = styled.ul`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledCard = styled.li<{ $selected: boolean; $clickable: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.surface)};
  ${({ $clickable }) =>
    $clickable &&
    css`
      cursor: pointer;
    `}
`;

export const StyledCardHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/** A card has room for lines: a cell's content that keeps to one line in the table wraps here instead of being cut. */
const wraps = css`
  overflow-wrap: anywhere;
  & * {
    white-space: normal;
  }
`;

export const StyledCardTitle = styled.div`
  flex: 1;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${wraps}
`;

/** The title as a button when a tap on the card opens the row: a full-width, finger-sized target. */
export const StyledCardTitleButton = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  ${focusRing()}
`;

export const StyledFields = styled.dl`
  display: grid;
  grid-template-columns: minmax(5rem, max-content) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
`;

export const StyledFieldName = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const StyledFieldValue = styled.dd`
  min-width: 0;
  margin: 0;
  ${wraps}
`;

export const StyledCardState = styled.div<{ $danger: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  overflow-wrap: anywhere;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.textMuted)};
`;
