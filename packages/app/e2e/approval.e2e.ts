/**
 * Approval from end to end: an administrator drafts three posts for a tenant (they wait: pending) and sends the
 * owner a review link from the content list; the owner, on a 390 px phone and without signing in, approves two and
 * rejects one; only the two approved posts reach customers on the QR page's API.
 */
import type { Browser } from 'playwright-core';
import type { Content } from '@app/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  baseURL,
  connectBrowser,
  createTenantViaApi,
  dialog,
  expectGone,
  expectToast,
  expectVisible,
  openPage,
  screenshot,
  screenshotsOfFailure,
  signInAsAdmin,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';

const suffix = uniqueSuffix();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const TITLES = [`招牌咖啡 ${suffix}`, `Kaya toast ${suffix}`, `Durian cake ${suffix}`];

describe('the owner approves the agency posts from a review link', () => {
  let browser: Browser;
  let admin: OpenPage;
  let adminApi: Api;
  let tenant: TestTenant;
  let linkUuid = '';
  let reviewUrl = '';
  const drafts: Content[] = [];

  beforeAll(async () => {
    adminApi = await Api.asAdmin();
    tenant = await createTenantViaApi(adminApi, suffix, { name: `Kopitiam Review ${suffix}` });
    const ownerApi = await Api.login('tenant', tenant.email, tenant.password);
    const [link] = await adminApi.call<{ uuid: string }[]>('POST', '/link/generate', { count: 1 });
    await adminApi.call('POST', '/link/assign', { uuid: link!.uuid, tenantId: tenant.id });
    linkUuid = link!.uuid;
    const campaign = await ownerApi.call<{ id: string }>('POST', '/campaign', {
      name: `Breakfast ${suffix}`,
      description: 'Breakfast set',
      keyword: ['kopi'],
    });
    await ownerApi.call('POST', '/entry', {
      type: 'Redbook',
      accessValue: `https://example.com/redbook/${suffix}`,
      tenantId: tenant.id,
      campaignId: campaign.id,
    });
    // the administrator drafts three posts for the tenant's campaign
    for (const title of TITLES) {
      drafts.push(
        await adminApi.call<Content>('POST', '/content', {
          title,
          text: `${title}: fresh every morning.`,
          keyword: ['kopi'],
          campaignId: campaign.id,
          platform: 'Redbook',
        }),
      );
    }
    browser = await connectBrowser();
    admin = await openPage(browser);
  });

  afterEach(async ({ task }) => {
    await screenshotsOfFailure(task);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A customer's claim of a Redbook post (a new phone each time: no cookie). */
  const claimTitle = async () => {
    const response = await fetch(`${baseURL}/api/public/q/${linkUuid}/claim`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ platform: 'Redbook' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { post?: { title: string } | null }).post?.title;
  };

  it('the drafts wait: no customer gets a pending post', async () => {
    expect(drafts.map((draft) => draft.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await claimTitle()).toBeUndefined();
  });

  it('the administrator sends the review link from the content list', async () => {
    const { page } = admin;
    await signInAsAdmin(page);
    await page.goto('/admin/content');
    await page.getByLabel('Tenant', { exact: true }).selectOption({ label: tenant.name });
    await page.getByRole('button', { name: 'Owner review', exact: true }).click();
    const review = dialog(page, `Review by ${tenant.name}`);
    await expectVisible(review);
    await expectVisible(review.getByText('No open review links.', { exact: true }));
    await review.getByRole('button', { name: 'Create review link', exact: true }).click();
    const address = review.getByLabel('Send this link to the owner (valid for 7 days)', { exact: true });
    await expectVisible(address);
    reviewUrl = await address.inputValue();
    expect(reviewUrl).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'approval-review-link', { fullPage: false });
    await review.getByRole('button', { name: 'Close', exact: true }).click();
    await expectGone(review);
    expect(admin.pageErrors).toEqual([]);
  });

  it('the owner, on a 390 px phone without signing in, approves two and rejects one', async () => {
    const owner = await browser.newContext({
      viewport: PHONE.viewport,
      hasTouch: true,
      isMobile: true,
      locale: 'en-GB',
    });
    const page = await owner.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(new URL(new URL(reviewUrl).pathname, baseURL).toString());
      await expectVisible(page.getByRole('heading', { level: 1, name: `Posts for ${tenant.name}` }));
      for (const title of TITLES) await expectVisible(page.getByRole('heading', { level: 2, name: title }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'approval-owner-phone');

      const decide = async (title: string, decision: 'Approve' | 'Reject', comment?: string) => {
        await page.getByRole('button', { name: `${decision} ${title}`, exact: true }).tap();
        const confirm = page.getByRole('dialog');
        await expectVisible(confirm);
        if (comment) await confirm.getByLabel('Comment (optional)', { exact: true }).fill(comment);
        await confirm.getByRole('button', { name: decision, exact: true }).tap();
        await expectGone(confirm);
        await expectGone(page.getByRole('heading', { level: 2, name: title }));
      };
      await decide(TITLES[0]!, 'Approve');
      await expectToast(page, '1 approved');
      await decide(TITLES[1]!, 'Approve', 'Lovely');
      await decide(TITLES[2]!, 'Reject', 'Not on the menu any more');
      await expectToast(page, '1 rejected');
      await expectVisible(page.getByText('Nothing is waiting for you. Thank you!', { exact: true }));
      expect(errors).toEqual([]);
    } finally {
      await owner.close();
    }
  });

  it('only the two approved posts reach customers, and each post keeps its history', async () => {
    const handed = new Set<string | undefined>();
    for (let i = 0; i < 6; i += 1) handed.add(await claimTitle());
    expect([...handed].sort()).toEqual([TITLES[0], TITLES[1]].sort());
    const history = await adminApi.call<{ action: string; comment: string | null }[]>(
      'GET',
      `/content/one/${drafts[2]!.id}/history`,
    );
    expect(history.map((step) => [step.action, step.comment])).toEqual([
      ['created', null],
      ['rejected', 'Not on the menu any more'],
    ]);
  });
});
