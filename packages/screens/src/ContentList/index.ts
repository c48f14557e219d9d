export { ContentList } from './ContentList';
export type { ContentListProps } from './ContentList';
export type { ContentRequestBody } from './logic';
export type { ContentApprovalProps } from './ApprovalTools';
export type { ReviewLinksApi } from './ReviewLinksModal';
export type { ContentExportRange } from './ExportDialog';
export { decisionFailure } from '../shared/approval';
