export { LinkList } from './LinkList';
export type { LinkListProps } from './LinkList';
