/**
 * List search (`q`): English, Malay and Chinese substrings (Chinese has no spaces between words), every word of a
 * search, any case, literal % and _, every list's text columns; and a tenant's search or tenant filter never
 * reaches another tenant's records.
 */
import type { Campaign, Content, ListPage } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from './helpers';
import { a, admin, api, b, campaign, entry, note, setUpTwoTenants } from './records';

setUpTwoTenants();

type Row = { id: string; title?: string; name?: string };

const POSTS = [
  { title: '中秋节月饼礼盒开箱', text: '今年的中秋礼盒有六种口味，流心奶黄最受欢迎！', keyword: ['月饼', '礼盒'] },
  { title: 'Kuih raya istimewa', text: 'Jualan kuih raya di bazar Ramadan setiap hujung minggu.', keyword: ['raya'] },
  { title: 'Cold brew is here', text: 'Iced latte launch across the Klang Valley outlets.', keyword: ['coffee'] },
  { title: '100% fresh_juice', text: 'Pressed daily.', keyword: ['juice'] },
];

let aCampaign: Campaign;
let bCampaign: Campaign;

beforeAll(async () => {
  aCampaign = await campaign(a.token, '中秋节月饼促销');
  bCampaign = await campaign(b.token, 'Kedai Kopi Raya');
  const bulk = (token: string, campaignId: string) =>
    api.post<Content[]>(
      '/api/content/bulk',
      POSTS.map((post) => ({ ...post, campaignId })),
      { token },
    );
  expect((await bulk(a.token, aCampaign.id)).status).toBe(201);
  // B has the same posts: a search must never show them to A, nor A's to B
  expect((await bulk(b.token, bCampaign.id)).status).toBe(201);
}, 60_000);

async function search(list: string, q: string, token = a.token, more = ''): Promise<ListPage<Row>> {
  const reply = await api.get<ListPage<Row>>(`/api/${list}?limit=50&q=${encodeURIComponent(q)}${more}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}
const titles = (found: ListPage<Row>) => found.items.map((row) => row.title ?? row.name);

describe('search', () => {
  it('finds a Chinese substring anywhere in a title, a text or a keyword', async () => {
    expect(titles(await search('content', '礼盒'))).toEqual([POSTS[0]!.title]);
    expect(titles(await search('content', '节月饼礼'))).toEqual([POSTS[0]!.title]);
    expect(titles(await search('content', '流心奶黄'))).toEqual([POSTS[0]!.title]);
    expect(titles(await search('content', '月'))).toEqual([POSTS[0]!.title]);
    expect((await search('content', '月饼蛋糕')).total).toBe(0);
    expect(titles(await search('campaign', '月饼'))).toEqual(['中秋节月饼促销']);
  });

  it('finds Malay and English words in any case and order, each word required', async () => {
    expect(titles(await search('content', 'KUIH raya'))).toEqual([POSTS[1]!.title]);
    expect(titles(await search('content', 'bazar ramadan'))).toEqual([POSTS[1]!.title]);
    expect(titles(await search('content', 'latte COLD'))).toEqual([POSTS[2]!.title]);
    expect(titles(await search('content', 'coffee'))).toEqual([POSTS[2]!.title]);
    expect((await search('content', 'cold kuih')).total).toBe(0);
    expect((await search('content', 'Valley')).total).toBe(1);
  });

  it("pages a search with the total of every match, past its last page too, rows as the list's own", async () => {
    const every = await search('content', 'e');
    expect(every.total).toBeGreaterThan(2);
    const page = async (q: string, limit: number, offset: number) =>
      (await api.get<ListPage<Row>>(`/api/content?q=${q}&limit=${limit}&offset=${offset}`, { token: a.token })).body;
    const pages = [];
    for (let offset = 0; offset < every.total; offset += 1) {
      const one = await page('e', 1, offset);
      expect(one.total).toBe(every.total);
      pages.push(...one.items);
    }
    expect(pages).toEqual(every.items);
    // the page's rows are the list's rows: nothing of how the total was read
    const [row] = (await api.get<Content[]>(`/api/content?campaignId=${aCampaign.id}`, { token: a.token })).body;
    expect(Object.keys(pages[0]!).sort()).toEqual(Object.keys(row!).sort());
    expect(await page('e', 1, every.total + 5)).toEqual({ items: [], total: every.total });
    expect(await page('nothing-has-this', 10, 0)).toEqual({ items: [], total: 0 });
  });

  it('takes % and _ literally', async () => {
    expect(titles(await search('content', '100%'))).toEqual([POSTS[3]!.title]);
    expect(titles(await search('content', 'fres_'))).toEqual([]);
    expect(titles(await search('content', 'fresh_'))).toEqual([POSTS[3]!.title]);
    expect((await search('content', '%')).total).toBe(1);
  });

  it('searches every list by its text columns', async () => {
    const platform = await entry(a.token, aCampaign.id, a.id, 'Redbook');
    const memo = await note(a.token, platform.id, '奶黄流心月饼的拍摄要点');
    expect((await search('asset', '拍摄')).items.map((row) => row.id)).toEqual([memo.id]);
    expect((await search('asset', 'note')).total).toBe(1);
    expect((await search('entry', 'redbook')).items.map((row) => row.id)).toEqual([platform.id]);
    expect((await search('entry', 'example.test')).total).toBe(1);
    expect(titles(await search('admin', 'ADMIN', admin))).toEqual(['Administrator']);
    const cafe = await createTenant(api, admin, 'Kopitiam Sentosa');
    expect(titles(await search('tenant', 'sentosa', admin))).toEqual(['Kopitiam Sentosa']);
    expect((await search('tenant', cafe.email.slice(0, 12), admin)).total).toBe(1);
    const user = await api.post<Row>(
      '/api/user',
      { tenantId: cafe.id, name: 'Siti Aminah', phone: '0129998888', email: 'siti@example.test' },
      { token: admin },
    );
    expect(user.status).toBe(201);
    expect(titles(await search('user', 'aminah', admin))).toEqual(['Siti Aminah']);
    expect(titles(await search('user', 'kopitiam', admin))).toEqual(['Siti Aminah']);
    expect(titles(await search('user', '99988', admin))).toEqual(['Siti Aminah']);
    const [link] = (
      await api.post<{ uuid: string; name: string }[]>('/api/link/generate', { count: 2 }, { token: admin })
    ).body;
    await api.post('/api/link/assign', { uuid: link!.uuid, tenantId: cafe.id }, { token: admin });
    expect(titles(await search('link', 'sentosa', admin))).toEqual([link!.name]);
    expect(titles(await search('link', link!.name.toLowerCase(), admin))).toEqual([link!.name]);
  });
});

describe("a tenant's search", () => {
  it("never reaches another tenant's records, whatever the filters", async () => {
    const ofB = [`&tenantId=${b.id}`, `&campaignId=${bCampaign.id}`];
    for (const [list, filters] of [
      ['content', ofB],
      ['asset', ofB],
      ['entry', ofB],
      ['campaign', ofB.slice(0, 1)],
    ] as const) {
      for (const q of ['礼盒', 'raya', 'kopi', 'a']) {
        for (const more of ['', ...filters]) {
          const reply = await api.get<ListPage<Row & { tenantId?: string | null }>>(
            `/api/${list}?limit=100&q=${encodeURIComponent(q)}${more}`,
            { token: a.token },
          );
          expect(reply.status).toBe(200);
          const whole = await api.get<{ id: string }[]>(`/api/${list}?q=${encodeURIComponent(q)}${more}`, {
            token: a.token,
          });
          const mine = new Set(
            (await api.get<{ id: string }[]>(`/api/${list}`, { token: a.token })).body.map((r) => r.id),
          );
          for (const row of [...reply.body.items, ...whole.body])
            expect(mine.has(row.id), `${list} ${q} ${more}`).toBe(true);
          if (more) expect(reply.body.total).toBe(0);
        }
      }
    }
  });

  it('sees what the administrator sees of it, and the administrator sees both tenants', async () => {
    expect((await search('content', '礼盒', admin)).total).toBe(2);
    expect((await search('content', '礼盒', admin, `&tenantId=${a.id}`)).total).toBe(1);
    expect((await search('content', '礼盒', b.token)).total).toBe(1);
    expect((await search('campaign', 'raya', b.token)).items.map((row) => row.name)).toEqual(['Kedai Kopi Raya']);
  });
});
