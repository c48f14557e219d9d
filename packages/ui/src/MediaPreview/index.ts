export { MediaPreview } from './MediaPreview';
export type { MediaPreviewProps, MediaPreviewType } from './MediaPreview';
export type { MediaPreviewSize } from './MediaPreview.styles';
export { truncateNote } from './logic';
