/**
 * The one function that turns a failure into the text a user sees: the server's message when the error carries one
 * (the app's ApiError has `serverMessage`), otherwise the specification's fallback for that situation (SPEC section 8).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error) {
    const { serverMessage } = error;
    if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  }
  return fallback;
}
