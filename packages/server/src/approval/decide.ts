/**
 * The owner's decision on pending posts: approved posts become active (customers get them), rejected ones archived.
 * All or nothing, and each decision counts once: the posts are locked, and when one of them is no longer pending
 * the answer is 409 with its current status and nothing changes.
 */
import type { ContentStatus, Decision } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { contents } from '../db/schema';
import { isUuid } from '../http/body';
import { apiError, notFound } from '../http/errors';
import { recordEvents, type EventActor } from './audit';

export interface Decided {
  decided: { id: string; status: ContentStatus }[];
  campaigns: (string | null)[];
}

export async function decide(
  db: Db,
  tenantId: string,
  ids: readonly string[],
  decision: Decision,
  by: EventActor,
  comment: string | null,
): Promise<Decided> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw notFound('content_not_found');
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: contents.id, status: contents.status, campaignId: contents.campaignId })
      .from(contents)
      .where(and(inArray(contents.id, unique), eq(contents.tenantId, tenantId)))
      .for('update');
    // another tenant's post, or one that is gone: not found, whatever else was asked
    if (rows.length !== unique.length) throw notFound('content_not_found');
    const decided = rows.find((row) => row.status !== 'pending');
    if (decided) throw apiError(409, 'content_not_pending', { status: decided.status });
    const status: ContentStatus = decision === 'approve' ? 'active' : 'archived';
    await tx.update(contents).set({ status }).where(inArray(contents.id, unique));
    await recordEvents(tx, unique, decision === 'approve' ? 'approved' : 'rejected', by, comment);
    return {
      decided: unique.map((id) => ({ id, status })),
      campaigns: rows.map((row) => row.campaignId),
    };
  });
}
