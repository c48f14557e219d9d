/**
 * The QR page's API (no sign-in, no back-office cookie or token read): GET /api/public/q/{uuid} (the link's view),
 * POST …/claim (a post of a platform for this phone), POST …/redirect (the phone copied, opened or shared it), POST …/posted
 * (the link to the customer's post of it: proof of post, public/posted.ts). The link in
 * the path is the one scanned: the funnel counts its platforms chosen and posts used under it.
 */
import { claimBodySchema, platformKey, postedBodySchema, redirectBodySchema, type Language } from '@app/contract';
import { Hono, type Context } from 'hono';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { jsonBody } from '../http/body';
import { conflict, notFound } from '../http/errors';
import { campaignIdsOf, claim, markRedirected } from '../qr/claim';
import { storePosted } from '../qr/posted';
import { newHolder, readHolder, writeHolder } from '../qr/holder';
import { POST_LANGUAGES, pageLanguage } from '../qr/language';
import { findPublicLink, platformsOf, viewOf } from '../qr/links';
import { rateLimit } from '../http/rate-limit';
import type { PublicSite } from '../qr/site';

/** The customer's language when the page did not say it: the one the page shows (its Accept-Language). */
const languageOf = (c: Context): Language => POST_LANGUAGES[pageLanguage(c.req.header('accept-language'))];

export function publicRoutes(services: Services, site: PublicSite) {
  const app = new Hono<AppEnv>();

  /** The assigned link's business and the platform of that name, or 404 / 409. */
  const platformOf = async (uuid: string, name: string) => {
    const link = await findPublicLink(services, uuid);
    if (!link) throw notFound('qr_code_not_found');
    if (!link.tenant) throw conflict('qr_code_vacant');
    const key = platformKey(name);
    const group = (await platformsOf(services, link.tenant.id)).find((item) => item.key === key);
    if (!group) throw notFound('platform_not_found');
    return { uuid: link.uuid, tenantId: link.tenant.id, group };
  };

  app.get('/q/:uuid', rateLimit(services.trustedProxies, site.views), async (c) => {
    const link = await findPublicLink(services, c.req.param('uuid'));
    if (!link) throw notFound('qr_code_not_found');
    return c.json(await viewOf(services, link));
  });

  app.post('/q/:uuid/claim', rateLimit(services.trustedProxies, site.claims), jsonBody(claimBodySchema), async (c) => {
    const body = c.req.valid('json');
    const { uuid, tenantId, group } = await platformOf(c.req.param('uuid'), body.platform);
    const known = readHolder(c, site.holderKey);
    const holder = known ?? newHolder();
    const { result, noted, chosen } = await claim(services, { tenantId, uuid }, group, {
      holder,
      known: known !== undefined,
      language: body.language,
    });
    if (chosen) {
      // counted in the next batched upsert; the customer's post does not wait for it (a lost count is only logged)
      site.counts
        .claim(tenantId, uuid, group.platform.name, body.language ?? languageOf(c))
        .then(() => site.stats.changed(tenantId))
        .catch((error: unknown) => {
          services.log(`claim not counted: ${error instanceof Error ? error.message : String(error)}`);
        });
    }
    if (noted) await services.changed(undefined, { kind: 'stats', event: 'stats', tenants: [tenantId] });
    writeHolder(c, services, site.holderKey, uuid, holder);
    return c.json(result);
  });

  app.post(
    '/q/:uuid/redirect',
    rateLimit(services.trustedProxies, site.views),
    jsonBody(redirectBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { uuid, tenantId, group } = await platformOf(c.req.param('uuid'), body.platform);
      const holder = readHolder(c, site.holderKey);
      const used = holder ? await markRedirected(services, holder, { uuid }, group, body.action) : undefined;
      if (!used) throw conflict('no_post_held');
      if (used.marked) {
        const language = body.language ?? languageOf(c);
        await site.counts.redirect(tenantId, uuid, group.platform.name, language, used.action === 'share');
        // a customer's change: no tab of the back-office made it
        await services.changed(
          undefined,
          { kind: 'content', event: 'content', tenants: [used.tenantId, tenantId] },
          { kind: 'stats', event: 'stats', tenants: [tenantId] },
        );
      } else if (used.noted) {
        await services.changed(undefined, { kind: 'stats', event: 'stats', tenants: [tenantId] });
      }
      return c.body(null, 204);
    },
  );

  app.post('/q/:uuid/posted', rateLimit(services.trustedProxies, site.views), jsonBody(postedBodySchema), async (c) => {
    const body = c.req.valid('json');
    const { uuid, tenantId, group } = await platformOf(c.req.param('uuid'), body.platform);
    const stored = await storePosted(
      services.db,
      readHolder(c, site.holderKey),
      { uuid, tenantId, platform: group.platform.name, campaignIds: campaignIdsOf(group) },
      { url: body.url, language: body.language ?? languageOf(c) },
      services.now(),
      services.linkUseLimit,
    );
    const { contentTenantId, ...result } = stored;
    if (result.status !== 'unchanged') {
      // a customer's change: no tab of the back-office made it
      await services.changed(
        undefined,
        { kind: 'content', event: 'content', tenants: [contentTenantId, tenantId] },
        { kind: 'stats', event: 'stats', tenants: [tenantId] },
      );
    }
    return c.json(result);
  });

  return app;
}
