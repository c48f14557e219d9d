import styled from 'styled-components';
import { visuallyHidden } from './VisuallyHidden.styles';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
