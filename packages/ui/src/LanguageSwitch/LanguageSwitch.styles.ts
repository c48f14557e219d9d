import styled from 'styled-components';
import { focusRingStyle } from '../theme';

export const StyledLanguageSwitch = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledGlobe = styled.span<{ $compact: boolean }>`
  position: absolute;
  left: ${({ $compact, theme }) => ($compact ? '50%' : theme.space.sm)};
  transform: ${({ $compact }) => ($compact ? 'translateX(-50%)' : 'none')};
  display: flex;
  pointer-events: none;
`;

export const StyledChevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  display: flex;
  pointer-events: none;
`;

export const StyledLanguageSelect = styled.select<{ $compact: boolean }>`
  appearance: none;
  max-width: 100%;
  width: ${({ $compact, theme }) => ($compact ? theme.sizes.touchTarget : 'auto')};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ $compact, theme }) => ($compact ? '0' : `0 ${theme.space.xl} 0 ${theme.space.xxl}`)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* compact: only the globe shows; the choice is read from the select's name and the open list */
  color: ${({ $compact, theme }) => ($compact ? 'transparent' : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  & option {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    ${focusRingStyle()}
  }
`;
