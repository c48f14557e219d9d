import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing, ms } from '../theme';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import { LinkSlot } from './LinkSlot';

const shown = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** Texts beside icons: shown while expanded, read but not shown while collapsed. */
const labelStyles = { expanded: shown, collapsed: visuallyHidden };

type Mode = keyof typeof labelStyles;

const widths: Record<Mode, 'sidebarCollapsed' | 'sidebarExpanded'> = {
  collapsed: 'sidebarCollapsed',
  expanded: 'sidebarExpanded',
};

/** Where a row's content sits: centred under the icon column while collapsed. */
const rowAlign: Record<Mode, string> = { collapsed: 'center', expanded: 'flex-start' };
const toggleAlign: Record<Mode, string> = { collapsed: 'center', expanded: 'flex-end' };
const footerAlign: Record<Mode, string> = { collapsed: 'center', expanded: 'stretch' };
const linkPadding: Record<Mode, (theme: DefaultTheme) => string> = {
  collapsed: () => '0',
  expanded: (theme) => `0 ${theme.space.md}`,
};

export const StyledSidebar = styled.div<{ $mode: Mode }>`
  display: flex;
  flex-direction: column;
  flex: none;
  width: ${({ theme, $mode }) => theme.sizes[widths[$mode]]};
  height: 100%;
  min-height: 100%;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  overflow-x: hidden;
  overflow-y: auto;
  transition: width ${({ theme }) => ms(theme.durations.fast)} ease;
`;

export const StyledHeader = styled.div<{ $mode: Mode }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.sizes.sidebarCollapsed};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
  justify-content: ${({ $mode }) => rowAlign[$mode]};
`;

export const StyledLogoMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

export const StyledLogoLink = styled(LinkSlot)`
  display: inline-flex;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  ${focusRing({ onDark: true })}
`;

export const StyledHeading = styled.h2<{ $mode: Mode }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.sidebarText};
  ${({ $mode }) => labelStyles[$mode]}
`;

/** The navigation that grows pushes the toggle and the footer to the bottom: the last group. */
export const StyledNav = styled.nav<{ $grow: boolean }>`
  flex: ${({ $grow }) => ($grow ? '1 0 auto' : 'none')};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
  }
`;

/** A second group's label: small and muted above its items; read but not shown while collapsed. */
export const StyledGroupHeading = styled.h3<{ $mode: Mode }>`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.sidebarText};
  ${({ $mode }) => labelStyles[$mode]}
`;

export const StyledMenu = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  list-style: none;
`;

export const StyledMenuItem = styled.li`
  display: block;
`;

export const StyledMenuLink = styled(LinkSlot)<{ $mode: Mode }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme, $mode }) => linkPadding[$mode](theme)};
  justify-content: ${({ $mode }) => rowAlign[$mode]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition: background ${({ theme }) => ms(theme.durations.fast)} ease;
  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  ${focusRing({ onDark: true })}
  & > svg {
    flex: none;
  }
`;

export const StyledLabel = styled.span<{ $mode: Mode }>`
  min-width: 0;
  ${({ $mode }) => labelStyles[$mode]}
`;

export const StyledToggleRow = styled.div<{ $mode: Mode }>`
  display: flex;
  justify-content: ${({ $mode }) => toggleAlign[$mode]};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
`;

export const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.sidebarText};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }
  ${focusRing({ onDark: true })}
`;

export const StyledFooter = styled.div<{ $mode: Mode }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mode }) => footerAlign[$mode]};
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
`;
