/**
 * The status a new post starts with: an administrator's post for a tenant waits for the owner's approval when the
 * tenant asks for it (its `approval_required`, on by default); the tenant's own posts and the agency's start as
 * asked. Archived stays archived.
 */
import type { ContentStatus } from '@app/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { tenants } from '../db/schema';
import type { Actor } from '../types';

/** The tenants (of those given) whose new agency posts wait for approval. */
export async function tenantsRequiringApproval(
  db: DbOrTx,
  actor: Actor,
  tenantIds: readonly (string | null)[],
): Promise<Set<string>> {
  if (actor.role !== 'admin') return new Set();
  const ids = [...new Set(tenantIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tenants.id, approvalRequired: tenants.approvalRequired })
    .from(tenants)
    .where(inArray(tenants.id, ids));
  return new Set(rows.filter((row) => row.approvalRequired).map((row) => row.id));
}

export function startingStatus(requested: ContentStatus, tenantId: string | null, waiting: Set<string>): ContentStatus {
  return requested === 'active' && tenantId !== null && waiting.has(tenantId) ? 'pending' : requested;
}
