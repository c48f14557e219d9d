/**
 * Tables and the funnel: a link's label, several links per tenant (the first stays its assigned one), the funnel per
 * link, platform and language (unique scans → platforms chosen → posts copied or opened) over a range of days, the
 * links nobody scanned for 14 days, and the CSV export (UTF-8 with a BOM); each only for whom it belongs to.
 */
import type { FunnelStats, Link, ListPage, Tenant } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { statsDay } from '../src/qr/counting';
import { daysBefore } from '../src/stats/days';
import { createTenant } from './helpers';
import {
  business,
  campaignOf,
  entryOf,
  phone,
  pictureOf,
  postsOf,
  setUpWorld,
  type Business,
  world,
} from './public-fixture';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.now();

let cafe: Business;
let salon: Business;
/** The cafe's second link (table 5). */
let table5: Link;

setUpWorld(START);

beforeAll(async () => {
  cafe = await business(world, 'Cafe');
  salon = await business(world, 'Salon');
  const campaign = await campaignOf(world, cafe.token);
  const redbook = await entryOf(world, cafe, campaign.id, 'Redbook');
  await postsOf(world, cafe, campaign.id, [(await pictureOf(world, cafe, redbook.id)).id], 4, 'Redbook');
}, 180_000);

const funnel = (token: string, query = '') => world.api.get<FunnelStats>(`/api/stats/funnel${query}`, { token });
/** The tenant as its profile shows it. */
const tenantOf = async (owner: { token: string }) =>
  (await world.api.get<Tenant>('/api/tenant/profile', { token: owner.token })).body;

describe('link labels and several links per tenant', () => {
  it('adds a labelled link to a tenant from its row; its first link stays the assigned one', async () => {
    const added = await world.api.post<Link>(
      '/api/link/add',
      { tenantId: cafe.id, label: ' 五号桌 ' },
      { token: world.admin },
    );
    expect(added.status, added.text).toBe(201);
    table5 = added.body;
    expect(table5).toMatchObject({ label: '五号桌', status: 'Assigned', tenant: { id: cafe.id, name: 'Cafe' } });
    const tenant = await tenantOf(cafe);
    expect(tenant.links.map((link) => link.uuid)).toEqual([cafe.uuid, table5.uuid]);
    expect(tenant.qrcode_url).toBe(tenant.links[0]!.full_url);
    // the Assign dialog still offers only tenants without a link
    const [vacant] = (await world.api.post<Link[]>('/api/link/generate', { count: 1 }, { token: world.admin })).body;
    const assign = await world.api.post(
      '/api/link/assign',
      { uuid: vacant!.uuid, tenantId: cafe.id },
      { token: world.admin },
    );
    expect(assign.status).toBe(409);
    expect(assign.body).toMatchObject({ code: 'tenant_has_link' });
  });

  it('edits a label, trimmed, at most 40 characters, with a clear message', async () => {
    const renamed = await world.api.patch<Link>(
      `/api/link/${table5.uuid}`,
      { label: 'Table 5' },
      { token: world.admin },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.label).toBe('Table 5');
    const tooLong = await world.api.patch(
      `/api/link/${table5.uuid}`,
      { label: 'x'.repeat(41) },
      { token: world.admin },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      message: 'Label must be at most 40 characters',
      code: 'field_too_long',
      params: { field: 'Label', max: '40' },
    });
    const notText = await world.api.patch(`/api/link/${table5.uuid}`, { label: 5 }, { token: world.admin });
    expect(notText.body).toMatchObject({ code: 'field_not_text', params: { field: 'Label' } });
    const unknown = await world.api.patch(`/api/link/${crypto.randomUUID()}`, { label: 'A' }, { token: world.admin });
    expect(unknown.status).toBe(404);
    const listed = await world.api.get<ListPage<Link>>('/api/link?q=table%205&limit=10', {
      token: world.admin,
    });
    expect(listed.body.items.map((link) => link.uuid)).toEqual([table5.uuid]);
    expect((await tenantOf(cafe)).links[1]!.label).toBe('Table 5');
  });

  it('lets only administrators label or add links', async () => {
    const label = await world.api.patch(`/api/link/${cafe.uuid}`, { label: 'Mine' }, { token: cafe.token });
    expect(label.status).toBe(403);
    const add = await world.api.post('/api/link/add', { tenantId: cafe.id }, { token: cafe.token });
    expect(add.status).toBe(403);
    expect((await tenantOf(cafe)).links).toHaveLength(2);
    const missing = await world.api.post('/api/link/add', { tenantId: crypto.randomUUID() }, { token: world.admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'tenant_not_found' });
    const noTenant = await world.api.post('/api/link/add', { label: 'A' }, { token: world.admin });
    expect(noTenant.body).toMatchObject({ code: 'field_required', params: { field: 'Tenant' } });
  });

  it("a tenant's next link becomes its assigned one when the first is deleted", async () => {
    const shop = await createTenant(world.api, world.admin, 'Shop');
    const first = await world.api.post<Link>('/api/link/add', { tenantId: shop.id }, { token: world.admin });
    const second = await world.api.post<Link>(
      '/api/link/add',
      { tenantId: shop.id, label: 'Counter' },
      { token: world.admin },
    );
    expect((await tenantOf(shop)).qrcode_url).toBe(first.body.full_url);
    expect((await world.api.del(`/api/link/${first.body.uuid}`, undefined, { token: world.admin })).status).toBe(200);
    const after = await tenantOf(shop);
    expect(after.links.map((link) => link.uuid)).toEqual([second.body.uuid]);
    expect(after.qrcode_url).toBe(second.body.full_url);
  });
});

describe('the funnel', () => {
  it('counts per link, platform and language: one scan per phone and day, one choice per hold, one use', async () => {
    const customer = phone(world);
    // the scanned link is the one in the path: table 5, not the cafe's first link
    await customer.page(table5.uuid, { 'Accept-Language': 'zh-CN,zh;q=0.9' });
    await customer.page(table5.uuid, { 'Accept-Language': 'zh-CN,zh;q=0.9' });
    // a printed uuid in capitals: the phone's cookie still says it was counted today
    await customer.page(table5.uuid.toUpperCase(), { 'Accept-Language': 'zh-CN,zh;q=0.9' });
    expect((await customer.claim(table5.uuid, 'Redbook', 'Mandarin')).status).toBe(200);
    expect((await customer.claim(table5.uuid, 'Redbook', 'Mandarin')).status).toBe(200);
    expect((await customer.redirect(table5.uuid, 'Redbook', 'copy', 'Mandarin')).status).toBe(204);
    const other = phone(world);
    await other.page(cafe.uuid, { 'Accept-Language': 'ms-MY' });

    const reply = await funnel(cafe.token);
    expect(reply.status, reply.text).toBe(200);
    const stats = reply.body;
    expect(stats.to).toBe(statsDay(world.clock.now));
    expect(stats.from).toBe(daysBefore(stats.to, 29));
    expect(stats.daily).toHaveLength(30);
    expect(stats.totals).toEqual({ scans: 2, claims: 1, redirects: 1, shared: 0, posted: 0 });
    expect(stats.daily.at(-1)).toEqual({ day: stats.to, scans: 2, claims: 1, redirects: 1, shared: 0, posted: 0 });
    const byLink = new Map(stats.links.map((link) => [link.uuid, link]));
    expect(byLink.get(table5.uuid)).toMatchObject({ label: 'Table 5', scans: 1, claims: 1, redirects: 1 });
    expect(byLink.get(cafe.uuid)).toMatchObject({ scans: 1, claims: 0, redirects: 0 });
    expect(stats.platforms).toEqual([{ platform: 'Redbook', claims: 1, redirects: 1, shared: 0, posted: 0 }]);
    expect(stats.languages).toEqual([
      { language: 'Mandarin', scans: 1, claims: 1, redirects: 1, shared: 0, posted: 0 },
      { language: 'Malay', scans: 1, claims: 0, redirects: 0, shared: 0, posted: 0 },
    ]);
  });

  it('counts the phone again the next day', async () => {
    const customer = phone(world);
    await customer.page(salon.uuid);
    await customer.page(salon.uuid);
    world.clock.now += DAY;
    await customer.page(salon.uuid);
    const stats = (await funnel(salon.token)).body;
    expect(stats.totals.scans).toBe(2);
    expect(stats.daily.slice(-2).map((day) => day.scans)).toEqual([1, 1]);
    world.clock.now -= DAY;
  });

  it('shows a tenant only its own funnel; an administrator any, or all', async () => {
    const own = (await funnel(salon.token)).body;
    expect(own.tenantId).toBe(salon.id);
    expect(own.links.map((link) => link.uuid)).toEqual([salon.uuid]);
    const foreign = await funnel(salon.token, `?tenantId=${cafe.id}`);
    expect(foreign.status).toBe(403);
    const foreignCsv = await world.api.get(`/api/stats/funnel.csv?tenantId=${cafe.id}`, { token: salon.token });
    expect(foreignCsv.status).toBe(403);
    const admin = await funnel(world.admin, `?tenantId=${cafe.id}`);
    expect(admin.body.links.every((link) => link.tenantId === cafe.id)).toBe(true);
    const all = await funnel(world.admin);
    expect(all.body.tenantId).toBeNull();
    const tenantIds = new Set(all.body.links.map((link) => link.tenantId));
    expect(tenantIds.has(cafe.id) && tenantIds.has(salon.id)).toBe(true);
    const unknown = await funnel(world.admin, `?tenantId=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await world.api.get('/api/stats/funnel')).status).toBe(401);
  });

  it('refuses years outside 2000-2100 at once, and keeps answering', async () => {
    for (const [query, field] of [
      ['?from=0050-01-01&to=0050-01-15', 'From'],
      ['?from=0000-01-01', 'From'],
      ['?from=2026-01-01&to=2101-01-01', 'To'],
      ['?from=1999-12-31&to=2000-01-02', 'From'],
    ] as const) {
      for (const path of ['/api/stats/funnel', '/api/stats/funnel.csv', '/api/content/export.csv']) {
        const answer = await world.api.get(`${path}${query}`, { token: cafe.token });
        expect(answer.status, `${path}${query}`).toBe(400);
        expect(answer.body).toEqual({
          message: `${field} must be a date from 2000 to 2100`,
          code: 'field_date_years',
          params: { field, min: '2000', max: '2100' },
        });
      }
    }
    expect((await world.api.get('/api/health')).status).toBe(200);
    const edge = await funnel(cafe.token, '?from=2000-01-01&to=2000-01-03');
    expect(edge.body.daily.map((day) => day.day)).toEqual(['2000-01-01', '2000-01-02', '2000-01-03']);
  });

  it('refuses a bad range with a clear message', async () => {
    const notDate = await funnel(cafe.token, '?from=2026-02-30');
    expect(notDate.status).toBe(400);
    expect(notDate.body).toEqual({
      message: 'From must be a date written YYYY-MM-DD',
      code: 'field_date',
      params: { field: 'From' },
    });
    const reversed = await funnel(cafe.token, '?from=2026-03-05&to=2026-03-01');
    expect(reversed.body).toMatchObject({ code: 'date_range_reversed' });
    const long = await funnel(cafe.token, '?from=2024-01-01&to=2026-03-01');
    expect(long.body).toMatchObject({ code: 'date_range_too_long', params: { max: '366' } });
    const chosen = await funnel(cafe.token, '?from=2026-03-01&to=2026-03-03');
    expect(chosen.body.daily.map((day) => day.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('flags a link nobody scanned for 14 days, with its label', async () => {
    expect((await funnel(cafe.token)).body.quiet).toEqual([]);
    // the links were made now (the database's clock): fifteen days on, on the server's clock
    world.clock.now = Date.now() + 15 * DAY;
    // a session of then (sign-ins expire on the server's clock)
    const login = await world.api.post<{ token: string }>('/api/auth/tenant/login', {
      email: cafe.email,
      password: cafe.password,
    });
    const token = login.body.token;
    const quiet = (await funnel(token)).body.quiet;
    expect(quiet.map((link) => [link.uuid, link.label, link.lastScan])).toEqual([
      [cafe.uuid, '', statsDay(START)],
      [table5.uuid, 'Table 5', statsDay(START)],
    ]);
    await phone(world).page(table5.uuid);
    expect((await funnel(token)).body.quiet.map((link) => link.uuid)).toEqual([cafe.uuid]);
    world.clock.now = START;
  });
});

/** A CSV's rows (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
}

describe('the funnel export', () => {
  it('round-trips Chinese in UTF-8 with a BOM, per tenant and range, formulas written as text', async () => {
    await world.api.patch(`/api/link/${table5.uuid}`, { label: '五号桌, "窗边"' }, { token: world.admin });
    await world.api.patch(`/api/link/${cafe.uuid}`, { label: '=1+1' }, { token: world.admin });
    const today = statsDay(world.clock.now);
    const response = await fetch(`${world.server.url}/api/stats/funnel.csv?from=${daysBefore(today, 6)}&to=${today}`, {
      headers: { Authorization: `Bearer ${cafe.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="funnel-${daysBefore(today, 6)}-${today}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1));
    expect(rows[0]).toEqual([
      'Day',
      'Business',
      'Link',
      'Label',
      'Platform',
      'Language',
      'Scans',
      'Platforms chosen',
      'Used',
      'Shared',
      'Posted',
    ]);
    const table = rows.filter((row) => row[3] === '五号桌, "窗边"');
    expect(table.map((row) => row.slice(4))).toEqual([
      ['', 'Mandarin', '1', '0', '0', '0', '0'],
      ['Redbook', 'Mandarin', '0', '1', '1', '0', '0'],
    ]);
    expect(rows.filter((row) => row[3] === "'=1+1").map((row) => row[5])).toEqual(['Malay']);
    expect(new Set(rows.slice(1).map((row) => row[1]))).toEqual(new Set(['Cafe']));
  });
});
