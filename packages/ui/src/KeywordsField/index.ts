export { KeywordsField } from './KeywordsField';
export type { KeywordsFieldProps } from './KeywordsField';
