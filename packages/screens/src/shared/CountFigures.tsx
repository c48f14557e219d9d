import type { CountPair } from '@app/contract';
import { StyledCountFigures, StyledFigure, StyledFigureLabel, StyledFigureValue } from './CountFigures.styles';

export interface CountFiguresProps {
  counts: CountPair;
  /** `lg` for the dashboard's headline figures. */
  size?: 'md' | 'lg';
}

/** A number as the back-office writes it (en-GB grouping: 12,345). */
export const formatCount = (value: number) => value.toLocaleString('en-GB');

/** Scans and redirects side by side, each a labelled figure (a description list). */
export function CountFigures({ counts, size = 'md' }: CountFiguresProps) {
  return (
    <StyledCountFigures>
      <StyledFigure>
        <StyledFigureLabel>Scans</StyledFigureLabel>
        <StyledFigureValue $size={size}>{formatCount(counts.scans)}</StyledFigureValue>
      </StyledFigure>
      <StyledFigure>
        <StyledFigureLabel>Redirects</StyledFigureLabel>
        <StyledFigureValue $size={size}>{formatCount(counts.redirects)}</StyledFigureValue>
      </StyledFigure>
    </StyledCountFigures>
  );
}
