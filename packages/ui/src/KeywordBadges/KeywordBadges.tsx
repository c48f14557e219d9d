import { Fragment } from 'react';
import { Badge } from '../Badge';
import { StyledKeywordList, StyledKeywordRow } from './KeywordBadges.styles';

export interface KeywordBadgesProps {
  keywords: readonly string[];
  /**
   * Makes the badges a list with this accessible name (a preview a screen reader announces as one list, e.g.
   * "Keyword preview"); without it they are a plain row inside whatever names them.
   */
  label?: string;
  className?: string;
}

/**
 * Keywords as a wrapping row of info badges, each with its full text as a tooltip (a long one is cut short).
 * Blank keywords, which the keyword rules keep, are not shown; without any keyword it renders nothing.
 */
export function KeywordBadges({ keywords, label, className }: KeywordBadgesProps) {
  const shown = keywords.filter((keyword) => keyword.trim() !== '');
  if (shown.length === 0) return null;
  const badges = shown.map((keyword, index) => ({
    key: `${index}-${keyword}`,
    badge: (
      <Badge tone="info" title={keyword}>
        {keyword}
      </Badge>
    ),
  }));
  if (label) {
    return (
      <StyledKeywordList aria-label={label} className={className}>
        {badges.map(({ key, badge }) => (
          <li key={key}>{badge}</li>
        ))}
      </StyledKeywordList>
    );
  }
  return (
    <StyledKeywordRow className={className}>
      {badges.map(({ key, badge }) => (
        <Fragment key={key}>{badge}</Fragment>
      ))}
    </StyledKeywordRow>
  );
}
