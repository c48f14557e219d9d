import type { CountPair } from '@app/contract';
import { StyledCountFigures, StyledFigure, StyledFigureLabel, StyledFigureValue } from './CountFigures.styles';
import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '@app/ui';

export interface CountFiguresProps {
  counts: CountPair;
  /** `lg` for the dashboard's headline figures. */
  size?: 'md' | 'lg';
}

/** A number as the back-office writes it (en-GB grouping in English: 12,345). */
export const formatCount = (value: number, locale = 'en') => value.toLocaleString(intlLocale(locale));

/** Scans and posts used side by side, each a labelled figure (a description list). */
export function CountFigures({ counts, size = 'md' }: CountFiguresProps) {
  const { t, i18n } = useLingui();
  return (
    <StyledCountFigures>
      <StyledFigure>
        <StyledFigureLabel>{t`Scans`}</StyledFigureLabel>
        <StyledFigureValue $size={size}>{formatCount(counts.scans, i18n.locale)}</StyledFigureValue>
      </StyledFigure>
      <StyledFigure>
        <StyledFigureLabel>{t`Used`}</StyledFigureLabel>
        <StyledFigureValue $size={size}>{formatCount(counts.redirects, i18n.locale)}</StyledFigureValue>
      </StyledFigure>
    </StyledCountFigures>
  );
}
