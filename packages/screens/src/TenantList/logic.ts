import { msg } from '@lingui/core/macro';
import { EMPTY_MARK, LINK_STATUS_VACANT, type Link, type Tenant } from '@app/contract';

/** What the QR Link column shows: the assigned (first) link's name and how many more it holds, or the empty mark. */
export function qrLinkName(tenant: Pick<Tenant, 'links'>): string {
  const [first, ...more] = tenant.links;
  if (!first) return EMPTY_MARK;
  return more.length > 0 ? `${first.name} +${more.length}` : first.name;
}

export const ADD_LINK_FAILED_MESSAGE = msg`Error adding the link`;

export interface LinkChoice {
  value: string;
  label: string;
}

/**
 * The QR link choices of the tenant form (SPEC section 5): the tenant's current link first (when editing one that
 * has a link), then every Vacant link, each once, by name.
 */
export function linkChoices(links: readonly Link[], tenant: Pick<Tenant, 'links'> | null): LinkChoice[] {
  const current = tenant?.links[0];
  const vacant = links
    .filter((link) => link.status === LINK_STATUS_VACANT && link.uuid !== current?.uuid)
    .map((link) => ({ value: link.uuid, label: link.name }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
  return current ? [{ value: current.uuid, label: current.name }, ...vacant] : vacant;
}

/**
 * The link the app must assign after a save: the chosen one when it is not already the tenant's, otherwise null
 * (keeping the current link, or choosing "No link", needs no call).
 */
export function linkToAssign(chosen: string | null, tenant: Pick<Tenant, 'links'> | null): string | null {
  if (!chosen) return null;
  return chosen === tenant?.links[0]?.uuid ? null : chosen;
}
