import { DEFAULT_CONTENT_TITLE, failureMessage } from '@app/contract';

/** A content's or a generated post's title as shown and saved: a blank one is "Untitled" (SPEC section 9). */
export function contentTitle(title: string): string {
  return title.trim() === '' ? DEFAULT_CONTENT_TITLE : title;
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
 * server's message through `failureMessage`, else the error's own message, else `fallback`.
 */
export function failureCause(error: unknown, fallback: string): string {
  return failureMessage(error, ownMessage(error) ?? fallback);
}
