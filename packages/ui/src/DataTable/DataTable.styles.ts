import styled, { css } from 'styled-components';
import { phoneMedia } from '../responsive';
import { focusRing, ms, sweep } from '../theme';

export const StyledDataTable = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledSelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.selected};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledSelectionCount = styled.span`
  margin-right: auto;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Above the table in server mode: the search box. */
export const StyledTableTools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledScroller = styled.div`
  position: relative;
  overflow-x: auto;
`;

/** A thin bar over the header while the next page loads (the previous page stays on screen). */
export const StyledFetching = styled.div`
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
  height: ${({ theme }) => theme.space.xxs};
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${sweep} ${({ theme }) => ms(theme.durations.progressSweep)} ease-in-out infinite;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledHeaderCell = styled.th<{ $narrow?: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  white-space: nowrap;
  ${({ $narrow }) =>
    $narrow &&
    css`
      width: 1%;
    `}
`;

export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `-${theme.space.xs} -${theme.space.sm}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font-weight: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
  ${focusRing({ offset: 'edge' })}
`;

export const StyledSortIcon = styled.span<{ $active: boolean }>`
  display: inline-flex;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
`;

export const StyledRow = styled.tr<{ $clickable: boolean; $selected: boolean }>`
  background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.surface)};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  transition: background ${({ theme }) => ms(theme.durations.fast)} ease;
  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.surfaceMuted)};
  }
  & + & > td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const StyledCell = styled.td<{ $narrow?: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  vertical-align: middle;
  ${({ $narrow }) =>
    $narrow &&
    css`
      width: 1%;
      white-space: nowrap;
    `}
`;

/** The first cell's content as a button, so a clickable row is reachable and operable from the keyboard. */
export const StyledRowButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  ${({ theme }) => phoneMedia(theme)} {
    /* a finger's target on a phone */
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
  ${focusRing()}
`;

export type StateTone = 'muted' | 'danger';
const stateColor: Record<StateTone, 'textMuted' | 'danger'> = { muted: 'textMuted', danger: 'danger' };

export const StyledStateCell = styled.td<{ $tone: StateTone }>`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme, $tone }) => theme.colors[stateColor[$tone]]};
`;

export const StyledStateContent = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledPageSize = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledPageSizeSelect = styled.select`
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  ${focusRing()}
`;

export const StyledPager = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const StyledRange = styled.span`
  min-width: 7em;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

export type MenuItemTone = 'default' | 'danger';
const menuItemColor: Record<MenuItemTone, 'text' | 'danger'> = { default: 'text', danger: 'danger' };

export type MenuPlacement = 'below' | 'above';
const menuOffset: Record<MenuPlacement, (gap: string) => string> = {
  below: (gap) => `translate(-100%, ${gap})`,
  above: (gap) => `translate(-100%, calc(-100% - ${gap}))`,
};

export const StyledMenu = styled.div<{ $placement: MenuPlacement }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: ${({ theme }) => theme.sizes.menuMinWidth};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: ${({ theme, $placement }) => menuOffset[$placement](theme.space.xs)};
`;

export const StyledMenuItem = styled.button<{ $tone: MenuItemTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme, $tone }) => theme.colors[menuItemColor[$tone]]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: none;
  }
  ${focusRing({ offset: 'inside' })}
`;
