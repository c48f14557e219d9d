/**
 * Review links (opened without signing in: only the tenant's pending posts, each decision once; expired, revoked,
 * malformed or another tenant's → nothing changes) and the contents export (UTF-8 with a BOM; Chinese round-trips).
 */
import type { Content, ReviewLink, ReviewPage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { statsDay } from '../src/qr/counting';
import { rawGet, request } from './helpers';
import { business, campaignOf, entryOf, setUpWorld, world } from './public-fixture';

setUpWorld();

async function shop(name: string) {
  const owner = await business(world, name);
  const campaign = await campaignOf(world, owner.token);
  await entryOf(world, owner, campaign.id, 'Redbook');
  const draft = async (title: string, token = world.admin, language = 'English') => {
    const reply = await world.api.post<Content>(
      '/api/content',
      { title, text: `Text of ${title}`, keyword: ['k'], campaignId: campaign.id, platform: 'Redbook', language },
      { token },
    );
    expect(reply.status, reply.text).toBe(201);
    return reply.body;
  };
  const link = async () => {
    const reply = await world.api.post<ReviewLink>('/api/review-link', { tenantId: owner.id }, { token: world.admin });
    expect(reply.status, reply.text).toBe(201);
    return { ...reply.body, token: reply.body.url!.split('/review/')[1]! };
  };
  return { owner, campaign, draft, link };
}

/** Without a session: no token, no cookie. */
const open = (token: string) => request<ReviewPage>(world.server.url, 'GET', `/api/public/review/${token}`);
const decideBy = (token: string, ids: string[], decision: string, comment?: string) =>
  request<{ decided: { id: string; status: string }[] }>(
    world.server.url,
    'POST',
    `/api/public/review/${token}/decide`,
    { json: { ids, decision, ...(comment ? { comment } : {}) } },
  );

describe('review links', () => {
  it("shows only the tenant's pending posts, decides without signing in, and each decision once", async () => {
    const { owner, draft, link } = await shop('Review Noodles');
    const [a, b, c] = [await draft('A'), await draft('B'), await draft('C')];
    await draft('Own', owner.token);
    const other = await shop('Other Noodles');
    const foreign = await other.draft('Foreign');
    const { token, url, expiresAt, createdAt } = await link();
    expect(url).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
    const page = await open(token);
    expect(page.status, page.text).toBe(200);
    expect(page.body.tenant.name).toBe('Review Noodles');
    expect(page.body.posts.map((post) => post.title)).toEqual(['A', 'B', 'C']);
    // another tenant's post through this link: not found, and nothing changes
    expect((await decideBy(token, [a.id, foreign.id], 'approve')).status).toBe(404);
    expect((await open(token)).body.posts).toHaveLength(3);
    expect((await decideBy(token, [a.id, b.id], 'approve', 'ok')).status).toBe(200);
    expect((await decideBy(token, [c.id], 'reject')).status).toBe(200);
    const twice = await decideBy(token, [c.id], 'approve');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'content_not_pending', params: { status: 'archived' } });
    expect((await open(token)).body.posts).toEqual([]);
    const steps = (
      await world.api.get<{ by: { role: string; name: string } }[]>(`/api/content/one/${a.id}/history`, {
        token: owner.token,
      })
    ).body;
    expect(steps.at(-1)!.by).toEqual({ role: 'review_link', name: 'Review Noodles' });
  }, 60_000);

  it('revoked, expired or malformed: a clear answer and nothing changes; only administrators send links', async () => {
    const { owner, draft, link } = await shop('Expiry Satay');
    const post = await draft('Waits');
    expect((await world.api.post('/api/review-link', { tenantId: owner.id }, { token: owner.token })).status).toBe(403);
    const revoked = await link();
    const open1 = await world.api.get<{ links: ReviewLink[] }>(`/api/review-link/tenant/${owner.id}`, {
      token: world.admin,
    });
    expect(open1.body.links.map((item) => item.id)).toContain(revoked.id);
    expect((await world.api.del(`/api/review-link/one/${revoked.id}`, undefined, { token: world.admin })).status).toBe(
      200,
    );
    expect((await open(revoked.token)).body).toMatchObject({ code: 'review_link_revoked' });
    const refused = await decideBy(revoked.token, [post.id], 'approve');
    expect([refused.status, (refused.body as unknown as { code: string }).code]).toEqual([410, 'review_link_revoked']);
    const expiring = await link();
    world.clock.now += 7 * 24 * 60 * 60 * 1000 + 1000;
    try {
      const late = await decideBy(expiring.token, [post.id], 'approve');
      expect([late.status, (late.body as unknown as { code: string }).code]).toEqual([410, 'review_link_expired']);
    } finally {
      world.clock.now -= 7 * 24 * 60 * 60 * 1000 + 1000;
    }
    // malformed, and well-formed but unknown (one character changed)
    const unknown = `${expiring.token.slice(0, -1)}${expiring.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['nonsense', unknown]) {
      const answer = await open(token);
      expect([answer.status, (answer.body as unknown as { code: string }).code]).toEqual([
        404,
        'review_link_not_found',
      ]);
    }
    const list = await world.api.get<Content[]>('/api/content', { token: owner.token });
    expect(list.body.find((item) => item.id === post.id)!.status).toBe('pending');
  }, 60_000);
});

/** The rows of an RFC 4180 text (quoted fields, "" inside quotes, CRLF between records). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  return rows;
}

describe('contents export', () => {
  it('UTF-8 with a BOM: the Chinese, the status, the use and the approval round-trip', async () => {
    const { owner, draft } = await shop('导出 Kopitiam');
    const chinese = await draft('招牌咖啡', world.admin, 'Mandarin');
    await world.api.post(
      '/api/content/decide',
      { ids: [chinese.id], decision: 'approve', comment: '很好, "好"' },
      {
        token: owner.token,
      },
    );
    await draft('=HYPERLINK("x")', owner.token);
    // the export's days are Kuala Lumpur's, as every screen's
    const today = statsDay(world.clock.now);
    const reply = await rawGet(
      world.server.url,
      `/api/content/export.csv?tenantId=${owner.id}&from=${today}&to=${today}`,
      {
        Authorization: `Bearer ${world.admin}`,
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...reply.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reply.bytes.subarray(3)));
    expect(rows[0]).toEqual([
      'Created',
      'Title',
      'Text',
      'Campaign',
      'Platform',
      'Language',
      'Status',
      'Used',
      'Used at',
      'Used by',
      'Posted link',
      'Posted at',
      'Voice',
      'Approval',
      'Decided by',
      'Decided at',
      'Comment',
    ]);
    const row = rows.find((cells) => cells[1] === '招牌咖啡')!;
    expect(row.slice(2, 8)).toEqual(['Text of 招牌咖啡', 'Campaign', 'Redbook', 'Mandarin', 'active', 'no']);
    expect([row[13], row[14], row[16]]).toEqual(['approved', '导出 Kopitiam', '很好, "好"']);
    // times in Kuala Lumpur, as Excel reads them
    const created = new Date(world.clock.now);
    expect(row[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(row[0]!.slice(0, 10)).toBe(today);
    const klHour = (created.getUTCHours() + 8) % 24;
    expect(Number(row[0]!.slice(11, 13))).toBe(klHour);
    expect(row[15]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    // named after the business and the days
    const disposition = String(reply.headers['content-disposition']);
    expect(disposition).toContain(`filename="contents-kopitiam-${today}-${today}.csv"`);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`contents-导出-kopitiam-${today}-${today}.csv`)}`,
    );
    // a formula is written as text
    expect(rows.some((cells) => cells[1] === `'=HYPERLINK("x")`)).toBe(true);
    // a tenant exports its own; another day's range is empty
    const own = await rawGet(world.server.url, `/api/content/export.csv?from=2000-01-01&to=2000-01-02`, {
      Authorization: `Bearer ${owner.token}`,
    });
    expect(parseCsv(own.bytes.subarray(3).toString('utf8'))).toHaveLength(1);
    const reversed = await world.api.get(`/api/content/export.csv?from=${today}&to=2000-01-01`, { token: owner.token });
    expect(reversed.body).toMatchObject({ code: 'date_range_reversed' });
  }, 60_000);
});
