import styled from 'styled-components';
import { focusRing, focusRingStyle } from '../theme';
import { phoneMedia } from '../responsive';
import { LinkSlot } from '../Sidebar/LinkSlot';

export const StyledLayout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

export const StyledSidebarSlot = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  display: flex;
  flex: none;
  height: 100vh;
`;

export const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
`;

export const StyledHeader = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => phoneMedia(theme)} {
    align-items: center;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

export const StyledTitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  ${({ theme }) => phoneMedia(theme)} {
    flex: 1 1 auto;
  }
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: break-word;
  ${({ theme }) => phoneMedia(theme)} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const StyledHeaderActions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledCrumbs = styled.ol`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledCrumb = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledCrumbLink = styled(LinkSlot)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    text-decoration: underline;
  }
  ${focusRing()}
`;

export const StyledCurrentCrumb = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledMain = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  ${({ theme }) => phoneMedia(theme)} {
    padding: ${({ theme }) => theme.space.lg};
  }
  &:focus {
    outline: none;
  }
`;

export const StyledSkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    ${focusRingStyle()}
  }
`;
