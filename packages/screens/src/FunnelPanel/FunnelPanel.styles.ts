import styled from 'styled-components';

/** The range's date fields and the download, wrapping on a phone. */
export const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  > * {
    flex: 1 1 9rem;
    min-width: 0;
  }

  > button {
    flex: 0 0 auto;
  }
`;

/** The three steps, side by side where they fit; on a phone one under the other (narrow columns wrap each rate). */
export const StyledSteps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

export const StyledStep = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledStepName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledStepCount = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

export const StyledStepRate = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The links nobody scanned lately: a warning that names each card's place. */
export const StyledQuiet = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`;

/** The breakdowns, side by side where they fit. */
export const StyledBreakdowns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const StyledFailure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledEmpty = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A breakdown's title, shown (the card holds three tables). */
export const StyledTableTitle = styled.caption`
  margin-bottom: ${({ theme }) => theme.space.xs};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
