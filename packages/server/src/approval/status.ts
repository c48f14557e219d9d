/**
 * The status a new post starts with: an administrator's post for a tenant waits for the owner's approval when the
 * tenant asks for it (its `approval_required`, on by default); the tenant's own posts and the agency's start as
 * asked. Archived stays archived.
 */
import { apiErrorBody, type ContentStatus } from '@app/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { tenants } from '../db/schema';
import { ApiError } from '../http/errors';
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

/** The 409 of a status change asked of a pending post, with its status (params.status), like /decide's. */
export const awaitsDecision = () =>
  new ApiError(409, { ...apiErrorBody('content_awaits_decision'), params: { status: 'pending' } });

/**
 * The status a PATCH leaves a post in. A pending post leaves pending only by the owner's decision (/decide or a
 * review link): the owner's status change and the agency's `active` answer 409 content_awaits_decision (the agency
 * may still withdraw its draft, archived). For a tenant asking for approval, the agency's post becomes pending
 * instead of active when it was not active (archived, or rejected), and when it moves in from another business or
 * from no business; a post the owner approved stays active through the agency's edits.
 */
export async function patchedStatus(
  db: DbOrTx,
  actor: Actor,
  existing: { status: string; tenantId: string | null },
  asked: ContentStatus | undefined,
  moved: { tenantId?: string | null },
): Promise<ContentStatus | undefined> {
  if (existing.status === 'pending') {
    if (asked === undefined || (actor.role === 'admin' && asked === 'archived')) return asked;
    throw awaitsDecision();
  }
  const tenantId = moved.tenantId !== undefined ? moved.tenantId : existing.tenantId;
  const becomesActive = (asked ?? existing.status) === 'active';
  const movedIn = tenantId !== existing.tenantId;
  if (!becomesActive || (existing.status === 'active' && !movedIn)) return asked;
  const waiting = await tenantsRequiringApproval(db, actor, [tenantId]);
  return startingStatus('active', tenantId, waiting);
}
