import styled from 'styled-components';

const valueSizes = { md: 'xl', lg: 'xxl' } as const;

export const StyledCountFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
`;

export const StyledFigure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  min-width: 0;
`;

export const StyledFigureLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledFigureValue = styled.dd<{ $size: keyof typeof valueSizes }>`
  margin: 0;
  font-size: ${({ theme, $size }) => theme.fontSizes[valueSizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;
