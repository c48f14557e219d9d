export { KeywordBadges } from './KeywordBadges';
export type { KeywordBadgesProps } from './KeywordBadges';
