import { LINK_STATUS_VACANT, type Link, type Tenant } from '@app/contract';

/** Only a Vacant link offers Assign (SPEC section 4). */
export function canAssign(link: Pick<Link, 'status'>): boolean {
  return link.status === LINK_STATUS_VACANT;
}

/**
 * The tenants a link may be assigned to (SPEC section 5): those that hold no link yet, judged by the tenant's own
 * links and by every link's tenant, sorted by name.
 */
export function assignableTenants<T extends Pick<Tenant, 'id' | 'name' | 'links'>>(
  tenants: readonly T[],
  links: readonly Link[],
): T[] {
  const holders = new Set(links.flatMap((link) => (link.tenant ? [link.tenant.id] : [])));
  return tenants
    .filter((tenant) => tenant.links.length === 0 && !holders.has(tenant.id))
    .sort((a, b) => a.name.localeCompare(b.name));
}
