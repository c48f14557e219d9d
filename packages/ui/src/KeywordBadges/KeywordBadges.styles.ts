import styled, { css } from 'styled-components';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/** The badges side by side, wrapping: a plain row. */
export const StyledKeywordRow = styled.div`
  ${row}
`;

/** The same row as a list, one item per badge. */
export const StyledKeywordList = styled.ul`
  ${row}
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    max-width: 100%;
  }
`;
