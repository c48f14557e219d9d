import styled from 'styled-components';
import { fieldControlStyles } from '../FormField';

export const StyledSelectControl = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledSelect = styled.select`
  ${fieldControlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  cursor: pointer;
`;

export const StyledChevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  display: flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;
