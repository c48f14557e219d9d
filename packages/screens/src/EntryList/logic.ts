import type { Entry, TenantRef } from '@app/contract';
import type { SelectOption } from '@app/ui';

/** The Create Entry form's draft, kept through an expired session. */
export const ENTRY_FORM_DRAFT = 'entry';

/** A tenant or a campaign offered by the entry form's selects. */
export type EntryOption = TenantRef;

/** The entry form's values: the body of POST /entry (SPEC section 7). */
export interface EntryFormValues {
  accessValue: string;
  type: string;
  tenantId: string;
  campaignId: string;
}

export function entryFormValues(entry: Entry): EntryFormValues {
  return {
    accessValue: entry.accessValue,
    type: entry.type,
    tenantId: entry.tenantId || entry.tenant.id,
    campaignId: entry.campaignId || entry.campaign.id,
  };
}

/**
 * The select's options by name. An id the list does not hold (the record's own tenant or campaign when the list has
 * not loaded it) stays selectable under its id, so an edit never silently drops it.
 */
export function selectOptions(options: readonly EntryOption[], currentId?: string): SelectOption[] {
  const list = options.map(({ id, name }) => ({ value: id, label: name }));
  if (currentId && !options.some((option) => option.id === currentId))
    list.push({ value: currentId, label: currentId });
  return list;
}
