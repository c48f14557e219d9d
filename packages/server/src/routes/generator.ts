/**
 * POST /api/redbook/generate: `count` posts for the business (the tenant's, or for an administrator the campaign's
 * tenant's industry and name), its campaign and the notes of the picked photos (generator-context.ts); with
 * `save: true` they are also stored as contents. A generation that wrote a post is remembered as the campaign's last
 * settings for its platform (generator-settings.ts, GET /settings). Each account may start a limited number of
 * generations a minute and the server runs a limited number at once (429 beyond either). A refused post says why
 * (`refusal`); what went wrong in detail goes to the server's log.
 */
import {
  DEFAULT_CONTENT_TITLE,
  DEFAULT_KEYWORD,
  apiErrorBody,
  generatorRequestSchema,
  type GeneratedPost,
} from '@app/contract';
import { Hono } from 'hono';
import { findVisibleCampaign, ownerFor } from '../access';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { contents } from '../db/schema';
import { DEFAULT_LIMITS, GenerationGate, type GeneratorResult } from '../generator';
import { jsonBody } from '../http/body';
import { badRequest } from '../http/errors';
import { businessContext, savedTexts } from './generator-context';
import { generatorSettingsRoutes, rememberSettings } from './generator-settings';

/** What the caller sees of a post: why it was refused, never the detail of a failure. */
function publicPost(post: GeneratorResult): GeneratedPost {
  const { title, content, keywords, error, refusal, leftOut, notes, writer, fallback } = post;
  return {
    title,
    content,
    keywords,
    ...(error ? { error } : {}),
    ...(error && refusal ? { refusal } : {}),
    ...(leftOut?.length ? { leftOut } : {}),
    ...(notes?.length ? { notes } : {}),
    ...(writer ? { writer } : {}),
    ...(fallback ? { fallback } : {}),
  };
}
import { recordEvents } from '../review/audit';
import { startingStatus, tenantsRequiringApproval } from '../review/status';

export function generatorRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const gate = new GenerationGate(services.generator.limits ?? DEFAULT_LIMITS);
  app.route('/settings', generatorSettingsRoutes(services));

  app.post('/generate', jsonBody(generatorRequestSchema), async (c) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    const campaign = body.campaignId ? await findVisibleCampaign(services.db, actor, body.campaignId) : undefined;
    if (body.save && !campaign) throw badRequest('campaign_not_found');
    const context = await businessContext(services, actor, campaign, body.assetIds ?? []);
    const saved = campaign ? await savedTexts(services, actor, campaign.id) : [];
    const entry = await gate.enter(`${actor.role}:${actor.id}`);
    if (!entry.ok) return c.json(apiErrorBody(entry.code), 429, { 'Retry-After': String(entry.retryAfterSeconds) });
    let posts: GeneratorResult[];
    try {
      posts = await services.generator.generate({
        platform: body.platform,
        language: body.language,
        ...context,
        savedTexts: saved,
        productType: body.productType,
        productName: body.productName,
        targetAudience: body.targetAudience,
        benefits: body.benefits,
        promotion: body.promotion,
        location: body.location,
        tone: body.tone,
        voice: body.voice,
        additionalDetails: body.additionalDetails,
        count: body.count,
        keywords: body.keywords,
      });
    } finally {
      entry.release();
    }
    posts.forEach((post, index) => {
      if (post.detail) services.log(`generator: post ${index + 1} of ${posts.length} failed: ${post.detail}`);
    });
    // the form that wrote a post is the one to open with next time (generator-settings.ts)
    if (campaign && posts.some((post) => !post.error)) await rememberSettings(services, actor, campaign, body);
    if (campaign && body.save) {
      const good = posts.filter((post) => !post.error && post.content.trim() !== '');
      if (good.length > 0) {
        const tenantId = ownerFor(actor, campaign.tenantId);
        const waiting = await tenantsRequiringApproval(services.db, actor, [tenantId]);
        const rows = await services.db
          .insert(contents)
          .values(
            good.map((post) => ({
              campaignId: campaign.id,
              tenantId,
              userId: actor.id,
              title: post.title.trim() || DEFAULT_CONTENT_TITLE,
              text: post.content,
              status: startingStatus('active', tenantId, waiting),
              isRedirected: false,
              // a business-voice post is for the business's own page: the QR page never hands it out
              voice: body.platform === 'Facebook' && body.voice === 'business' ? 'business' : 'customer',
              keyword: post.keywords.length > 0 ? post.keywords : [DEFAULT_KEYWORD],
              // the platform and language written for: a customer is handed a post of the platform chosen
              platform: body.platform,
              language: body.language,
            })),
          )
          .returning({ id: contents.id, tenantId: contents.tenantId });
        await recordEvents(
          services.db,
          rows.map((row) => row.id),
          'created',
          actor,
        );
        await services.changed(c.var.tab, {
          kind: 'content',
          event: 'content',
          tenants: rows.map((row) => row.tenantId),
        });
      }
    }
    return c.json(posts.map(publicPost));
  });

  return app;
}
