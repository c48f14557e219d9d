export { Card } from './Card';
export type { CardHeadingLevel, CardProps } from './Card';
