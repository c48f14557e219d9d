import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Where the unsaved values of open create forms are kept when the session ends in the middle of work (the app keeps
 * them in session storage), so that after signing in again the form opens with them.
 */
export interface FormDrafts {
  /** Whether a draft of this form waits on this page (its modal then opens by itself). */
  has: (formKey: string) => boolean;
  /** The waiting draft of this form, taken once; null when there is none. */
  take: (formKey: string) => FieldValues | null;
  /** While a form is open, how to read its values; null once it closes. */
  track: (formKey: string, read: (() => FieldValues) | null) => void;
}

const noDrafts: FormDrafts = { has: () => false, take: () => null, track: () => undefined };

export const FormDraftsContext = createContext<FormDrafts>(noDrafts);

export function useFormDrafts(): FormDrafts {
  return useContext(FormDraftsContext);
}

/**
 * Keeps an open create form's values within reach of the drafts while it is open, and fills it from a waiting draft
 * when it opens (the fields count as changed, so Create works at once when they are valid).
 */
export function useFormDraft<TValues extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  formKey: string | undefined,
  open: boolean,
): void {
  const drafts = useFormDrafts();
  const restore = useEffectEvent(() => {
    if (!formKey) return;
    const draft = drafts.take(formKey);
    if (!draft) return;
    for (const [name, value] of Object.entries(draft)) {
      form.setValue(name as never, value as never, { shouldDirty: true, shouldValidate: true });
    }
  });
  const read = useEffectEvent(() => form.getValues());
  useEffect(() => {
    if (!formKey || !open) return;
    restore();
    drafts.track(formKey, () => read());
    return () => drafts.track(formKey, null);
  }, [drafts, formKey, open]);
}
