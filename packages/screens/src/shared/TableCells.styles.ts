import styled from 'styled-components';

/** Table cell text that must not wrap (phone numbers, short codes). */
export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;
