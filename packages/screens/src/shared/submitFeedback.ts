import { notify } from '@app/ui';

export interface SubmitFeedback {
  /** The success text, such as useSuccessMessage()('campaign', 'created'). */
  success: string;
  /** The failure text (SPEC section 8), such as useFailureMessage()(error, msg`Create failed.`). */
  failure: (error: unknown) => string;
}

/**
 * The success path of every modal form: runs the save, then says so in a success toast and calls `onDone` (which
 * closes the modal); a failure shows its error toast and keeps the form as it is. Resolves with whether it saved.
 */
export async function submitWithFeedback(
  save: () => Promise<unknown>,
  { success, failure }: SubmitFeedback,
  onDone: () => void,
): Promise<boolean> {
  try {
    await save();
  } catch (error) {
    notify.error(failure(error));
    return false;
  }
  notify.success(success);
  onDone();
  return true;
}
