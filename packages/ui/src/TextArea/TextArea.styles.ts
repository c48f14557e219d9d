import styled from 'styled-components';
import { fieldControlStyles } from '../FormField';

export const StyledTextArea = styled.textarea`
  ${fieldControlStyles}
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  line-height: 1.5;
  resize: vertical;
`;
