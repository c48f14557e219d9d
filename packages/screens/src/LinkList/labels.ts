import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LINK_STATUS_ASSIGNED, LINK_STATUS_VACANT } from '@app/contract';

/** The Status badge's text for each of the contract's link statuses, in the user's language. */
export const LINK_STATUS_LABELS: Readonly<
  Record<typeof LINK_STATUS_VACANT | typeof LINK_STATUS_ASSIGNED, MessageDescriptor>
> = {
  [LINK_STATUS_VACANT]: msg`Vacant`,
  [LINK_STATUS_ASSIGNED]: msg`Assigned`,
};

/** A link's status in the user's language; a status the contract does not know is shown as the server sent it. */
export function linkStatusLabel(i18n: I18n, status: string): string {
  const descriptor = (LINK_STATUS_LABELS as Readonly<Record<string, MessageDescriptor | undefined>>)[status];
  return descriptor ? i18n._(descriptor) : status;
}
