import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a page could not load, said in the user's language. */
const LOAD_ERRORS = {
  admins: msg`Could not load admins. Use Refresh to try again.`,
  tenants: msg`Could not load tenants. Use Refresh to try again.`,
  users: msg`Could not load users. Use Refresh to try again.`,
  links: msg`Could not load links. Use Refresh to try again.`,
  campaigns: msg`Could not load campaigns. Use Refresh to try again.`,
  contents: msg`Could not load contents. Use Refresh to try again.`,
  assets: msg`Could not load assets. Use Refresh to try again.`,
  entries: msg`Could not load entries. Use Refresh to try again.`,
  'this campaign': msg`Could not load this campaign. Use Refresh to try again.`,
} satisfies Record<string, MessageDescriptor>;

export type LoadErrorSubject = keyof typeof LOAD_ERRORS;

/**
 * The text a list shows when it could not load (the toast comes from the app's SWR error handler), in the active
 * language (the page re-renders when the language switch changes it).
 */
export function loadError(error: unknown, what: LoadErrorSubject): string | null {
  return error ? i18n._(LOAD_ERRORS[what]) : null;
}
