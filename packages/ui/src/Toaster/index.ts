export { Toaster, NOTIFICATIONS_LABEL } from './Toaster';
export type { ToasterProps } from './Toaster';
export { notify } from './notify';
export { clearNotifications } from './clearNotifications';
export { TOASTS_CLEAR_ATTRIBUTE } from './logic';
