/** POST /api/redbook/generate: `count` posts from the generator; with `save: true` they are also stored as contents. */
import { DEFAULT_CONTENT_TITLE, DEFAULT_KEYWORD, generatorRequestSchema } from '@app/contract';
import { Hono } from 'hono';
import { findVisibleCampaign, ownerFor } from '../access';
import type { AppEnv, Services } from '../context';
import { contents } from '../db/schema';
import { jsonBody } from '../http/body';
import { badRequest } from '../http/errors';

export function generatorRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.post('/generate', jsonBody(generatorRequestSchema), async (c) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    const campaign = body.save ? await findVisibleCampaign(services.db, actor, body.campaignId ?? '') : undefined;
    if (body.save && !campaign) throw badRequest('Campaign not found');
    const posts = await services.generator.generate({
      platform: body.platform,
      language: body.language,
      productType: body.productType,
      productName: body.productName,
      targetAudience: body.targetAudience,
      benefits: body.benefits,
      promotion: body.promotion,
      location: body.location,
      tone: body.tone,
      additionalDetails: body.additionalDetails,
      count: body.count,
      keywords: body.keywords,
    });
    if (campaign) {
      const good = posts.filter((post) => !post.error && post.content.trim() !== '');
      if (good.length > 0) {
        const rows = await services.db
          .insert(contents)
          .values(
            good.map((post) => ({
              campaignId: campaign.id,
              tenantId: ownerFor(actor, campaign.tenantId),
              userId: actor.id,
              title: post.title.trim() || DEFAULT_CONTENT_TITLE,
              text: post.content,
              status: 'active',
              isRedirected: false,
              keyword: post.keywords.length > 0 ? post.keywords : [DEFAULT_KEYWORD],
            })),
          )
          .returning({ tenantId: contents.tenantId });
        await services.changed({ kind: 'content', event: 'content', tenants: rows.map((row) => row.tenantId) });
      }
    }
    return c.json(posts);
  });

  return app;
}
