import styled from 'styled-components';

/** Table cell text that must not wrap (phone numbers, short codes). */
export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

/**
 * Long text in a table cell: at most two lines, the rest behind an ellipsis. It wraps between words: break-word
 * still breaks a word longer than the cell, but, unlike anywhere, keeps the column at least a word wide.
 */
export const StyledClampedText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  max-width: 24rem;
  overflow-wrap: break-word;
`;
