/**
 * Over 300 lines on purpose: one journey whose steps build on each other, read top to bottom.
 *
 * The admin journey (issue 5): sign in; create an admin, a tenant with a logo and a user; generate three QR-code
 * links, assign one to the tenant, export qrcodes.zip and open it; create campaigns and bulk-delete them.
 * The steps share one signed-in page and run in order.
 */
import { buffer } from 'node:stream/consumers';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  dialog,
  expectGone,
  expectPath,
  expectVisible,
  connectBrowser,
  openPage,
  rowsOf,
  screenshot,
  signInAsAdmin,
  uniqueSuffix,
  type OpenPage,
} from './support/e2e';
import { PNG_SIGNATURE, pngFile } from './support/files';

const suffix = uniqueSuffix();
const newAdmin = {
  name: `Siti Admin ${suffix}`,
  username: `siti-${suffix}`,
  email: `siti-${suffix}@agency.my`,
  phone: '+60 19-555 0101',
  password: 'Str0ng-pass-1',
};
const newTenant = {
  name: `Bazaar Raya ${suffix}`,
  industry: 'Retail',
  email: `bazaar-${suffix}@example.my`,
  phone: '+60 3-2222 1111',
  address: '1 Jalan Raja Laut, Kuala Lumpur',
  password: 'Bazaar-Pass-1',
};
const newUser = { name: `Faiz ${suffix}`, phone: '+60 12-345 6789', email: `faiz-${suffix}@example.my` };
const campaigns = [`Raya Sale ${suffix}`, `Merdeka Promo ${suffix}`];

interface LinkRow {
  uuid: string;
  name: string;
  status: string;
  full_url: string;
  tenant: { id: string; name: string } | null;
}

describe('admin journey', () => {
  let browser: Browser;
  let open: OpenPage;
  let api: Api;
  let generated: LinkRow[] = [];

  beforeAll(async () => {
    browser = await connectBrowser();
    open = await openPage(browser);
    api = await Api.asAdmin();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and lands on the dashboard of the Admin Panel', async () => {
    const { page } = open;
    await signInAsAdmin(page);
    await expectPath(page, '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Admin Panel' }));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    const menu = page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link');
    expect(await menu.allTextContents()).toEqual([
      'Dashboard',
      'Campaign',
      'Content',
      'Asset',
      'Entry',
      'Admin',
      'Tenant',
      'User',
      'QR Code Link',
    ]);
    // The active item is highlighted.
    expect(await menu.filter({ hasText: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'admin-01-dashboard');
  });

  it('creates an admin who can then sign in', async () => {
    const { page } = open;
    await page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'Admin', exact: true })
      .click();
    await expectPath(page, '/admin/manage-admin');
    await expectVisible(page.getByRole('heading', { name: 'Admin List' }));
    await expectVisible(rowsOf(page, 'Admin List', 'admin@localhost'));

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const form = dialog(page, 'Create Admin');
    await expectVisible(form);
    expect(await form.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(true);
    await form.getByLabel('Name', { exact: true }).fill(newAdmin.name);
    await form.getByLabel('Username', { exact: true }).fill(newAdmin.username);
    await form.getByLabel('Email', { exact: true }).fill(newAdmin.email);
    await form.getByLabel('Phone', { exact: true }).fill(newAdmin.phone);
    await form.getByLabel('Password', { exact: true }).fill(newAdmin.password);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expectGone(form);

    const row = rowsOf(page, 'Admin List', newAdmin.username);
    await expectVisible(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([newAdmin.name, newAdmin.username, newAdmin.email, newAdmin.phone]),
    );
    await expectVisible(row.getByText('Active', { exact: true }));
    await screenshot(page, 'admin-02-admins');
    // The new administrator's credentials work.
    const login = await Api.login('admin', newAdmin.username, newAdmin.password);
    expect(login.token).toBeTruthy();
  });

  it('creates a tenant with an uploaded logo', async () => {
    const { page } = open;
    await page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'Tenant', exact: true })
      .click();
    await expectPath(page, '/admin/manage-tenant');
    await expectVisible(page.getByRole('heading', { name: 'Tenant List' }));

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const form = dialog(page, 'Create Tenant');
    await expectVisible(form);
    await form.getByLabel('Name', { exact: true }).fill(newTenant.name);
    await form.getByLabel('Industry Type', { exact: true }).fill(newTenant.industry);
    await form.getByLabel('Email', { exact: true }).fill(newTenant.email);
    await form.getByLabel('Phone', { exact: true }).fill(newTenant.phone);
    await form.getByLabel('Address', { exact: true }).fill(newTenant.address);
    await form.getByLabel('Password', { exact: true }).fill(newTenant.password);
    await form.getByLabel('Logo', { exact: true }).setInputFiles(await pngFile('bazaar-logo.png'));
    await expectVisible(form.getByRole('img', { name: 'Preview of bazaar-logo.png' }));
    const create = form.getByRole('button', { name: 'Create', exact: true });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await screenshot(page, 'admin-03-tenant-form', { fullPage: false });
    await create.click();
    await expectGone(form);

    const row = rowsOf(page, 'Tenant List', newTenant.email);
    await expectVisible(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([newTenant.name, newTenant.industry, newTenant.email, newTenant.phone, newTenant.address]),
    );

    // The stored logo comes back: the edit form previews the current file.
    await row.getByRole('checkbox', { name: `Select ${newTenant.name}` }).check();
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit Tenant');
    await expectVisible(edit);
    const preview = edit.getByRole('img', { name: 'Preview of the current file' });
    await expectVisible(preview);
    await expect.poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectGone(edit);
    await row.getByRole('checkbox', { name: `Select ${newTenant.name}` }).uncheck();
    await screenshot(page, 'admin-04-tenants');
  });

  it('creates a user of that tenant', async () => {
    const { page } = open;
    await page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'User', exact: true })
      .click();
    await expectPath(page, '/admin/manage-user');
    await expectVisible(page.getByRole('heading', { name: 'User List' }));

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const form = dialog(page, 'Create User');
    await expectVisible(form);
    await form.getByLabel('Tenant', { exact: true }).selectOption({ label: newTenant.name });
    await form.getByLabel('Name', { exact: true }).fill(newUser.name);
    await form.getByLabel('Phone', { exact: true }).fill(newUser.phone);
    await form.getByLabel('Email', { exact: true }).fill(newUser.email);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expectGone(form);

    const row = rowsOf(page, 'User List', newUser.email);
    await expectVisible(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([newUser.name, newUser.phone, newUser.email, newTenant.name]),
    );
    await screenshot(page, 'admin-05-users');
  });

  it('generates three QR-code links and assigns one to the tenant', async () => {
    const { page } = open;
    const before = await api.call<LinkRow[]>('GET', '/link');
    await page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'QR Code Link', exact: true })
      .click();
    await expectPath(page, '/admin/link');
    await expectVisible(page.getByRole('heading', { name: 'QR Code Link List' }));

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const form = dialog(page, 'Generate QR Code Links');
    await expectVisible(form);
    await form.getByLabel('Count', { exact: true }).fill('3');
    await form.getByRole('button', { name: 'Generate', exact: true }).click();
    await expectGone(form);

    const after = await api.call<LinkRow[]>('GET', '/link');
    generated = after.filter((link) => !before.some((old) => old.uuid === link.uuid));
    expect(generated).toHaveLength(3);
    // Show them all on one page, whatever other tests left behind.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('30');
    for (const link of generated) {
      const row = rowsOf(page, 'QR Code Link List', link.name);
      await expectVisible(row);
      await expectVisible(row.getByText('Vacant', { exact: true }));
      await expectVisible(row.getByRole('link', { name: link.full_url }));
      await expectVisible(row.getByRole('button', { name: `Assign ${link.name}` }));
    }

    const chosen = generated[0]!;
    await page.getByRole('button', { name: `Assign ${chosen.name}` }).click();
    const assign = dialog(page, 'Assign Link');
    await expectVisible(assign);
    await expectVisible(assign.getByText(chosen.name, { exact: true }));
    await assign.getByLabel('Tenant', { exact: true }).selectOption({ label: newTenant.name });
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectGone(assign);

    const row = rowsOf(page, 'QR Code Link List', chosen.name);
    await expectVisible(row.getByText(newTenant.name, { exact: true }));
    await expectGone(row.getByRole('button', { name: `Assign ${chosen.name}` }));
    expect(await row.getByText('Vacant', { exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-06-links');

    // The tenant list shows the tenant's link.
    await page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'Tenant', exact: true })
      .click();
    await expectVisible(rowsOf(page, 'Tenant List', newTenant.email).getByText(chosen.name, { exact: true }));
  });

  it('exports qrcodes.zip with one PNG per link and a manifest', async () => {
    const { page } = open;
    await page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'QR Code Link', exact: true })
      .click();
    await expectVisible(page.getByRole('heading', { name: 'QR Code Link List' }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qrcodes.zip');
    // read through the connection to the run's browser (a remote download has no local path)
    const entries = unzipSync(new Uint8Array(await buffer(await download.createReadStream())));

    const all = await api.call<LinkRow[]>('GET', '/link');
    const pngs = Object.keys(entries).filter((name) => name.endsWith('.png'));
    expect(pngs.sort()).toEqual(all.map((link) => `${link.name}.png`).sort());
    for (const link of generated) {
      const png = entries[`${link.name}.png`];
      expect(png, `${link.name}.png`).toBeDefined();
      expect(Buffer.from(png!.subarray(0, 8)).equals(PNG_SIGNATURE)).toBe(true);
    }
    const manifest = entries['manifest.csv'];
    expect(manifest).toBeDefined();
    const lines = strFromU8(manifest!).trim().split(/\r?\n/);
    expect(lines[0]).toBe('name,uuid,full_url,status,tenant');
    expect(lines).toHaveLength(all.length + 1);
    for (const link of generated)
      expect(lines.some((line) => line.startsWith(`${link.name},${link.uuid},${link.full_url},`))).toBe(true);
    const assignedLine = lines.find((line) => line.startsWith(`${generated[0]!.name},`));
    expect(assignedLine?.endsWith(`,${newTenant.name}`)).toBe(true);
  });

  it('creates campaigns; a row click does not open details for an admin', async () => {
    const { page } = open;
    await page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'Campaign', exact: true })
      .click();
    await expectPath(page, '/admin/campaign');
    await expectVisible(page.getByRole('heading', { name: 'Campaign List' }));

    for (const name of campaigns) {
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const form = dialog(page, 'Create Campaign');
      await expectVisible(form);
      const create = form.getByRole('button', { name: 'Create', exact: true });
      expect(await create.isDisabled()).toBe(true);
      await form.getByLabel('Campaign Name', { exact: true }).fill(name);
      await form.getByLabel('Description', { exact: true }).fill(`Agency campaign ${name}`);
      await form.getByLabel('Keywords', { exact: true }).fill('sale, festive ,promo');
      await create.click();
      await expectGone(form);
      const row = rowsOf(page, 'Campaign List', name);
      await expectVisible(row);
      await expectVisible(row.getByRole('cell', { name: 'sale, festive, promo', exact: true }));
    }

    // An admin's row click does not open the details.
    await rowsOf(page, 'Campaign List', campaigns[0]).getByRole('cell', { name: campaigns[0], exact: true }).click();
    await expectPath(page, '/admin/campaign');
  });

  it('selects every campaign on the page with the header checkbox (checked, not mixed)', async () => {
    const { page } = open;
    const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
    const bar = page.getByRole('region', { name: 'Selection' });
    await selectAll.click();
    try {
      const rowsOnPage = await rowsOf(page, 'Campaign List').count();
      await expectVisible(bar.getByText(`${rowsOnPage} selected`, { exact: true }));
      // Every row of the page is selected: the header box reads "checked", not "mixed".
      // (The selection bar already shows the state, so a short wait suffices.)
      await expectVisible(page.getByRole('checkbox', { name: 'Select all on this page', checked: true }), {
        timeout: 3000,
      });
    } finally {
      await bar.getByRole('button', { name: 'Clear selection', exact: true }).click();
      await expectGone(bar);
    }
  });

  it('bulk-deletes the campaigns from the selection bar', async () => {
    const { page } = open;
    for (const name of campaigns) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const bar = page.getByRole('region', { name: 'Selection' });
    await expectVisible(bar.getByText('2 selected', { exact: true }));
    expect(await bar.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-07-campaigns-selected');
    await bar.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = dialog(page, 'Delete campaigns');
    await expectVisible(confirm.getByText('Delete selected campaigns?', { exact: true }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectGone(confirm);
    for (const name of campaigns) await expectGone(rowsOf(page, 'Campaign List', name));
    const remaining = await api.call<{ name: string }[]>('GET', '/campaign');
    expect(remaining.map((campaign) => campaign.name)).not.toEqual(expect.arrayContaining([campaigns[0]]));
    expect(remaining.map((campaign) => campaign.name)).not.toEqual(expect.arrayContaining([campaigns[1]]));
  });

  it('threw no uncaught errors in the page', () => {
    expect(open.pageErrors).toEqual([]);
  });
});
