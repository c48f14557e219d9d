import styled from 'styled-components';
import { focusRing } from '../theme';

export const StyledInfoButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  height: 1.25rem;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: help;
  &:hover {
    color: ${({ theme }) => theme.colors.info};
  }
  ${focusRing()}
`;

export const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  min-width: 0;
  list-style: none;
  & > li {
    display: flex;
    max-width: 100%;
  }
`;
