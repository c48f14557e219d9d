import styled from 'styled-components';

/** Long text in a table cell: at most two lines, the rest behind an ellipsis. */
export const StyledClampedText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  max-width: 24rem;
  overflow-wrap: anywhere;
`;
