export { ContentList } from './ContentList';
export type { ContentListProps } from './ContentList';
export type { ContentRequestBody } from './logic';
