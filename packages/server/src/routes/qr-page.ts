/**
 * GET /q/{uuid}: the page a scanned QR code opens (the front end's q.html with the link's view as data), 404 for an
 * unknown link. A person's view of an assigned link counts one scan, once per phone and day.
 */
import { Hono } from 'hono';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { isUuid } from '../http/body';
import { clientAddress } from '../http/client-address';
import { isCountedView, markSeen, seenOn, statsDay } from '../qr/counting';
import { POST_LANGUAGES, pageLanguage } from '../qr/language';
import { findPublicLink, publicOrigin, viewOf } from '../qr/links';
import { renderPage } from '../qr/html';
import type { PublicSite } from '../qr/site';

export function pageRoutes(services: Services, site: PublicSite) {
  const app = new Hono<AppEnv>();

  app.get('/:uuid', async (c) => {
    const language = pageLanguage(c.req.header('accept-language'));
    const origin = publicOrigin(services);
    const wait = await site.views.take(clientAddress(c, services.trustedProxies));
    const uuid = c.req.param('uuid');
    const link = wait === undefined ? await findPublicLink(services, uuid) : undefined;
    const view = link ? await viewOf(services, link) : null;
    const day = statsDay(services.now());
    // a scan counts once per phone and day, not per page load
    if (link?.tenant && isCountedView(c) && !seenOn(c, day)) {
      try {
        await site.counts.scan(link.tenant.id, link.uuid, POST_LANGUAGES[language]);
        markSeen(c, uuid, day, services.publicUrl().startsWith('https:'));
        site.stats.changed(link.tenant.id);
      } catch (error) {
        // the page is still shown
        services.log(`scan not counted: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const data = wait === undefined ? { uuid: link?.uuid ?? uuid, view } : null;
    const { html, csp } = renderPage(await site.template.load(), data, language, origin);
    const headers: Record<string, string> = {
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Language',
      'X-Robots-Tag': 'noindex, nofollow',
      ...(wait !== undefined ? { 'Retry-After': String(wait) } : {}),
    };
    return c.html(html, wait !== undefined ? 429 : link ? 200 : 404, headers);
  });

  // a typed address with a trailing slash: the page, not the back-office behind it
  app.get('/:uuid/', (c) => {
    const uuid = c.req.param('uuid');
    return isUuid(uuid) ? c.redirect(`/q/${uuid}`, 301) : c.notFound();
  });

  return app;
}
