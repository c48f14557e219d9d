export { FileUploader } from './FileUploader';
export type { FileUploaderProps } from './FileUploader';
export { validateFile } from './logic';
export type { FileCheck, FileLike, FileRejectionReason } from './logic';
