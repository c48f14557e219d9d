import styled, { css } from 'styled-components';
import { focusRing, ms } from '../theme';
import { StyledToggle } from '../Sidebar/Sidebar.styles';

type DrawerState = 'open' | 'closed';

const scrimStates = {
  open: css`
    opacity: 1;
  `,
  closed: css`
    opacity: 0;
    pointer-events: none;
  `,
};

/** Open: slides in and becomes visible at once; closed: slides out, then hides (so nothing in it takes focus). */
const panelStates = {
  open: css`
    transform: none;
    visibility: visible;
    transition: transform ${({ theme }) => ms(theme.durations.modalFade)} ease-out;
  `,
  closed: css`
    transform: translateX(-100%);
    visibility: hidden;
    transition:
      transform ${({ theme }) => ms(theme.durations.modalFade)} ease-in,
      visibility 0s linear ${({ theme }) => ms(theme.durations.modalFade)};
  `,
};

/** The dimmed page behind the open drawer; a tap on it closes the drawer. */
export const StyledScrim = styled.div<{ $state: DrawerState }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  transition: opacity ${({ theme }) => ms(theme.durations.modalFade)} ease;
  ${({ $state }) => scrimStates[$state]}
`;

export const StyledPanel = styled.div<{ $state: DrawerState }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  max-width: 85vw;
  height: 100vh;
  height: 100dvh;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
  ${({ $state }) => panelStates[$state]}
`;

/** The drawer's close button, in the corner of the sidebar's dark header: the sidebar's toggle, at touch size. */
export const StyledClose = styled(StyledToggle)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
`;

/** The header's menu button that opens the drawer. */
export const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing()}
`;
