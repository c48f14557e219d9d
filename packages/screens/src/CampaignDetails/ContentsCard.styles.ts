import styled from 'styled-components';
import { focusRing, phoneMedia } from '@app/ui';

export const StyledContentsToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledFilterGroup = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  gap: ${({ theme }) => theme.space.xxs};
`;

export const StyledFilterButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryHover};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
  ${focusRing()}
`;

export const StyledContentGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, calc(${({ theme }) => theme.sizes.mediaThumbnail} * 2.5)), 1fr)
  );
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Shown on a wider screen only (a phone has the page's Generate bar). */
export const StyledDesktopOnly = styled.div`
  display: contents;

  ${({ theme }) => phoneMedia(theme)} {
    display: none;
  }
`;
