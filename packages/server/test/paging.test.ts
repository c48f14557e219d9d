/** Paged lists: pages and totals, every sort, every filter, bad parameters, the counts behind totals, the cache. */
import type { Campaign, CampaignDetail, Content, ListPage } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { a, admin, api, b, campaign, entry, ids, note, setUpTwoTenants } from './records';

setUpTwoTenants();

type Row = Record<string, unknown> & { id: string; createdAt?: string };

let mooncake: Campaign;
let raya: Campaign;

/** Contents for A: 12 in Mooncake (3 archived, 2 redirected), 3 in Raya; and 2 for B. */
beforeAll(async () => {
  mooncake = await campaign(a.token, 'Mooncake');
  raya = await campaign(a.token, 'Raya');
  const item = (campaignId: string, n: number) => ({
    campaignId,
    title: `${n % 2 ? 'alpha' : 'Beta'} post ${String(n).padStart(2, '0')}`,
    text: `Text ${String.fromCharCode(90 - n)}`,
    status: n % 4 === 0 ? 'archived' : 'active',
    isRedirected: n % 5 === 0,
    keyword: [`k${n % 3}`, 'shared'],
    assetIds: [],
  });
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
    expect((await api.post('/api/content/bulk', [item(mooncake.id, n)], { token: a.token })).status).toBe(201);
  }
  expect(
    (
      await api.post(
        '/api/content/bulk',
        [13, 14, 15].map((n) => item(raya.id, n)),
        { token: a.token },
      )
    ).status,
  ).toBe(201);
  const other = await campaign(b.token, 'Other');
  expect(
    (
      await api.post(
        '/api/content/bulk',
        [1, 2].map((n) => item(other.id, n)),
        { token: b.token },
      )
    ).status,
  ).toBe(201);
}, 60_000);

const get = async <T>(path: string, token = a.token) => {
  const reply = await api.get<T>(path, { token });
  expect(reply.status, `${path}: ${reply.text}`).toBe(200);
  return reply.body;
};
const page = (path: string, token?: string) => get<ListPage<Row>>(path, token);
const all = (path: string, token?: string) => get<Row[]>(path, token);

/** Every page of a list, one after the other. */
async function walk(path: string, limit: number, token?: string): Promise<{ items: Row[]; totals: number[] }> {
  const items: Row[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const next = await page(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}&offset=${offset}`, token);
    totals.push(next.total);
    items.push(...next.items);
    if (next.items.length < limit) return { items, totals };
  }
}

describe('paging', () => {
  it('answers the whole array without limit and offset, and pages of it with them', async () => {
    const whole = await all('/api/content');
    expect(Array.isArray(whole)).toBe(true);
    expect(whole).toHaveLength(15);
    const first = await page('/api/content?limit=5');
    expect(Object.keys(first).sort()).toEqual(['items', 'total']);
    expect(first.total).toBe(15);
    expect(ids(first.items)).toEqual(ids(whole.slice(0, 5)));
    const walked = await walk('/api/content', 4);
    expect(ids(walked.items)).toEqual(ids(whole));
    expect(new Set(walked.totals)).toEqual(new Set([15]));
    expect(await page('/api/content?offset=100')).toEqual({ items: [], total: 15 });
    // offset alone: a page of the tables' default size
    expect((await page('/api/content?offset=0')).items).toHaveLength(10);
  });

  it('keeps a sort in step from page to page and gives the whole sorted list without paging', async () => {
    for (const [list, columns] of [
      ['content', ['title', 'text', 'status', 'keyword', 'isRedirected', 'createdAt']],
      ['campaign', ['name', 'description', 'keyword', 'createdAt']],
    ] as const) {
      for (const column of columns) {
        for (const direction of ['asc', 'desc']) {
          const path = `/api/${list}?sort=${column}:${direction}`;
          const sorted = await all(path);
          expect(ids((await walk(path, 4)).items), path).toEqual(ids(sorted));
          const keys = sorted.map((row) => sortKey(row[column]));
          const expected = [...keys].sort(compare);
          expect(keys, path).toEqual(direction === 'asc' ? expected : expected.reverse());
        }
      }
    }
  });

  it('filters contents by campaign, status, tenant and platform', async () => {
    expect((await page(`/api/content?limit=100&campaignId=${raya.id}`)).total).toBe(3);
    const archived = await page(`/api/content?limit=100&campaignId=${mooncake.id}&status=archived`);
    expect(archived.total).toBe(3);
    expect(archived.items.every((row) => row.status === 'archived')).toBe(true);
    expect((await page(`/api/content?limit=100&tenantId=${b.id}`, admin)).total).toBe(2);
    expect((await page(`/api/content?limit=100&tenantId=${a.id}&status=active`, admin)).total).toBe(12);
    expect((await page('/api/content?limit=100&campaignId=not-an-id')).total).toBe(0);
    // platform: the contents with an asset on that entry
    const platform = await entry(a.token, mooncake.id, a.id, 'Tiktok');
    const other = await entry(a.token, mooncake.id, a.id, 'Facebook');
    const asset = await note(a.token, platform.id);
    const elsewhere = await note(a.token, other.id);
    const tagged = await api.post<Content[]>(
      '/api/content/bulk',
      [
        { campaignId: mooncake.id, title: 'On Tiktok', text: 't', keyword: ['x'], assetIds: [asset.id] },
        { campaignId: mooncake.id, title: 'Elsewhere', text: 't', keyword: ['x'], assetIds: [elsewhere.id] },
      ],
      { token: a.token },
    );
    expect(tagged.status).toBe(201);
    const onPlatform = await page(`/api/content?limit=10&campaignId=${mooncake.id}&entryId=${platform.id}`);
    expect(onPlatform.items.map((row) => row.title)).toEqual(['On Tiktok']);
    expect(onPlatform.total).toBe(1);
    // assets: by campaign, platform and type
    expect(ids((await page(`/api/asset?limit=10&entryId=${platform.id}`)).items)).toEqual([asset.id]);
    expect((await page(`/api/asset?limit=10&campaignId=${mooncake.id}&type=note`)).total).toBe(2);
    expect((await page(`/api/asset?limit=10&type=image`)).total).toBe(0);
    // entries: by campaign and platform name (any case)
    expect(ids((await page(`/api/entry?limit=10&type=tiktok`)).items)).toEqual([platform.id]);
    expect((await page(`/api/entry?limit=10&campaignId=${raya.id}`)).total).toBe(0);
    await api.del('/api/content/many', ids(tagged.body), { token: a.token });
  });

  it('filters the administrators’ lists', async () => {
    expect((await page('/api/admin?limit=10&status=inactive', admin)).total).toBe(0);
    expect((await page('/api/admin?limit=10&status=active', admin)).total).toBe(1);
    expect((await page('/api/link?limit=10&status=Vacant', admin)).total).toBe(0);
    expect((await page(`/api/user?limit=10&tenantId=${a.id}`, admin)).total).toBe(0);
    expect((await page(`/api/campaign?limit=10&tenantId=${b.id}`, admin)).items.map((row) => row.name)).toEqual([
      'Other',
    ]);
  });

  it('answers 400 naming the parameter for bad values, on every list', async () => {
    for (const list of ['campaign', 'content', 'asset', 'entry', 'admin', 'tenant', 'user', 'link']) {
      for (const [query, message] of [
        ['limit=0', 'Limit must be a whole number from 1 to 100'],
        ['limit=101', 'Limit must be a whole number from 1 to 100'],
        ['limit=ten', 'Limit must be a whole number from 1 to 100'],
        ['offset=-1', 'Offset must be a whole number from 0 to 10000000'],
        ['sort=password:asc', /^Sort must be one of .+, followed by :asc or :desc$/],
        ['sort=createdAt:sideways', /^Sort must be one of/],
        [`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
      ] as const) {
        const reply = await api.get<{ message: string }>(`/api/${list}?${query}`, { token: admin });
        expect(reply.status, `${list}?${query}`).toBe(400);
        expect(reply.body.message).toMatch(message);
      }
    }
    const status = await api.get<{ message: string }>('/api/content?status=deleted', { token: a.token });
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('Status must be active, pending or archived');
    const embed = await api.get<{ message: string }>(`/api/campaign/one/${mooncake.id}?embed=some`, { token: a.token });
    expect(embed.body).toEqual({ message: 'Embed must be all or none', code: 'embed_all_none' });
  });
});

describe('totals', () => {
  const totals = async () =>
    Promise.all([
      page('/api/content?limit=1', admin).then((p) => p.total),
      page('/api/content?limit=1').then((p) => p.total),
      page(`/api/content?limit=1&campaignId=${mooncake.id}`).then((p) => p.total),
      page(`/api/content?limit=1&campaignId=${mooncake.id}&status=archived`).then((p) => p.total),
    ]);
  const counted = async () =>
    Promise.all([
      all('/api/content', admin).then((rows) => rows.length),
      all('/api/content').then((rows) => rows.length),
      all(`/api/content?campaignId=${mooncake.id}`).then((rows) => rows.length),
      all(`/api/content?campaignId=${mooncake.id}&status=archived`).then((rows) => rows.length),
    ]);

  it('follow creates, status changes, moves, deletes and a campaign delete', async () => {
    expect(await totals()).toEqual(await counted());
    const made = await api.post<Content[]>(
      '/api/content/bulk',
      [1, 2, 3].map((n) => ({ campaignId: mooncake.id, title: `Extra ${n}`, text: 't', keyword: ['x'], assetIds: [] })),
      { token: a.token },
    );
    expect(await totals()).toEqual(await counted());
    const [first, second, third] = made.body;
    await api.patch(`/api/content/one/${first!.id}`, { status: 'archived' }, { token: a.token });
    await api.patch(`/api/content/one/${second!.id}`, { campaignId: raya.id }, { token: admin });
    await api.patch(`/api/content/one/${third!.id}`, { title: 'Renamed' }, { token: a.token });
    expect(await totals()).toEqual(await counted());
    await api.del('/api/content/many', ids(made.body), { token: a.token });
    expect(await totals()).toEqual(await counted());
    const doomed = await campaign(a.token, 'Doomed');
    await api.post('/api/content/bulk', [{ campaignId: doomed.id, title: 'x', text: 't', keyword: ['x'] }], {
      token: a.token,
    });
    expect((await page(`/api/content?limit=1&campaignId=${doomed.id}`)).total).toBe(1);
    await api.del(`/api/campaign/one/${doomed.id}`, undefined, { token: a.token });
    expect((await page(`/api/content?limit=1&campaignId=${doomed.id}`)).total).toBe(0);
    expect(await totals()).toEqual(await counted());
  });
});

describe('the list cache', () => {
  it('keys pages by their query, keeps ETags, and drops them on a change', async () => {
    const one = await api.get<ListPage<Row>>('/api/content?limit=2&offset=0', { token: a.token });
    const two = await api.get<ListPage<Row>>('/api/content?limit=2&offset=2', { token: a.token });
    expect(ids(one.body.items)).not.toEqual(ids(two.body.items));
    const etag = one.headers.get('etag')!;
    const again = await api.get('/api/content?offset=0&limit=2', {
      token: a.token,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    await api.post('/api/content/bulk', [{ campaignId: raya.id, title: 'New', text: 't', keyword: ['x'] }], {
      token: a.token,
    });
    const after = await api.get<ListPage<Row>>('/api/content?limit=2&offset=0', {
      token: a.token,
      headers: { 'If-None-Match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(one.body.total + 1);
  });

  it('answers a campaign without its lists with embed=none', async () => {
    const bare = await get<CampaignDetail>(`/api/campaign/one/${mooncake.id}?embed=none`);
    expect(bare).toEqual((await page('/api/campaign?limit=1&q=Mooncake')).items[0]);
    expect(Object.keys(await get<CampaignDetail>(`/api/campaign/one/${mooncake.id}`))).toEqual(
      expect.arrayContaining(['assets', 'contents']),
    );
  });
});

function sortKey(value: unknown): string | number {
  if (Array.isArray(value)) return value.join(', ').toLowerCase();
  if (typeof value === 'boolean') return Number(value);
  return String(value).toLowerCase();
}

function compare(x: string | number, y: string | number): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
