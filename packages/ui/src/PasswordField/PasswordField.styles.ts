import styled from 'styled-components';
import { StyledInput } from '../FormField';

export const StyledPasswordControl = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledPasswordInput = styled(StyledInput)`
  padding-right: calc(${({ theme }) => theme.sizes.controlSm} + ${({ theme }) => theme.space.sm});
`;

export const StyledToggle = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  display: flex;
`;
