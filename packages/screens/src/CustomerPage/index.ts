export { CustomerPage } from './CustomerPage';
export type { CustomerPageProps } from './CustomerPage';
export type { ActiveLinkView, ClaimProblem, CustomerScreen } from './types';
export { textToCopy } from './PostPanel';
export type { CopyOutcome, WriteClipboard } from './copyText';
export type { PostedLinkAnswer, SubmitPostedLink } from './PostedLink';
export type { ShareTarget } from './share';
