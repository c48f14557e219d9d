/**
 * Using a post (docs/customer-flow.md, "The redirect" and "Drain resistance"): the phone copied, opened or shared the
 * post it holds, which marks it used (with the action that used it), unless its link already used `limit` posts in the last ten minutes. Then nothing is
 * consumed and the link is noted (`links.limited_at`) for the dashboards.
 */
import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { RedirectAction } from '@app/contract';
import type { Db } from '../db';
import { contentHolds, contents, links } from '../db/schema';
import { USE_WINDOW_MS } from './reserve';

/** How often a link's note is written again while it stays over its limit. */
const NOTE_EVERY_MS = 60_000;

/** Notes that the link went over its use limit (at most once a minute). True when written. */
export async function noteLimited(db: Db, uuid: string, now: number): Promise<boolean> {
  const rows = await db
    .update(links)
    .set({ limitedAt: new Date(now) })
    .where(and(eq(links.uuid, uuid), or(isNull(links.limitedAt), lt(links.limitedAt, new Date(now - NOTE_EVERY_MS)))))
    .returning({ uuid: links.uuid });
  return rows.length > 0;
}

/** The post `holder` holds for the platform among these campaigns (its hold may have lapsed): none or one row. */
export function heldPost(tx: Pick<Db, 'select'>, holder: string, target: { platform: string; campaignIds: string[] }) {
  return tx
    .select({ id: contents.id, tenantId: contents.tenantId, used: contents.isRedirected })
    .from(contentHolds)
    .innerJoin(contents, eq(contents.id, contentHolds.contentId))
    .where(
      and(
        eq(contentHolds.holder, holder),
        eq(contentHolds.platformKey, sql`lower(${target.platform})`),
        inArray(contents.campaignId, target.campaignIds),
      ),
    );
}

export interface Use {
  tenantId: string | null;
  /** It became used now (false: it was used before, or the link is over its limit). */
  marked: boolean;
  /** The action it became used by now (null unless `marked`). */
  action: RedirectAction | null;
  /** The link is over its limit: nothing was consumed. */
  limited: boolean;
}

/**
 * Marks the post `holder` holds for the platform (of these campaigns; its hold may have lapsed) as used by `action`,
 * once (a later action changes nothing).
 * Undefined: the phone holds none. The link's row is locked while its recent uses are counted, so concurrent
 * redirects of one link never pass its limit together.
 */
export async function usePost(
  db: Db,
  holder: string,
  target: { uuid: string; platform: string; campaignIds: string[] },
  action: RedirectAction,
  now: number,
  limit: number,
): Promise<Use | undefined> {
  return db.transaction(async (tx) => {
    const [post] = await heldPost(tx, holder, target);
    if (!post) return undefined;
    const unmarked = { tenantId: post.tenantId, marked: false, action: null };
    if (post.used) return { ...unmarked, limited: false };
    await tx.select({ uuid: links.uuid }).from(links).where(eq(links.uuid, target.uuid)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(contents)
      .where(and(eq(contents.usedLink, target.uuid), gt(contents.usedAt, new Date(now - USE_WINDOW_MS))));
    if ((recent?.n ?? 0) >= limit) return { ...unmarked, limited: true };
    const marked = await tx
      .update(contents)
      .set({ isRedirected: true, usedAt: new Date(now), usedLink: target.uuid, usedAction: action })
      .where(and(eq(contents.id, post.id), eq(contents.isRedirected, false)))
      .returning({ id: contents.id });
    return marked.length > 0
      ? { tenantId: post.tenantId, marked: true, action, limited: false }
      : { ...unmarked, limited: false };
  });
}
