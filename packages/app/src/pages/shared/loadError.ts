/** The text a list shows when it could not load (the toast comes from the app's SWR error handler). */
export function loadError(error: unknown, what: string): string | null {
  return error ? `Could not load ${what}. Use Refresh to try again.` : null;
}
