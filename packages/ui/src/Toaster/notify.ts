import { toast } from 'react-hot-toast';

/**
 * The product's notifications, shown by `<Toaster />` top-right for TOAST_DURATION_MS. Each call returns the
 * notification's id.
 */
export const notify = {
  success: (message: string): string => toast.success(message),
  error: (message: string): string => toast.error(message),
  info: (message: string): string => toast(message),
  /** Fades out one notification, or every notification when no id is given. */
  dismiss: (id?: string): void => toast.dismiss(id),
  /** Removes every notification at once, without the fade (for example on sign-out). */
  clear: (): void => toast.remove(),
};
