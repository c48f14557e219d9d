/**
 * A post's history: who created, edited, approved or rejected it, when, and the comment. Written by the same
 * statement batch as the change it records; read on the post (GET /content/one/:id/history) and by the export.
 */
import type { ContentEvent, ContentEventAction } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { contentEvents } from '../db/schema';

/** Who acted: a signed-in account, or the owner through a review link (the tenant's name). */
export interface EventActor {
  role: ContentEvent['by']['role'];
  id: string | null;
  name: string;
}

export async function recordEvents(
  db: DbOrTx,
  contentIds: readonly string[],
  action: ContentEventAction,
  by: EventActor,
  comment: string | null = null,
): Promise<void> {
  if (contentIds.length === 0) return;
  await db.insert(contentEvents).values(
    contentIds.map((contentId) => ({
      contentId,
      action,
      actorRole: by.role,
      actorId: by.id,
      actorName: by.name,
      comment,
    })),
  );
}

export async function historyOf(db: DbOrTx, contentId: string): Promise<ContentEvent[]> {
  const rows = await db
    .select()
    .from(contentEvents)
    .where(eq(contentEvents.contentId, contentId))
    .orderBy(asc(contentEvents.at), asc(contentEvents.id));
  return rows.map((row) => ({
    action: row.action as ContentEventAction,
    by: { role: row.actorRole as EventActor['role'], name: row.actorName },
    comment: row.comment,
    at: row.at.toISOString(),
  }));
}
