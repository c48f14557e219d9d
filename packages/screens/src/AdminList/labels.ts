import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminStatus } from '@app/contract';

/** The Status badge's text for each of the contract's admin statuses, in the user's language. */
export const ADMIN_STATUS_LABELS: Readonly<Record<AdminStatus, MessageDescriptor>> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
};
