import styled from 'styled-components';

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.space.md};
  margin-right: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
  vertical-align: middle;
`;

/** A line chart's legend: each series' colour and name (hidden from screen readers: the chart's table says it all). */
export function ChartLegend({ series }: { series: readonly { label: string; color: string }[] }) {
  return (
    <StyledLegend aria-hidden="true">
      {series.map((each) => (
        <li key={each.label}>
          <StyledSwatch $color={each.color} />
          {each.label}
        </li>
      ))}
    </StyledLegend>
  );
}
