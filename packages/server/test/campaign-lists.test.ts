/**
 * A tenant's campaign list merges its own campaigns with the agency's linked to it by an entry (two reads, one per
 * branch, lists/query.ts): every sort pages in step with the whole list, and the totals (kept counts plus the linked
 * agency campaigns) follow creates, deletes and entries linked and removed.
 */
import type { Campaign, Entry, ListPage } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { a, admin, api, b, campaign, entry, ids, setUpTwoTenants } from './records';

setUpTwoTenants();

type Row = Campaign & Record<string, unknown>;

const get = async <T>(path: string, token: string) => {
  const reply = await api.get<T>(path, { token });
  expect(reply.status, `${path}: ${reply.text}`).toBe(200);
  return reply.body;
};
const page = (path: string, token: string) => get<ListPage<Row>>(path, token);
const all = (path: string, token: string) => get<Row[]>(path, token);

/** Agency campaigns created between A's own, some linked to A, to B or to both. */
const made: Record<string, Campaign> = {};
let linkOfA: Entry;

beforeAll(async () => {
  for (const [name, owner] of [
    ['Own Alpha', a.token],
    ['Agency for A', admin],
    ['own bravo', a.token],
    ['Agency for nobody', admin],
    ['Beta own', b.token],
    ['Agency for both', admin],
    ['Own Charlie', a.token],
    ['Agency for B', admin],
  ] as const) {
    made[name] = await campaign(owner, name);
  }
  linkOfA = await entry(admin, made['Agency for A']!.id, a.id);
  await entry(admin, made['Agency for both']!.id, a.id);
  await entry(admin, made['Agency for both']!.id, b.id);
  await entry(admin, made['Agency for B']!.id, b.id);
}, 60_000);

const names = (rows: Row[]) => rows.map((row) => row.name);

describe("a tenant's campaign list", () => {
  it('holds its own campaigns and the linked agency ones, oldest first', async () => {
    expect(names(await all('/api/campaign', a.token))).toEqual([
      'Own Alpha',
      'Agency for A',
      'own bravo',
      'Agency for both',
      'Own Charlie',
    ]);
    expect(names(await all('/api/campaign', b.token))).toEqual(['Beta own', 'Agency for both', 'Agency for B']);
  });

  it('pages every sort in step with the whole sorted list', async () => {
    for (const column of ['name', 'description', 'keyword', 'createdAt']) {
      for (const direction of ['asc', 'desc']) {
        const path = `/api/campaign?sort=${column}:${direction}`;
        const whole = await all(path, a.token);
        expect(whole).toHaveLength(5);
        for (const limit of [1, 2, 3]) {
          const walked: Row[] = [];
          for (let offset = 0; offset < 6; offset += limit) {
            const next = await page(`${path}&limit=${limit}&offset=${offset}`, a.token);
            expect(next.total, `${path} at ${offset}`).toBe(5);
            walked.push(...next.items);
          }
          expect(ids(walked), `${path}, ${limit} a page`).toEqual(ids(whole));
        }
      }
    }
    // searched: the page and its total from one read of both branches
    const searched = await page('/api/campaign?q=agency&limit=1&offset=1&sort=name:asc', a.token);
    expect(searched).toMatchObject({ total: 2, items: [{ name: 'Agency for both' }] });
  });
});

describe('campaign totals', () => {
  const paths = [
    ['/api/campaign', () => a.token],
    ['/api/campaign', () => b.token],
    ['/api/campaign?tenantId=A', () => a.token],
    ['/api/campaign', () => admin],
    ['/api/campaign?tenantId=B', () => admin],
  ] as const;
  const resolved = (path: string) => path.replace('=A', `=${a.id}`).replace('=B', `=${b.id}`);
  const totals = () =>
    Promise.all(
      paths.map(([path, token]) => page(`${resolved(path)}${path.includes('?') ? '&' : '?'}limit=1`, token())),
    );
  const counted = () => Promise.all(paths.map(([path, token]) => all(resolved(path), token())));

  const check = async (expected: number[]) => {
    const [pages, lists] = await Promise.all([totals(), counted()]);
    expect(lists.map((list) => list.length)).toEqual(expected);
    expect(pages.map((one) => one.total)).toEqual(expected);
  };

  it('follow creates, deletes, and entries linked and removed', async () => {
    // A: 3 own + 2 linked; B: 1 own + 2 linked; A narrowed to itself: 3; all 8; B's own: 1
    await check([5, 3, 3, 8, 1]);
    const more = [await campaign(a.token, 'Own Delta'), await campaign(admin, 'Agency later')];
    const forB = await api.post<Campaign>(
      '/api/campaign',
      { name: 'Made for B', description: 'd', keyword: ['food'], tenantId: b.id },
      { token: admin },
    );
    expect(forB.status).toBe(201);
    await check([6, 4, 4, 11, 2]);
    await entry(admin, more[1]!.id, a.id);
    await check([7, 4, 4, 11, 2]);
    // the link removed: the agency campaign leaves A's list
    expect((await api.del('/api/entry/many', [linkOfA.id], { token: admin })).status).toBe(200);
    await check([6, 4, 4, 11, 2]);
    expect((await api.del(`/api/campaign/one/${more[0]!.id}`, undefined, { token: a.token })).status).toBe(200);
    expect(
      (await api.del('/api/campaign/many', [forB.body.id, made['Agency for both']!.id], { token: admin })).status,
    ).toBe(200);
    await check([4, 2, 3, 8, 1]);
  });

  it('are 0 for an owner a tenant may not narrow to, or that is no id', async () => {
    expect((await page(`/api/campaign?limit=1&tenantId=${b.id}`, a.token)).total).toBe(0);
    expect((await page('/api/campaign?limit=1&tenantId=nobody', admin)).total).toBe(0);
  });
});
