export { FileUploader } from './FileUploader';
export type { FileUploaderProps } from './FileUploader';
export { UploadQueue } from './UploadQueue';
export type { UploadItemStatus, UploadQueueItem, UploadQueueProps } from './UploadQueue';
export { validateFile } from './logic';
export type { FileCheck, FileLike, FileRejectionReason } from './logic';
