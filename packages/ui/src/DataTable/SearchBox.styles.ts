import styled from 'styled-components';
import { fieldControlStyles } from '../FormField';
import { focusRing } from '../theme';

export const StyledSearchBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.searchField};
`;

export const StyledSearchIcon = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export const StyledSearchInput = styled.input`
  ${fieldControlStyles}
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding-left: calc(${({ theme }) => `${theme.space.md} + 16px + ${theme.space.sm}`});
  padding-right: calc(${({ theme }) => `${theme.space.sm} + 16px + ${theme.space.md}`});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

export const StyledSearchClear = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing({ offset: 'inside' })}
`;
