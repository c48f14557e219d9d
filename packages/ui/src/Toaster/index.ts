export { Toaster, NOTIFICATIONS_LABEL } from './Toaster';
export type { ToasterProps } from './Toaster';
export { notify } from './notify';
export { TOASTS_CLEAR_ATTRIBUTE } from './logic';
