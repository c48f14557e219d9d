import styled from 'styled-components';

export type ResultTone = 'idle' | 'selected' | 'failed';

const resultColors: Record<
  ResultTone,
  { border: 'border' | 'primary' | 'danger'; background: 'surface' | 'selected' | 'dangerSoft' }
> = {
  idle: { border: 'border', background: 'surface' },
  selected: { border: 'primary', background: 'selected' },
  failed: { border: 'danger', background: 'dangerSoft' },
};

/** Checkbox, asset and post side by side; the post moves below them when the row has no room for it (on a phone). */
export const StyledResult = styled.li<{ $tone: ResultTone }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $tone }) => theme.colors[resultColors[$tone].border]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[resultColors[$tone].background]};
`;

export const StyledResultBody = styled.div`
  display: grid;
  flex: 1 1 calc(${({ theme }) => theme.sizes.mediaThumbnail} * 2);
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledResultTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledResultText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

export const StyledResultActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const StyledMeasures = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const StyledMeasure = styled.span<{ $outside: boolean }>`
  color: ${({ theme, $outside }) => ($outside ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ theme, $outside }) => ($outside ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

export const StyledEditor = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
