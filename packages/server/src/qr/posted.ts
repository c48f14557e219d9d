/**
 * Proof of post (docs/customer-flow.md, "Proof of post"): the customer pastes the link to the post they made of the
 * post this phone holds for the platform. The link is checked (https, on the platform's hosts: the contract's
 * postedLinkProblem), never fetched, and kept on the post with its time: at most one link per phone and post (a
 * second one replaces the first: the customer may correct a link). A link takes at most `limit` proofs in ten
 * minutes, as it uses at most that many posts (LINK_USE_LIMIT).
 */
import { postedLinkProblem, type Language, type PostedResult } from '@app/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { contentPosts, contents, links } from '../db/schema';
import { apiError, badRequest, conflict } from '../http/errors';
import { USE_WINDOW_MS } from './reserve';
import { heldPost } from './use';

export interface PostedTarget {
  uuid: string;
  tenantId: string;
  platform: string;
  campaignIds: string[];
}

/**
 * Stores the link for the post `holder` holds on the platform. 400 for a link that is refused (nothing stored), 409
 * when the phone holds no post there, 429 over the link's limit. Answers what changed and the post's owner.
 */
export async function storePosted(
  db: Db,
  holder: string | undefined,
  target: PostedTarget,
  given: { url: string; language: Language },
  now: number,
  limit: number,
): Promise<PostedResult & { contentTenantId: string | null }> {
  const url = given.url.trim();
  const problem = postedLinkProblem(target.platform, url);
  if (problem === 'posted_link_wrong_platform') throw badRequest(problem, { platform: target.platform });
  if (problem) throw badRequest(problem);
  if (!holder) throw conflict('no_post_held');
  const at = new Date(now);
  return db.transaction(async (tx) => {
    const [post] = await heldPost(tx, holder, target);
    if (!post) throw conflict('no_post_held');
    const [before] = await tx
      .select({ url: contentPosts.url, at: contentPosts.postedAt })
      .from(contentPosts)
      .where(and(eq(contentPosts.contentId, post.id), eq(contentPosts.holder, holder)));
    if (before?.url === url) return { status: 'unchanged', url, at: before.at.toISOString(), contentTenantId: null };
    // the link's row is locked while its recent proofs are counted: concurrent ones never pass the limit together
    await tx.select({ uuid: links.uuid }).from(links).where(eq(links.uuid, target.uuid)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(contentPosts)
      .where(and(eq(contentPosts.linkUuid, target.uuid), gt(contentPosts.postedAt, new Date(now - USE_WINDOW_MS))));
    if ((recent?.n ?? 0) >= limit) throw apiError(429, 'posted_rate_limited');
    await tx
      .insert(contentPosts)
      .values({
        contentId: post.id,
        holder,
        tenantId: target.tenantId,
        linkUuid: target.uuid,
        platform: target.platform,
        language: given.language,
        url,
        firstAt: at,
        postedAt: at,
      })
      .onConflictDoUpdate({
        target: [contentPosts.contentId, contentPosts.holder],
        set: { url, postedAt: at },
      });
    await tx.update(contents).set({ postedUrl: url, postedAt: at }).where(eq(contents.id, post.id));
    return {
      status: before ? 'replaced' : 'stored',
      url,
      at: at.toISOString(),
      contentTenantId: post.tenantId,
    };
  });
}
