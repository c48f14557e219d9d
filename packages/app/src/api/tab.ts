/**
 * This tab's name for the server: mutations send it as `X-Tab-Id` and the event stream as `?tab=`, so the server
 * does not echo a tab's own changes back to it (the tab refreshes its lists when its call returns).
 * `crypto.getRandomValues` works on plain http too, where `crypto.randomUUID` does not.
 */
export const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
