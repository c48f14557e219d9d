export { AssetForm, UPLOAD_FAILED_MESSAGE } from './AssetForm';
export type { AssetFormProps, UploadFile } from './AssetForm';
