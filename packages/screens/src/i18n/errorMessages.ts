/**
 * The translations of the server's error codes (`{message, code, params}` answers): a known code shows its text in
 * the user's language with the answer's params; an unknown one falls back to the server's English message.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

/** A translated text per error code the server sends. */
export const ERROR_MESSAGES: Record<string, MessageDescriptor> = {};

/** The translated text of an error's `code` (with its `params`), or undefined when the code is not known. */
export function errorMessage(i18n: I18n, error: object): string | undefined {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const descriptor = code === undefined ? undefined : ERROR_MESSAGES[code];
  if (descriptor === undefined) return undefined;
  const params = 'params' in error && typeof error.params === 'object' && error.params !== null ? error.params : {};
  // a descriptor already extracted where it is written, with its values added:
  // lingui-extract-ignore
  return i18n._({ ...descriptor, values: params as Record<string, unknown> });
}
