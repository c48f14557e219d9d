/**
 * Every sort of the asset, entry, admin, tenant, user and link lists (paging.test.ts covers campaigns and
 * contents): pages walked one after the other give the whole sorted list, in the order the column asks for.
 */
import { LIST_SORTS, type Link, type ListPage } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { a, admin, api, b, campaign, entry, note, setUpTwoTenants } from './records';

setUpTwoTenants();

type Row = Record<string, unknown>;

const get = async <T>(path: string) => {
  const reply = await api.get<T>(path, { token: admin });
  expect(reply.status, `${path}: ${reply.text}`).toBe(200);
  return reply.body;
};
const keyOf = (row: Row) => String(row.id ?? row.uuid);

/** Values that differ at their first letter, so that every collation orders them alike. */
beforeAll(async () => {
  const summer = await campaign(a.token, 'Summer');
  for (const [type, text] of [
    ['Tiktok', 'zebra note'],
    ['Facebook', 'apple note'],
    ['Redbook', 'mango note'],
  ]) {
    const made = await entry(a.token, summer.id, a.id, type);
    await note(a.token, made.id, text);
  }
  for (const [name, username, email, phone] of [
    ['Yusof', 'yusof', 'y@example.test', '7'],
    ['Chen', 'chen', 'c@example.test', '3'],
  ]) {
    const reply = await api.post(
      '/api/admin',
      { name, username, email, phone, password: 'password-123' },
      { token: admin },
    );
    expect(reply.status).toBe(201);
  }
  for (const [tenant, name, phone, email] of [
    [b, 'Wei', '9', 'w@example.test'],
    [a, 'Aisyah', '2', 'q@example.test'],
    [b, 'Kumar', '5', 'k@example.test'],
  ] as const) {
    const reply = await api.post('/api/user', { tenantId: tenant.id, name, phone, email }, { token: admin });
    expect(reply.status).toBe(201);
  }
  const generated = await api.post<Link[]>('/api/link/generate', { count: 4 }, { token: admin });
  expect(generated.status).toBe(201);
  for (const [link, tenant] of [
    [generated.body[1]!, b],
    [generated.body[3]!, a],
  ] as const) {
    expect(
      (await api.post('/api/link/assign', { uuid: link.uuid, tenantId: tenant.id }, { token: admin })).status,
    ).toBe(200);
  }
}, 60_000);

/** The value a column sorts by, as a row shows it (null: sorted last). */
function valueOf(list: string, column: string, row: Row): string | null {
  if (column === 'tenant') return ((row.tenant as { name: string } | null)?.name ?? null)?.toLowerCase() ?? null;
  if (column === 'qrLink') return (row.links as { name: string }[])[0]?.name.toLowerCase() ?? null;
  if (list === 'link' && column === 'url') return String(row.full_url);
  return String(row[column]).toLowerCase();
}

describe('every sort of the other lists', () => {
  it.each(['asset', 'entry', 'admin', 'tenant', 'user', 'link'] as const)('%s', async (list) => {
    const whole = await get<Row[]>(`/api/${list}`);
    expect(whole.length, list).toBeGreaterThanOrEqual(2);
    for (const column of LIST_SORTS[list]) {
      for (const direction of ['asc', 'desc'] as const) {
        const path = `/api/${list}?sort=${column}:${direction}`;
        const sorted = await get<Row[]>(path);
        const walked: Row[] = [];
        for (let offset = 0; offset < sorted.length; offset += 2) {
          const next = await get<ListPage<Row>>(`${path}&limit=2&offset=${offset}`);
          expect(next.total, path).toBe(sorted.length);
          walked.push(...next.items);
        }
        expect(walked.map(keyOf), path).toEqual(sorted.map(keyOf));
        const values = sorted.map((row) => valueOf(list, column, row));
        const present = values.filter((value) => value !== null);
        const expected = [...present].sort();
        if (direction === 'desc') expected.reverse();
        expect(values, path).toEqual([...expected, ...values.slice(present.length).map(() => null)]);
      }
    }
  });
});
