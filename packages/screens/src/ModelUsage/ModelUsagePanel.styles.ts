import styled from 'styled-components';

/** The month and the download, wrapping on a phone. */
export const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  > * {
    flex: 0 1 18rem;
    min-width: 0;
  }

  > button {
    flex: 0 0 auto;
  }
`;

/** The wide table scrolls sideways rather than squeeze its figures. */
export const StyledScroller = styled.div`
  overflow-x: auto;
`;

/** Why the model gave no post, under the refused count. */
export const StyledReasons = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: normal;
`;

export const StyledTotalRow = styled.tr`
  th,
  td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-bottom: none;
  }
`;

/** On a phone: a card per business. */
export const StyledCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledCardName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;

  align-items: start;

  div {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.xxs};
  }

  /* the refused count and its reasons take the whole width */
  div:last-child {
    grid-column: 1 / -1;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledFailure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;
