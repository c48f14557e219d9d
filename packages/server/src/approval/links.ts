/**
 * Review links: an administrator sends a tenant's owner a page of the tenant's pending posts, opened without
 * signing in. The token is 32 random bytes (base64url) in the page's address; only its SHA-256 is stored, so a
 * leaked database gives no working link, and a link is revoked by marking its row. A link lasts REVIEW_LINK_DAYS.
 */
import { REVIEW_LINK_DAYS, type ReviewLink } from '@app/contract';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { reviewLinks, tenants } from '../db/schema';
import { apiError, notFound } from '../http/errors';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function reviewLinkOut(row: typeof reviewLinks.$inferSelect, url?: string): ReviewLink {
  return {
    id: row.id,
    tenantId: row.tenantId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    ...(url !== undefined ? { url } : {}),
  };
}

export async function createReviewLink(db: DbOrTx, tenantId: string, adminId: string, now: number, base: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(reviewLinks)
    .values({
      tenantId,
      tokenHash: hashOf(token),
      createdBy: adminId,
      createdAt: new Date(now),
      expiresAt: new Date(now + REVIEW_LINK_DAYS * DAY_MS),
    })
    .returning();
  return reviewLinkOut(row!, `${base.replace(/\/+$/, '')}/review/${token}`);
}

/** A tenant's links that still work, the newest first. */
export async function openReviewLinks(db: DbOrTx, tenantId: string, now: number): Promise<ReviewLink[]> {
  const rows = await db
    .select()
    .from(reviewLinks)
    .where(and(eq(reviewLinks.tenantId, tenantId), isNull(reviewLinks.revokedAt)))
    .orderBy(desc(reviewLinks.createdAt));
  return rows.filter((row) => row.expiresAt.getTime() > now).map((row) => reviewLinkOut(row));
}

export async function revokeReviewLink(db: DbOrTx, id: string, now: number) {
  const [row] = await db
    .update(reviewLinks)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(reviewLinks.id, id), isNull(reviewLinks.revokedAt)))
    .returning();
  return row;
}

/**
 * The tenant a token opens: 404 for a malformed or unknown token, 410 for an expired or revoked one. Checked on
 * every call, so a link revoked while its page is open stops working at the next decision.
 */
export async function tenantOfToken(db: DbOrTx, token: string, now: number) {
  if (!TOKEN.test(token)) throw notFound('review_link_not_found');
  const [row] = await db
    .select({ link: reviewLinks, tenantName: tenants.name })
    .from(reviewLinks)
    .innerJoin(tenants, eq(tenants.id, reviewLinks.tenantId))
    .where(eq(reviewLinks.tokenHash, hashOf(token)));
  if (!row) throw notFound('review_link_not_found');
  if (row.link.revokedAt) throw apiError(410, 'review_link_revoked');
  if (row.link.expiresAt.getTime() <= now) throw apiError(410, 'review_link_expired');
  return { tenantId: row.link.tenantId, tenantName: row.tenantName, expiresAt: row.link.expiresAt };
}
