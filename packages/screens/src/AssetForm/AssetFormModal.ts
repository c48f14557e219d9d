import { lazyModal } from '../shared/lazyModal';

/**
 * The asset form as a list or a campaign opens it: its code (the upload queue, the form library, the schema) loads
 * at the first press on the page, or when it first opens.
 */
export const AssetFormModal = lazyModal(() => import('./AssetForm').then((module) => module.AssetForm));
