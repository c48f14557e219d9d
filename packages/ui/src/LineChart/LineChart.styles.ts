import styled from 'styled-components';

/** The chart's box: its height held while uPlot loads, so nothing below it moves. */
export const StyledChart = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  min-width: 0;
  height: ${({ $height }) => `${$height}px`};
`;
