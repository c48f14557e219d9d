/**
 * Every list page of both roles, opened at a phone's width (390 px) and a desktop's (1440 px), with long records in
 * it: the page never scrolls sideways (a wide table scrolls inside its own frame), and the search box and the
 * table are on screen; at 600 px or less the rows are cards instead of a table. Screenshots: test-output/e2e/fit-<role>-<page>-<width>.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  createTenantViaApi,
  expectVisible,
  connectBrowser,
  openPage,
  screenshot,
  signIn,
  signInAsAdmin,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';

const suffix = uniqueSuffix();
const LONG = 'Promosi istimewa hujung minggu untuk semua pelanggan setia kami di seluruh Lembah Klang';
/** The widest screen where lists show their rows as cards. */
const CARDS_MAX = 600;
const WIDTHS = [390, 1440] as const;

const ADMIN_PAGES = [
  'campaign',
  'content',
  'asset',
  'entry',
  'manage-admin',
  'manage-tenant',
  'manage-user',
  'link',
] as const;
const TENANT_PAGES = ['campaign', 'content', 'asset', 'entry'] as const;

/**
 * What makes the page scroll sideways: none when it fits; else the elements whose right edge passes the window's
 * (outside a frame that scrolls on its own), each as `tag.class "text…"`, for the failure message.
 */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowX);
    const inScroller = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !inScroller(el))
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 40)}"`);
  });
}

describe('list pages fit a phone and a desktop', () => {
  let browser: Browser;
  let tenant: TestTenant;
  let campaignId = '';
  let owner: Api;

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix);
    owner = await Api.login('tenant', tenant.email, tenant.password);
    const campaign = await owner.call<{ id: string }>('POST', '/campaign', {
      name: `${LONG} ${suffix}`,
      description: `${LONG}. ${LONG}.`,
      keyword: ['hujung-minggu', 'pelanggan-setia', 'lembah-klang'],
    });
    campaignId = campaign.id;
    const entry = await owner.call<{ id: string }>('POST', '/entry', {
      type: 'Facebook',
      accessValue: `https://www.facebook.com/${'kedaikopi'.repeat(6)}/posts/1234567890`,
      tenantId: tenant.id,
      campaignId,
    });
    await owner.call('POST', '/asset', { type: 'note', entryId: entry.id, noteContent: `${LONG}. ${LONG}.` });
    await owner.call(
      'POST',
      '/content/bulk',
      Array.from({ length: 12 }, (_, i) => ({
        campaignId,
        title: `${LONG} ${i}`,
        text: `${LONG}. ${LONG}. ${LONG}.`,
        keyword: ['promosi', 'hujung-minggu'],
        assetIds: [],
      })),
    );
    await admin.call('POST', '/user', {
      tenantId: tenant.id,
      name: `Nurul Aisyah binti Abdullah ${suffix}`,
      phone: '+60 12-345 6789',
      email: `nurul.aisyah.binti.abdullah-${suffix}@example.my`,
    });
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (campaignId) await owner.call('DELETE', `/campaign/one/${campaignId}`);
  });

  /** Opens each page at each width in a fresh page (as a phone or a desktop would load it) and checks the fit. */
  async function check(open: OpenPage, role: 'admin' | 'tenant', pages: readonly string[]) {
    for (const width of WIDTHS) {
      await open.page.setViewportSize({ width, height: 900 });
      for (const name of pages) {
        await open.page.goto(`/${role}/${name}`);
        await expectVisible(open.page.getByRole('searchbox'));
        if (width <= CARDS_MAX) {
          // a card, or the empty list's sentence in full
          const main = open.page.getByRole('main');
          await expectVisible(
            main
              .getByRole('listitem')
              .first()
              .or(main.getByText(/^No .+ yet\.?$/)),
          );
          expect(await open.page.getByRole('table').count()).toBe(0);
        } else {
          await expectVisible(open.page.getByRole('table'));
        }
        await open.page.waitForLoadState('networkidle');
        await screenshot(open.page, `fit-${role}-${name}-${width}`);
        expect(await sticksOut(open.page), `/${role}/${name} at ${width} px`).toEqual([]);
      }
    }
    expect(open.pageErrors).toEqual([]);
  }

  it('as the administrator', async () => {
    const open = await openPage(browser);
    await signInAsAdmin(open.page);
    await check(open, 'admin', ADMIN_PAGES);
    await open.context.close();
  });

  it('as a tenant, and its campaign details', async () => {
    const open = await openPage(browser);
    await signIn(open.page, 'tenant', tenant.email, tenant.password);
    await check(open, 'tenant', TENANT_PAGES);
    for (const width of WIDTHS) {
      await open.page.setViewportSize({ width, height: 900 });
      await open.page.goto(`/tenant/campaign-details/${campaignId}`);
      // any of the twelve posts: they were written at once, and a phone shows only the first few of them
      await expectVisible(open.page.getByText(new RegExp(`^${LONG} \\d{1,2}$`)).first());
      await open.page.waitForLoadState('networkidle');
      await screenshot(open.page, `fit-tenant-campaign-details-${width}`);
      expect(await sticksOut(open.page), `campaign details at ${width} px`).toEqual([]);
    }
    await open.context.close();
  });
});
