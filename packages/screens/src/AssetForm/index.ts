export { AssetForm, UPLOAD_FAILED_MESSAGE } from './AssetForm';
export { AssetFormModal } from './AssetFormModal';
export type { AssetFormProps, UploadFile } from './AssetForm';
export { ASSET_TYPE_LABELS, assetTypeLabel } from './labels';
export { LAST_ASSET_CHOICE_KEY } from './lastChoice';
