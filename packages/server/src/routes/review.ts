/**
 * Review links. An administrator sends a tenant's owner a link (/review-link: create, list the open ones, revoke)
 * and sets whether the agency's new posts for the tenant wait for approval. The owner opens the link without
 * signing in (/public/review/:token): the tenant's pending posts, and a decision on some of them.
 */
import { approvalSettingBodySchema, decisionBodySchema, reviewLinkBodySchema, type ReviewPage } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Services } from '../context';
import { contents, tenants } from '../db/schema';
import { isUuid, jsonBody } from '../http/body';
import { notFound } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import type { PublicSite } from '../qr/site';
import { decide } from '../approval/decide';
import { createReviewLink, openReviewLinks, revokeReviewLink, tenantOfToken } from '../approval/links';
import type { AppEnv } from '../types';

async function tenantRow(services: Services, id: string) {
  const [row] = isUuid(id)
    ? await services.db
        .select({ id: tenants.id, approvalRequired: tenants.approvalRequired })
        .from(tenants)
        .where(eq(tenants.id, id))
    : [];
  if (!row) throw notFound('tenant_not_found');
  return row;
}

export function reviewLinkRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.get('/tenant/:tenantId', async (c) => {
    const tenant = await tenantRow(services, c.req.param('tenantId'));
    const links = await openReviewLinks(services.db, tenant.id, services.now());
    return c.json({ approvalRequired: tenant.approvalRequired, links });
  });

  app.patch('/tenant/:tenantId', jsonBody(approvalSettingBodySchema), async (c) => {
    const tenant = await tenantRow(services, c.req.param('tenantId'));
    const { approvalRequired } = c.req.valid('json');
    await services.db.update(tenants).set({ approvalRequired }).where(eq(tenants.id, tenant.id));
    await services.changed(c.var.tab, { kind: 'tenant' });
    return c.json({ approvalRequired });
  });

  app.post('/', jsonBody(reviewLinkBodySchema), async (c) => {
    const tenant = await tenantRow(services, c.req.valid('json').tenantId);
    const link = await createReviewLink(
      services.db,
      tenant.id,
      c.get('actor').id,
      services.now(),
      services.publicUrl(),
    );
    return c.json(link, 201);
  });

  app.delete('/one/:id', async (c) => {
    const id = c.req.param('id');
    const row = isUuid(id) ? await revokeReviewLink(services.db, id, services.now()) : undefined;
    if (!row) throw notFound('review_link_not_found');
    return c.json({ id: row.id, revokedAt: row.revokedAt!.toISOString() });
  });

  return app;
}

export function publicReviewRoutes(services: Services, site: PublicSite) {
  const app = new Hono<AppEnv>();
  const limit = rateLimit(services.trustedProxies, site.views);

  app.get('/:token', limit, async (c) => {
    const link = await tenantOfToken(services.db, c.req.param('token'), services.now());
    const posts = await services.db
      .select({
        id: contents.id,
        title: contents.title,
        text: contents.text,
        platform: contents.platform,
        language: contents.language,
        createdAt: contents.createdAt,
      })
      .from(contents)
      .where(and(eq(contents.tenantId, link.tenantId), eq(contents.status, 'pending')))
      .orderBy(asc(contents.createdAt), asc(contents.id));
    const page: ReviewPage = {
      tenant: { name: link.tenantName },
      expiresAt: link.expiresAt.toISOString(),
      posts: posts.map((post) => ({
        ...post,
        language: post.language as ReviewPage['posts'][number]['language'],
        createdAt: post.createdAt.toISOString(),
      })),
    };
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.json(page);
  });

  app.post('/:token/decide', limit, jsonBody(decisionBodySchema), async (c) => {
    const link = await tenantOfToken(services.db, c.req.param('token'), services.now());
    const body = c.req.valid('json');
    const by = { role: 'review_link' as const, id: null, name: link.tenantName };
    const result = await decide(services.db, link.tenantId, body.ids, body.decision, by, body.comment);
    await services.changed(undefined, {
      kind: 'content',
      event: 'content',
      tenants: [link.tenantId],
      campaigns: result.campaigns,
    });
    return c.json({ decided: result.decided });
  });

  return app;
}
