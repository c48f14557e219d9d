/**
 * The unsaved create forms of the page, kept in session storage when the session expires (a 401), per page and form,
 * and handed back once when the user, signed in again, is back on that page.
 */
import type { FormDrafts } from '@app/screens';

/** A form's values as the screens hand them over. */
type FieldValues = NonNullable<ReturnType<FormDrafts['take']>>;

const PREFIX = 'draft:';
const open = new Map<string, () => FieldValues>();

const storageKey = (formKey: string, path = window.location.pathname) => `${PREFIX}${path}:${formKey}`;

export const formDrafts: FormDrafts = {
  has: (formKey) => sessionStorage.getItem(storageKey(formKey)) !== null,
  take: (formKey) => {
    const key = storageKey(formKey);
    const saved = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (saved === null) return null;
    try {
      return JSON.parse(saved) as FieldValues;
    } catch {
      return null;
    }
  },
  track: (formKey, read) => {
    if (read) open.set(formKey, read);
    else open.delete(formKey);
  },
};

/** Keeps the open forms' values for this page, before the expired session leaves it. */
export function keepOpenFormDrafts(): void {
  for (const [formKey, read] of open) sessionStorage.setItem(storageKey(formKey), JSON.stringify(read()));
}
