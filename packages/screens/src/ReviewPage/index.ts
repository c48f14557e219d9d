export { ReviewPage } from './ReviewPage';
export type { ReviewPageProps, ReviewPageState } from './ReviewPage';
