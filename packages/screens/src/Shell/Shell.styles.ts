import styled, { type RuleSet } from 'styled-components';
import { focusRing, ms, visuallyHidden } from '@app/ui';

type Mode = 'collapsed' | 'expanded';

const labelStyles: Record<Mode, RuleSet | string> = { collapsed: visuallyHidden, expanded: '' };
const buttonAlign: Record<Mode, string> = { collapsed: 'center', expanded: 'flex-start' };
const buttonWidth: Record<Mode, (control: string) => string> = {
  collapsed: (control) => control,
  expanded: () => '100%',
};
const buttonPadding: Record<Mode, (space: string) => string> = {
  collapsed: () => '0',
  expanded: (space) => `0 ${space}`,
};

/** The sidebar's Sign out button: the sidebar's own colours, icon-only while collapsed. */
export const StyledSignOut = styled.button<{ $mode: Mode }>`
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $mode }) => buttonAlign[$mode]};
  gap: ${({ theme }) => theme.space.md};
  width: ${({ theme, $mode }) => buttonWidth[$mode](theme.sizes.control)};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme, $mode }) => buttonPadding[$mode](theme.space.md)};
  border: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.sidebarText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: background ${({ theme }) => ms(theme.durations.fast)} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }

  ${focusRing({ onDark: true })}

  & > svg {
    flex: none;
  }
`;

export const StyledSignOutLabel = styled.span<{ $mode: Mode }>`
  ${({ $mode }) => labelStyles[$mode]}
`;

/** The language switch in the sidebar's footer: the sidebar's colours, full width, a globe only while collapsed. */
export const StyledLanguage = styled.div<{ $mode: Mode }>`
  display: flex;
  justify-content: ${({ $mode }) => buttonAlign[$mode]};
  width: ${({ $mode }) => ($mode === 'collapsed' ? 'auto' : '100%')};
  color: ${({ theme }) => theme.colors.sidebarText};

  & > div,
  & select {
    width: ${({ theme, $mode }) => buttonWidth[$mode](theme.sizes.touchTarget)};
  }

  & span {
    color: ${({ theme }) => theme.colors.sidebarText};
  }

  & select {
    border-color: ${({ theme }) => theme.colors.sidebarBorder};
    background: transparent;
    color: ${({ theme, $mode }) => ($mode === 'collapsed' ? 'transparent' : theme.colors.sidebarText)};
  }

  & select:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }

  & select:focus-visible {
    outline-color: ${({ theme }) => theme.colors.sidebarText};
  }
`;
