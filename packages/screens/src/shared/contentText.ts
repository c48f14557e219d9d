import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_CONTENT_TITLE } from '@app/contract';
import { failureText } from '../i18n';

/** The title shown for a blank one, in the language on screen. */
export const UNTITLED = msg`Untitled`;

/**
 * A content's or a generated post's title as shown and saved: a blank one is "Untitled" (SPEC section 9). Given the
 * screen's `i18n`, the blank title is shown in the user's language; without it, it is the saved English one.
 */
export function contentTitle(title: string, i18n?: I18n): string {
  if (title.trim() !== '') return title;
  return i18n ? i18n._(UNTITLED) : DEFAULT_CONTENT_TITLE;
}

/** An error's own message, when it has a non-blank one. */
function ownMessage(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() === '' ? null : error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/**
 * The cause of a failure for texts that name it ("Failed to create asset: {message}", a failed generation): the
 * translation of the server's error code or its message through `failureText`, else the error's own message, else
 * `fallback` (already in the user's language).
 */
export function failureCause(error: unknown, fallback: string, i18n: I18n = activeI18n): string {
  return failureText(i18n, error, ownMessage(error) ?? fallback);
}
