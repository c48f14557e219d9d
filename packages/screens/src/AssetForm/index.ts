export { AssetForm, UPLOAD_FAILED_MESSAGE } from './AssetForm';
export type { AssetFormProps, UploadFile } from './AssetForm';
export { ASSET_TYPE_LABELS, assetTypeLabel } from './labels';
export { LAST_ASSET_CHOICE_KEY } from './lastChoice';
