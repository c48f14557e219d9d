/**
 * Removes every notification at once, like `notify.clear()`, loading the notifications' code only when it is called:
 * the sign-in page clears the notice a 401 left behind, and this keeps react-hot-toast out of its first download
 * (the signed-in areas, which show the toaster, load it anyway).
 */
export async function clearNotifications(): Promise<void> {
  const { notify } = await import('./notify');
  notify.clear();
}
